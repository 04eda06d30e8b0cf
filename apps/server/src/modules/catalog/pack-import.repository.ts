import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, contentPacks, contentParts, creators } from './catalog.schema.js';
import { contentPackModels, contentPackTags } from './content-pack-links.schema.js';

export type NewPackRow = typeof contentPacks.$inferInsert;
export type NewPartRow = typeof contentParts.$inferInsert;
export type PartRow = typeof contentParts.$inferSelect;

/** The slugs a folder's manifest names, looked up in the catalog (tags and models by relation). */
function slugLookups(db: Database) {
  return {
    async categoryIds(names: string[]): Promise<Map<string, string>> {
      if (names.length === 0) return new Map();
      const rows = await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.name, names));
      return new Map(rows.map((row) => [row.name, row.id]));
    },
    async firstCategoryName(): Promise<string | null> {
      const [row] = await db
        .select({ name: categories.name })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id))
        .limit(1);
      return row?.name ?? null;
    },
    async tagIds(slugs: string[]): Promise<Map<string, string>> {
      if (slugs.length === 0) return new Map();
      const rows = await db.query.tags.findMany({
        where: (tag, { inArray: within }) => within(tag.slug, slugs),
        columns: { id: true, slug: true },
      });
      return new Map(rows.map((row) => [row.slug, row.id]));
    },
    async models(slugs: string[]): Promise<Map<string, { id: string; name: string }>> {
      if (slugs.length === 0) return new Map();
      const rows = await db.query.models.findMany({
        where: (model, { inArray: within }) => within(model.slug, slugs),
        columns: { id: true, slug: true, name: true },
      });
      return new Map(rows.map((row) => [row.slug, { id: row.id, name: row.name }]));
    },
  };
}

/** An imported pack's rows, written in the import's transaction. */
function packWrites() {
  return {
    async packBySlug(executor: Database, slug: string) {
      const [pack] = await executor
        .select({ id: contentPacks.id, isDraft: contentPacks.isDraft })
        .from(contentPacks)
        .where(eq(contentPacks.slug, slug));
      return pack ?? null;
    },
    async partsOfPack(executor: Database, packId: string): Promise<PartRow[]> {
      return executor.select().from(contentParts).where(eq(contentParts.contentPackId, packId));
    },
    /** The studio imported packs are credited to: the catalog's first creator, or a new one. */
    async creatorId(tx: Database): Promise<string> {
      const [first] = await tx
        .select({ id: creators.id })
        .from(creators)
        .orderBy(asc(creators.username))
        .limit(1);
      if (first) return first.id;
      const [made] = await tx
        .insert(creators)
        .values({ username: 'studio', name: 'Studio' })
        .returning({ id: creators.id });
      if (!made) throw new Error('no creator was made');
      return made.id;
    },
    async insertPack(tx: Database, row: NewPackRow): Promise<string> {
      const [pack] = await tx.insert(contentPacks).values(row).returning({ id: contentPacks.id });
      if (!pack) throw new Error(`the pack ${row.slug} was not written`);
      return pack.id;
    },
    async updatePack(tx: Database, id: string, row: Partial<NewPackRow>): Promise<void> {
      await tx.update(contentPacks).set(row).where(eq(contentPacks.id, id));
    },
    async insertPart(tx: Database, row: NewPartRow): Promise<string> {
      const [part] = await tx.insert(contentParts).values(row).returning({ id: contentParts.id });
      if (!part) throw new Error(`the part ${row.title} was not written`);
      return part.id;
    },
    async updatePart(tx: Database, id: string, row: Partial<NewPartRow>): Promise<void> {
      await tx.update(contentParts).set(row).where(eq(contentParts.id, id));
    },
    async deleteParts(tx: Database, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await tx.delete(contentParts).where(inArray(contentParts.id, ids));
    },
    /** The pack's tags and models become exactly these (models in this order). */
    async replaceLinks(tx: Database, packId: string, tagIds: string[], modelIds: string[]) {
      await tx.delete(contentPackTags).where(eq(contentPackTags.contentPackId, packId));
      await tx.delete(contentPackModels).where(eq(contentPackModels.contentPackId, packId));
      if (tagIds.length > 0) {
        await tx
          .insert(contentPackTags)
          .values(tagIds.map((tagId) => ({ contentPackId: packId, tagId })));
      }
      if (modelIds.length > 0) {
        await tx
          .insert(contentPackModels)
          .values(
            modelIds.map((modelId, position) => ({ contentPackId: packId, modelId, position })),
          );
      }
    },
  };
}

export function createPackImportRepository(db: Database) {
  return { ...slugLookups(db), ...packWrites() };
}
