import {
  SectionName,
  type Category,
  type CategoryWithContent,
  type ContentAdditional,
  type ContentPack,
  type ContentShortItem,
  type SectionContent,
  type StoreCategories,
} from '@parallax/core/contracts/catalog';
import { DomainError } from '@parallax/core/errors';
import { localized } from '@parallax/core/rules/translations';
import { isPackVisible } from '@parallax/core/rules/entitlement';
import { isUuid } from '@parallax/core/rules/ids';
import type { Database } from '../../db/client.js';
import type { CatalogRepository, CategoryRow, PackRow } from './catalog.repository.js';
import {
  placeBonusContent,
  toCategory,
  toContentPack,
  toContentShortItem,
  viewerFieldsOf,
} from './catalog.presenter.js';
import type { CatalogSnapshot, CatalogSnapshotSource } from './catalog.snapshot.js';
import { GUEST, type Viewer } from './viewer.js';

const RELATED_LIMIT = 10;
const SECTION_LIMIT = 24;

const short = (packs: readonly PackRow[], viewer: Viewer) =>
  packs.map((pack) => toContentShortItem(pack, viewer));

const inCollection = (packs: readonly PackRow[], showInCollection: boolean) =>
  showInCollection ? packs.filter((pack) => pack.showInCollection) : packs;

const packsOf = (packs: readonly PackRow[], category: CategoryRow) =>
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
function shownPacks(
  snapshot: CatalogSnapshot,
  viewer: Viewer,
  packIds: ReadonlySet<string> | undefined,
): readonly PackRow[] {
  if (!packIds) return snapshot.packs;
  return snapshot.withHidden.packs.filter(
    (pack) => packIds.has(pack.id) && isVisibleTo(pack, viewer),
  );
}

/** The category's cards: all its packs, or those of `packIds`; its own figures count the store's. */
function categoryWithContent(
  snapshot: CatalogSnapshot,
  category: CategoryRow,
  viewer: Viewer,
  packIds?: ReadonlySet<string>,
): CategoryWithContent {
  return {
    ...toCategory(category, packsOf(snapshot.packs, category), viewer),
    contentItems: placeBonusContent(
      short(packsOf(shownPacks(snapshot, viewer, packIds), category), viewer),
      category.bonusContentPlacing as 'first' | 'last',
    ),
  };
}

function packOrThrow(snapshot: CatalogSnapshot, identifier: string, viewer: Viewer): PackRow {
  const { packById, packBySlug } = snapshot.withHidden;
  const pack = isUuid(identifier)
    ? packById.get(identifier.toLowerCase())
    : packBySlug.get(identifier);
  if (!pack || !isVisibleTo(pack, viewer)) {
    throw new DomainError('ContentNotFound', `No content ${identifier}`);
  }
  return pack;
}

// Per catalog snapshot: each pack's answer in a language, serialized without its viewer fields
// and its closing brace (`kind:language:id` → `{"id":…,"is2DViewerEnabled":true`).
const packHeads = new WeakMap<CatalogSnapshot, Map<string, string>>();

/**
 * A list's JSON for a signed-in viewer: everything but the three viewer fields of each pack is
 * serialized once per catalog version and language, and reused for every user.
 */
function joinedFor(
  snapshot: CatalogSnapshot,
  kind: 'pack' | 'short',
  packs: readonly PackRow[],
  viewer: Viewer,
  present: (pack: PackRow, guest: Viewer) => object,
): string {
  let heads = packHeads.get(snapshot);
  if (!heads) {
    heads = new Map();
    packHeads.set(snapshot, heads);
  }
  const guest = { ...GUEST, language: viewer.language };
  const items = packs.map((pack) => {
    const key = `${kind}:${viewer.language}:${pack.id}`;
    let head = heads.get(key);
    if (head === undefined) {
      const fields: Record<string, unknown> = { ...present(pack, guest) };
      for (const name of Object.keys(viewerFieldsOf(pack, guest))) delete fields[name];
      head = JSON.stringify(fields).slice(0, -1);
      heads.set(key, head);
    }
    return `${head},${JSON.stringify(viewerFieldsOf(pack, viewer)).slice(1)}`;
  });
  return `[${items.join(',')}]`;
}

/** Catalog reads (spec 2 §7), answered from the in-memory snapshot of the catalog. */
export function createCatalogService(
  snapshots: CatalogSnapshotSource,
  repository: CatalogRepository,
) {
  /**
   * Every category with its cards; given `packIds` (the library's), only those packs, and only
   * the categories holding one of them.
   */
  async function categoriesWithContent(
    viewer: Viewer,
    packIds?: ReadonlySet<string>,
  ): Promise<CategoryWithContent[]> {
    const snapshot = await snapshots.get();
    const categories = snapshot.categories.map((category) =>
      categoryWithContent(snapshot, category, viewer, packIds),
    );
    return packIds ? categories.filter((category) => category.contentItems.length > 0) : categories;
  }

  return {
    /** Every pack in store order; given `packIds` (the library's), only those. */
    async listContent(
      viewer: Viewer,
      showInCollection = false,
      packIds?: ReadonlySet<string>,
    ): Promise<ContentPack[]> {
      const snapshot = await snapshots.get();
      return inCollection(shownPacks(snapshot, viewer, packIds), showInCollection).map((pack) =>
        toContentPack(pack, viewer, snapshot.yearAndLifetimeTariffs),
      );
    },

    async listShort(
      viewer: Viewer,
      showInCollection = false,
      packIds?: ReadonlySet<string>,
    ): Promise<ContentShortItem[]> {
      const snapshot = await snapshots.get();
      return short(inCollection(shownPacks(snapshot, viewer, packIds), showInCollection), viewer);
    },

    /**
     * `listContent` and `listShort` of the store (no `packIds`) as JSON, for a signed-in
     * viewer: the per-user fields merged into bytes serialized once per catalog version.
     */
    async listJson(
      kind: 'pack' | 'short',
      viewer: Viewer,
      showInCollection = false,
    ): Promise<string> {
      const snapshot = await snapshots.get();
      const packs = inCollection(snapshot.packs, showInCollection);
      return kind === 'pack'
        ? joinedFor(snapshot, kind, packs, viewer, (pack, guest) =>
            toContentPack(pack, guest, snapshot.yearAndLifetimeTariffs),
          )
        : joinedFor(snapshot, kind, packs, viewer, toContentShortItem);
    },

    /** The snapshot the reads are answered from now: serialized answers are kept per snapshot. */
    current: () => snapshots.get(),

    categoriesWithContent,

    /** The store page: categories in order with their cards, and the demo pack on its own. */
    async storeCategories(viewer: Viewer): Promise<StoreCategories> {
      const categories = (await categoriesWithContent(viewer)).filter(
        (category) => category.contentItems.length > 0,
      );
      const demoContent =
        categories.flatMap((category) => category.contentItems).find((item) => item.isDemo) ?? null;
      return { categories, demoContent };
    },

    async listCategories(viewer: Viewer): Promise<Category[]> {
      const snapshot = await snapshots.get();
      return snapshot.categories.map((category) =>
        toCategory(category, packsOf(snapshot.packs, category), viewer),
      );
    },

    async section(name: string, viewer: Viewer): Promise<SectionContent> {
      const parsed = SectionName.safeParse(name);
      if (!parsed.success) {
        throw new DomainError(
          'SectionNotFound',
          `No section ${name}; sections are ${SectionName.options.join(', ')}`,
        );
      }
      const { packs } = await snapshots.get();
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
      }[parsed.data]();
      return {
        section: parsed.data,
        contentItems: short(selected.slice(0, SECTION_LIMIT), viewer),
      };
    },

    async categoryContent(categoryId: string, viewer: Viewer): Promise<ContentShortItem[]> {
      const snapshot = await snapshots.get();
      const category = snapshot.categories.find((row) => row.id === categoryId);
      if (!category) throw new DomainError('CategoryNotFound', `No category ${categoryId}`);
      return categoryWithContent(snapshot, category, viewer).contentItems;
    },

    async creatorContent(username: string, viewer: Viewer): Promise<ContentShortItem[]> {
      const creator = await repository.findCreator(username.toLowerCase());
      if (!creator) throw new DomainError('UserNotFound', `No user ${username}`);
      const { packs } = await snapshots.get();
      return short(
        packs.filter((pack) => pack.creatorId === creator.id),
        viewer,
      );
    },

    /** By id (`/content/{id}`) or by id or slug (`/content/{identifier}/optimized`). */
    async content(identifier: string, viewer: Viewer): Promise<ContentPack> {
      const snapshot = await snapshots.get();
      return toContentPack(
        packOrThrow(snapshot, identifier, viewer),
        viewer,
        snapshot.yearAndLifetimeTariffs,
      );
    },

    async contentAdditional(identifier: string, viewer: Viewer): Promise<ContentAdditional> {
      const snapshot = await snapshots.get();
      const pack = packOrThrow(snapshot, identifier, viewer);
      const category = snapshot.categories.find((row) => row.id === pack.categoryId);
      if (!category) throw new DomainError('CategoryNotFound', `No category ${pack.categoryId}`);
      const modelIds = new Set(pack.models.map(({ model }) => model.id));
      const others = (packs: readonly PackRow[]) =>
        packs.filter((other) => other.id !== pack.id).slice(0, RELATED_LIMIT);
      const sameModels = snapshot.packs.filter(
        (other) =>
          other.categoryId !== pack.categoryId &&
          other.models.some(({ model }) => modelIds.has(model.id)),
      );
      return {
        id: pack.id,
        category: {
          id: category.id,
          name: category.name,
          title: localized(category, viewer.language).title,
        },
        relatedContent: short(others(packsOf(snapshot.packs, category)), viewer),
        sameModelsContent: short(others(sameModels), viewer),
      };
    },

    // For other modules, read from the database rather than the snapshot: a pack or part
    // written a moment ago (by a seed, an import or another instance) counts at once.

    /** Feedback rates an existing pack; reports and support requests name one (hidden or not). */
    packExists: (id: string) => repository.packExists(id),

    /** The moderator's desk: the title, slug and store state of these packs now. */
    packSummaries: (ids: readonly string[], executor?: Database) =>
      repository.packSummaries(ids, executor),

    /**
     * Takes a pack out of the store (`hidden`) or puts it back (spec 2 §3 contentModerationDto),
     * in the caller's transaction; false for an unknown pack. Once the transaction commits, call
     * `refresh()`: this process's store shows the change at once, other instances within their
     * snapshot's TTL.
     */
    setHidden: (tx: Database, id: string, hidden: boolean) => repository.setHidden(tx, id, hidden),

    /** Drops this process's snapshot, so the next read sees what was just committed. */
    refresh: () => snapshots.invalidate(),

    /** Playback positions are kept per part, with the pack the part belongs to. */
    packIdOfPart: (partId: string) => repository.packIdOfPart(partId),

    /**
     * The store's packs of these categories now (a presale bought adds them to the library; one a
     * moderator hid does not come with it), read in the caller's transaction: the snapshot may not
     * reload while the transaction holds PGlite.
     */
    packIdsInCategories: (categoryIds: readonly string[], executor?: Database) =>
      repository.packIdsInCategories(categoryIds, executor),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
