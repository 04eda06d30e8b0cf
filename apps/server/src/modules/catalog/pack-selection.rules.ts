import { SectionName } from '@parallax/core/contracts/catalog';
import { DomainError } from '@parallax/core/errors';
import { isPackVisible } from '@parallax/core/rules/entitlement';
import { isUuid } from '@parallax/core/rules/ids';
import type { CategoryRow, PackRow } from './catalog.repository.js';
import type { CatalogSnapshot } from './catalog.snapshot.js';
import type { Viewer } from './viewer.types.js';

const RELATED_LIMIT = 10;
const SECTION_LIMIT = 24;

export const inCollection = (packs: readonly PackRow[], showInCollection: boolean) =>
  showInCollection ? packs.filter((pack) => pack.showInCollection) : packs;

export const packsOf = (packs: readonly PackRow[], category: CategoryRow) =>
  packs.filter((pack) => pack.categoryId === category.id);

/**
 * A pack a moderator hid is out of the store, not taken from its owners (spec 2 §3
 * contentModerationDto): they still see it in their library and on its page.
 */
const isVisibleTo = (pack: PackRow, viewer: Viewer) => isPackVisible(pack, viewer.ownedPackIds);

/**
 * The store's packs; given `packIds` (the library's, spec 2 §7 collection lists), only those,
 * the hidden ones the viewer owns included.
 */
export function shownPacks(
  snapshot: CatalogSnapshot,
  viewer: Viewer,
  packIds: ReadonlySet<string> | undefined,
): readonly PackRow[] {
  if (!packIds) return snapshot.packs;
  return snapshot.withHidden.packs.filter(
    (pack) => packIds.has(pack.id) && isVisibleTo(pack, viewer),
  );
}

export function packOrThrow(
  snapshot: CatalogSnapshot,
  identifier: string,
  viewer: Viewer,
): PackRow {
  const { packById, packBySlug } = snapshot.withHidden;
  const pack = isUuid(identifier)
    ? packById.get(identifier.toLowerCase())
    : packBySlug.get(identifier);
  if (!pack || !isVisibleTo(pack, viewer)) {
    throw new DomainError('ContentNotFound', `No content ${identifier}`);
  }
  return pack;
}

/** The section of that name (SectionNotFound for none). */
export function parseSection(name: string): SectionName {
  const parsed = SectionName.safeParse(name);
  if (!parsed.success) {
    throw new DomainError(
      'SectionNotFound',
      `No section ${name}; sections are ${SectionName.options.join(', ')}`,
    );
  }
  return parsed.data;
}

/** A section's packs in its order, the first SECTION_LIMIT of them. */
export function sectionPacks(packs: readonly PackRow[], section: SectionName): PackRow[] {
  const released = packs.filter((pack) => !pack.isPreview);
  // Newest release first; a pack without a release date counts from its publish date.
  const releasedOn = (pack: PackRow) =>
    pack.contentReleaseDate ?? pack.publishDate.toISOString().slice(0, 10);
  const byDate = (a: PackRow, b: PackRow) => releasedOn(b).localeCompare(releasedOn(a));
  const selected = {
    new: () => [...released].sort(byDate),
    popular: () => [...released].sort((a, b) => b.purchaseCount - a.purchaseCount),
    upcoming: () => packs.filter((pack) => pack.isPreview),
    demo: () => packs.filter((pack) => pack.isDemo),
    bonus: () => packs.filter((pack) => pack.isBonusContent),
  }[section]();
  return selected.slice(0, SECTION_LIMIT);
}

/**
 * Packs to show beside `pack`: others of its category, and others sharing a model with it from
 * other categories, RELATED_LIMIT of each.
 */
export function relatedPacks(
  packs: readonly PackRow[],
  pack: PackRow,
  category: CategoryRow,
): { related: PackRow[]; sameModels: PackRow[] } {
  const modelIds = new Set(pack.models.map(({ model }) => model.id));
  const others = (candidates: readonly PackRow[]) =>
    candidates.filter((other) => other.id !== pack.id).slice(0, RELATED_LIMIT);
  const sameModels = packs.filter(
    (other) =>
      other.categoryId !== pack.categoryId &&
      other.models.some(({ model }) => modelIds.has(model.id)),
  );
  return { related: others(packsOf(packs, category)), sameModels: others(sameModels) };
}
