import { and, asc, eq, gte, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  categories,
  contentPackModels,
  contentPacks,
  contentParts,
  creators,
  tariffs,
} from './catalog.schema.js';

/** Queries only: rows in, rows out; the presenter shapes them for the API. */
export function createCatalogRepository(db: Database) {
  return {
    /** Every pack with its parts, models and tags, in store order. */
    async findAllPacks() {
      return db.query.contentPacks.findMany({
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
    async findActiveTariffs() {
      return db.query.tariffs.findMany({
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

    async packExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: contentPacks.id })
        .from(contentPacks)
        .where(eq(contentPacks.id, id));
      return row !== undefined;
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
        .where(inArray(contentPacks.categoryId, [...categoryIds]));
      return rows.map((row) => row.id);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
export type PackRow = Awaited<ReturnType<CatalogRepository['findAllPacks']>>[number];
export type CategoryRow = Awaited<ReturnType<CatalogRepository['findCategories']>>[number];
export type TariffRow = Awaited<
  ReturnType<CatalogRepository['findYearAndLifetimeTariffs']>
>[number];
