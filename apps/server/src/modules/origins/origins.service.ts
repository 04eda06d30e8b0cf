import type { OriginsPack } from '@parallax/core/contracts/origins';
import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import { localized } from '@parallax/core/rules/translations';
import { isOriginsPackUnlockedFor, isPurchasable } from '../catalog/catalog.presenter.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { Viewer } from '../catalog/viewer.types.js';
import { toOriginsPack } from './origins.presenter.js';
import type { OriginsPackRow, OriginsRepository } from './origins.repository.js';

/** The pack, its category's title and its elements in `language` (English where not translated). */
function originsPackIn(row: OriginsPackRow, language: Language): OriginsPackRow {
  return {
    ...localized(row, language),
    category: localized(row.category, language),
    elements: row.elements.map((element) => localized(element, language)),
  };
}

/** spec 2 §2 origins pack page: the pack, its lock for this viewer, and its category's totals. */
export function createOriginsService(origins: OriginsRepository, catalog: CatalogSnapshotSource) {
  return {
    async get(slug: string, viewer: Viewer): Promise<OriginsPack> {
      const found = await origins.findBySlug(slug);
      if (!found) throw new DomainError('OriginsPackNotFound', `No origins pack ${slug}`);
      const row = originsPackIn(found, viewer.language);
      const snapshot = await catalog.get();
      const categoryPacks = snapshot.packs.filter((pack) => pack.categoryId === row.categoryId);
      const isLocked = !isOriginsPackUnlockedFor(row, categoryPacks, viewer);
      return toOriginsPack(
        row,
        categoryPacks.filter(isPurchasable),
        snapshot.packById,
        isLocked,
        viewer,
      );
    },

    listSlugs: () => origins.listSlugs(),
  };
}

export type OriginsService = ReturnType<typeof createOriginsService>;
