import type {
  Category,
  CategoryWithContent,
  ContentShortItem,
  SectionContent,
  StoreCategories,
} from '@parallax/core/contracts/catalog';
import type { ContentAdditional, ContentPack } from '@parallax/core/contracts/content';
import { DomainError } from '@parallax/core/errors';
import { localized } from '@parallax/core/rules/translations';
import type { Database } from '../../db/client.js';
import type { CatalogRepository, CategoryRow, PackRow } from './catalog.repository.js';
import { joinedFor } from './catalog-json.presenter.js';
import {
  placeBonusContent,
  toCategory,
  toContentPack,
  toContentShortItem,
} from './catalog.presenter.js';
import type { CatalogSnapshot, CatalogSnapshotSource } from './catalog.snapshot.js';
import {
  inCollection,
  packOrThrow,
  packsOf,
  parseSection,
  relatedPacks,
  sectionPacks,
  shownPacks,
} from './pack-selection.rules.js';
import type { Viewer } from './viewer.types.js';

const short = (packs: readonly PackRow[], viewer: Viewer) =>
  packs.map((pack) => toContentShortItem(pack, viewer));

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

/** The store's lists and categories, answered from the in-memory snapshot of the catalog. */
function createListReads(snapshots: CatalogSnapshotSource) {
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
  };
}

/** A section, a category's or a creator's cards, and one pack with what goes with it. */
function createPageReads(snapshots: CatalogSnapshotSource, repository: CatalogRepository) {
  return {
    async section(name: string, viewer: Viewer): Promise<SectionContent> {
      const section = parseSection(name);
      const { packs } = await snapshots.get();
      return { section, contentItems: short(sectionPacks(packs, section), viewer) };
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
      const { related, sameModels } = relatedPacks(snapshot.packs, pack, category);
      return {
        id: pack.id,
        category: {
          id: category.id,
          name: category.name,
          title: localized(category, viewer.language).title,
        },
        relatedContent: short(related, viewer),
        sameModelsContent: short(sameModels, viewer),
      };
    },
  };
}

/**
 * For other modules, read from the database rather than the snapshot: a pack or part written a
 * moment ago (by a seed, an import or another instance) counts at once.
 */
function createModuleCalls(snapshots: CatalogSnapshotSource, repository: CatalogRepository) {
  return {
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

/** Catalog reads (spec 2 §7), answered from the in-memory snapshot of the catalog. */
export function createCatalogService(
  snapshots: CatalogSnapshotSource,
  repository: CatalogRepository,
) {
  return {
    ...createListReads(snapshots),
    ...createPageReads(snapshots, repository),
    ...createModuleCalls(snapshots, repository),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
