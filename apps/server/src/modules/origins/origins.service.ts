import type { OriginsPack } from '@parallax/core/contracts/origins';
import { DomainError } from '@parallax/core/errors';
import { isOriginsPackUnlockedFor, isPurchasable } from '../catalog/catalog.presenter.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { Viewer } from '../catalog/viewer.js';
import { toOriginsPack } from './origins.presenter.js';
import type { OriginsRepository } from './origins.repository.js';

export type PageMeta = { title: string; description: string };

/** spec 2 §2 origins pack page: the pack, its lock for this viewer, and its category's totals. */
export function createOriginsService(origins: OriginsRepository, catalog: CatalogSnapshotSource) {
  return {
    async get(slug: string, viewer: Viewer): Promise<OriginsPack> {
      const row = await origins.findBySlug(slug);
      if (!row) throw new DomainError('OriginsPackNotFound', `No origins pack ${slug}`);
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

    /** The page's title and description for the served HTML; null: no such page (HTTP 404). */
    async pageMeta(slug: string): Promise<PageMeta | null> {
      const row = await origins.findPageMeta(slug);
      if (!row) return null;
      return {
        title: row.seo?.metaTitle ?? `${row.title} | Parallax`,
        description: row.seo?.metaDescription ?? row.descriptionAtStore,
      };
    },

    listSlugs: () => origins.listSlugs(),
  };
}

export type OriginsService = ReturnType<typeof createOriginsService>;
