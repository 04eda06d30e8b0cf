import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  catalogVersion,
  categories,
  contentPacks,
  contentParts,
  creators,
  tariffs,
} from './catalog.schema.js';
import { contentPackModels } from './content-pack-links.schema.js';

/** What the catalog snapshot is built from. */
function snapshotQueries(db: Database) {
  return {
    /** Every published pack (drafts are nobody's yet) with its parts, models and tags, in store order. */
    async findAllPacks() {
      return db.query.contentPacks.findMany({
        where: eq(contentPacks.isDraft, false),
        orderBy: [asc(contentPacks.position), asc(contentPacks.id)],
        with: {
          creator: true,
          parts: { orderBy: asc(contentParts.position) },
          models: {
            orderBy: asc(contentPackModels.position),
            with: { model: { columns: { id: true, slug: true, name: true, photo: true } } },
          },
          tags: {
            with: {
              tag: { columns: { slug: true, name: true, position: true, translations: true } },
            },
          },
        },
      });
    },

    /** catalog_version: moved by every write to a catalog table, from any process. */
    async catalogVersion(): Promise<number> {
      const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion);
      return row?.version ?? 0;
    },

    async findCategories() {
      return db.query.categories.findMany({
        orderBy: [asc(categories.position), asc(categories.id)],
        with: { originsPack: true },
      });
    },

    async findCreator(username: string) {
      return db.query.creators.findFirst({ where: eq(creators.username, username) });
    },

    /** The tariffs on sale, in display order: the cart prices them. */
    async findActiveTariffs(executor: Database = db) {
      return executor.query.tariffs.findMany({
        where: eq(tariffs.isActive, true),
        orderBy: [asc(tariffs.position)],
      });
    },

    /** spec 1 §6: year and lifetime tariffs give exclusive content access. */
    async findYearAndLifetimeTariffs() {
      return db.query.tariffs.findMany({
        where: and(
          eq(tariffs.isActive, true),
          or(eq(tariffs.isLifetime, true), gte(tariffs.durationDays, 365)),
        ),
        orderBy: [asc(tariffs.position)],
      });
    },
  };
}

/** Other modules' questions about packs, and the moderator's hiding of one. */
function packQueries(db: Database) {
  return {
    async packExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: contentPacks.id })
        .from(contentPacks)
        .where(eq(contentPacks.id, id));
      return row !== undefined;
    },

    async packSummaries(ids: readonly string[], executor: Database = db) {
      if (ids.length === 0) return [];
      return executor
        .select({
          id: contentPacks.id,
          title: contentPacks.title,
          slug: contentPacks.slug,
          hiddenAt: contentPacks.hiddenAt,
        })
        .from(contentPacks)
        .where(inArray(contentPacks.id, [...new Set(ids)]));
    },

    /**
     * Sets `hidden_at` (a pack hidden already keeps its time) or clears it; false when no pack has
     * the id. The time is the database's, the clock presale purchases are stamped with
     * (owned_presale_categories.granted_at): the two are compared to tell who had the pack first.
     */
    async setHidden(executor: Database, id: string, hidden: boolean): Promise<boolean> {
      const rows = await executor
        .update(contentPacks)
        .set({ hiddenAt: hidden ? sql`coalesce(${contentPacks.hiddenAt}, now())` : null })
        .where(eq(contentPacks.id, id))
        .returning({ id: contentPacks.id });
      return rows.length > 0;
    },

    /** The pack a part belongs to; null for an unknown part. */
    async packIdOfPart(partId: string): Promise<string | null> {
      const [row] = await db
        .select({ contentPackId: contentParts.contentPackId })
        .from(contentParts)
        .where(eq(contentParts.id, partId));
      return row?.contentPackId ?? null;
    },

    /** `executor`: the caller's transaction, when the read must see (and wait for) its work. */
    async packIdsInCategories(
      categoryIds: readonly string[],
      executor: Database = db,
    ): Promise<string[]> {
      if (categoryIds.length === 0) return [];
      const rows = await executor
        .select({ id: contentPacks.id })
        .from(contentPacks)
        .where(
          and(inArray(contentPacks.categoryId, [...categoryIds]), isNull(contentPacks.hiddenAt)),
        );
      return rows.map((row) => row.id);
    },
  };
}

/**
 * A coming-soon pack comes out (COMING_SOON → PUBLISHED, no longer a preview, published now),
 * with its category; null when no pack has the slug or it is out already (the operator's
 * release, publishing.service.ts).
 */
async function publishPack(executor: Database, slug: string, at: Date) {
  const [pack] = await executor
    .update(contentPacks)
    .set({ status: 'PUBLISHED', isPreview: false, publishDate: at })
    .where(and(eq(contentPacks.slug, slug), eq(contentPacks.status, 'COMING_SOON')))
    .returning({
      id: contentPacks.id,
      slug: contentPacks.slug,
      title: contentPacks.title,
      image: contentPacks.storePreviewBack,
      categoryId: contentPacks.categoryId,
    });
  if (!pack) return null;
  const [category] = await executor
    .select({
      title: categories.title,
      isPresaleEnabled: categories.isPresaleEnabled,
      translations: categories.translations,
    })
    .from(categories)
    .where(eq(categories.id, pack.categoryId));
  if (!category) throw new Error(`the pack ${slug} has no category`);
  return { pack, category };
}

/**
 * An imported draft goes into the store (`content publish`): no longer a draft, published now;
 * the pack's draft flag before, or null when no pack has the slug.
 */
async function publishDraft(executor: Database, slug: string, at: Date) {
  const [pack] = await executor
    .select({ id: contentPacks.id, title: contentPacks.title, isDraft: contentPacks.isDraft })
    .from(contentPacks)
    .where(eq(contentPacks.slug, slug))
    .for('update');
  if (!pack) return null;
  if (pack.isDraft) {
    await executor
      .update(contentPacks)
      .set({ isDraft: false, publishDate: at })
      .where(eq(contentPacks.id, pack.id));
  }
  return pack;
}

/** Queries only: rows in, rows out; the presenter shapes them for the API. */
export function createCatalogRepository(db: Database) {
  return { ...snapshotQueries(db), ...packQueries(db), publishPack, publishDraft };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
export type PackRow = Awaited<ReturnType<CatalogRepository['findAllPacks']>>[number];
export type CategoryRow = Awaited<ReturnType<CatalogRepository['findCategories']>>[number];
export type TariffRow = Awaited<
  ReturnType<CatalogRepository['findYearAndLifetimeTariffs']>
>[number];
