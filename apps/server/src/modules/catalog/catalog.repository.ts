import { and, asc, eq, gte, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema.js';

const packRelations = {
  creator: true,
  parts: { orderBy: asc(t.contentParts.position) },
  models: {
    orderBy: asc(t.contentPackModels.position),
    with: { model: { columns: { id: true, slug: true, name: true, photo: true } } },
  },
  tags: { with: { tag: { columns: { slug: true, name: true, position: true } } } },
} as const;

export type PackFilter = {
  ids?: readonly string[];
  categoryId?: string;
  creatorId?: string;
  showInCollection?: boolean;
};

/** Queries only: rows in, rows out; the presenter shapes them for the API. */
export function createCatalogRepository(db: Database) {
  async function findPacks(filter: PackFilter = {}) {
    const conditions: SQL[] = [];
    if (filter.ids) conditions.push(inArray(t.contentPacks.id, [...filter.ids]));
    if (filter.categoryId) conditions.push(eq(t.contentPacks.categoryId, filter.categoryId));
    if (filter.creatorId) conditions.push(eq(t.contentPacks.creatorId, filter.creatorId));
    if (filter.showInCollection) conditions.push(eq(t.contentPacks.showInCollection, true));
    return db.query.contentPacks.findMany({
      where: conditions.length > 0 ? and(...conditions) : undefined,
      orderBy: [asc(t.contentPacks.position), asc(t.contentPacks.id)],
      with: packRelations,
    });
  }

  async function findPack(where: { id: string } | { slug: string }) {
    return db.query.contentPacks.findFirst({
      where: 'id' in where ? eq(t.contentPacks.id, where.id) : eq(t.contentPacks.slug, where.slug),
      with: packRelations,
    });
  }

  async function findCategories() {
    return db.query.categories.findMany({
      orderBy: [asc(t.categories.position), asc(t.categories.id)],
      with: { originsPack: true },
    });
  }

  async function findCategory(id: string) {
    return db.query.categories.findFirst({
      where: eq(t.categories.id, id),
      with: { originsPack: true },
    });
  }

  async function findCreator(username: string) {
    return db.query.creators.findFirst({ where: eq(t.creators.username, username) });
  }

  /** spec 1 §6: year and lifetime tariffs give exclusive content access. */
  async function findYearAndLifetimeTariffs() {
    return db.query.tariffs.findMany({
      where: and(
        eq(t.tariffs.isActive, true),
        or(eq(t.tariffs.isLifetime, true), gte(t.tariffs.durationDays, 365)),
      ),
      orderBy: [asc(t.tariffs.position)],
    });
  }

  async function findPackIdsByModels(modelIds: readonly string[]) {
    if (modelIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ id: t.contentPackModels.contentPackId })
      .from(t.contentPackModels)
      .where(inArray(t.contentPackModels.modelId, [...modelIds]));
    return rows.map((row) => row.id);
  }

  return {
    findPacks,
    findPack,
    findCategories,
    findCategory,
    findCreator,
    findYearAndLifetimeTariffs,
    findPackIdsByModels,
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
export type PackRow = Awaited<ReturnType<CatalogRepository['findPacks']>>[number];
export type CategoryRow = Awaited<ReturnType<CatalogRepository['findCategories']>>[number];
export type TariffRow = Awaited<
  ReturnType<CatalogRepository['findYearAndLifetimeTariffs']>
>[number];
