import { and, asc, eq, gte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema.js';

/** Queries only: rows in, rows out; the presenter shapes them for the API. */
export function createCatalogRepository(db: Database) {
  return {
    /** Every pack with its parts, models and tags, in store order. */
    async findAllPacks() {
      return db.query.contentPacks.findMany({
        orderBy: [asc(t.contentPacks.position), asc(t.contentPacks.id)],
        with: {
          creator: true,
          parts: { orderBy: asc(t.contentParts.position) },
          models: {
            orderBy: asc(t.contentPackModels.position),
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
        orderBy: [asc(t.categories.position), asc(t.categories.id)],
        with: { originsPack: true },
      });
    },

    async findCreator(username: string) {
      return db.query.creators.findFirst({ where: eq(t.creators.username, username) });
    },

    /** spec 1 §6: year and lifetime tariffs give exclusive content access. */
    async findYearAndLifetimeTariffs() {
      return db.query.tariffs.findMany({
        where: and(
          eq(t.tariffs.isActive, true),
          or(eq(t.tariffs.isLifetime, true), gte(t.tariffs.durationDays, 365)),
        ),
        orderBy: [asc(t.tariffs.position)],
      });
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
export type PackRow = Awaited<ReturnType<CatalogRepository['findAllPacks']>>[number];
export type CategoryRow = Awaited<ReturnType<CatalogRepository['findCategories']>>[number];
export type TariffRow = Awaited<
  ReturnType<CatalogRepository['findYearAndLifetimeTariffs']>
>[number];
