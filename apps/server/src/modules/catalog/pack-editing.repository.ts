import type { DeskPackListQuery, DeskPackState } from '@parallax/core/contracts/desk-catalog';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { categories, contentPacks, contentParts } from './catalog.schema.js';
import { contentPackModels, contentPackTags } from './content-pack-links.schema.js';

/** The packs of one state: the same order of precedence as `packStateOf` (pack-editing.rules.ts). */
function stateWhere(state: DeskPackState): SQL | undefined {
  const p = contentPacks;
  const unscheduled = isNull(p.publishAt);
  const inStore = and(unscheduled, eq(p.isDraft, false), isNull(p.hiddenAt));
  switch (state) {
    case 'scheduled':
      return isNotNull(p.publishAt);
    case 'draft':
      return and(unscheduled, eq(p.isDraft, true));
    case 'hidden':
      return and(unscheduled, eq(p.isDraft, false), isNotNull(p.hiddenAt));
    case 'coming_soon':
      return and(inStore, eq(p.status, 'COMING_SOON'));
    case 'published':
      return and(inStore, eq(p.status, 'PUBLISHED'));
  }
}

/** `%` and `_` typed in a search are letters, not patterns. */

const packColumns = {
  id: contentPacks.id,
  slug: contentPacks.slug,
  title: contentPacks.title,
  cover: contentPacks.cover,
  status: contentPacks.status,
  isDraft: contentPacks.isDraft,
  hiddenAt: contentPacks.hiddenAt,
  publishAt: contentPacks.publishAt,
  priceCents: contentPacks.priceCents,
  initialPriceCents: contentPacks.initialPriceCents,
  publishDate: contentPacks.publishDate,
};

/** The desk's list of packs: drafts and hidden ones too. */
async function listPacks(db: Database, query: DeskPackListQuery) {
  const conditions = [
    query.q
      ? or(
          ilike(contentPacks.title, containing(query.q)),
          ilike(contentPacks.slug, containing(query.q)),
        )
      : undefined,
    query.state ? stateWhere(query.state) : undefined,
  ];
  const where = and(...conditions);
  const partsCount = sql<number>`(select count(*)::int from ${contentParts} where ${contentParts.contentPackId} = ${contentPacks.id})`;
  // The desk's own changes are in the audit log (the service adds them).
  const changedAt =
    sql<Date>`greatest(${contentPacks.publishDate}, (select max(${contentParts.lastModifiedAt}) from ${contentParts} where ${contentParts.contentPackId} = ${contentPacks.id}))`.mapWith(
      (value: string | Date) => new Date(value),
    );
  const rows = await db
    .select({ ...packColumns, categoryTitle: categories.title, partsCount, changedAt })
    .from(contentPacks)
    .innerJoin(categories, eq(categories.id, contentPacks.categoryId))
    .where(where)
    .orderBy(desc(contentPacks.publishDate), asc(contentPacks.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(contentPacks)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** A pack as the editor reads it (parts in order, models in order, tags), or undefined. */
async function packForEdit(executor: Database, id: string) {
  return executor.query.contentPacks.findFirst({
    where: eq(contentPacks.id, id),
    with: {
      parts: {
        orderBy: [asc(contentParts.position), asc(contentParts.id)],
        columns: { id: true, title: true, translations: true, isTrial: true, position: true },
      },
      models: { orderBy: asc(contentPackModels.position), columns: { modelId: true } },
      tags: { columns: { tagId: true } },
    },
  });
}

export type EditedPackRow = NonNullable<Awaited<ReturnType<typeof packForEdit>>>;

/**
 * The existing categories, models and tags a pack may be given: models and tags read through the
 * catalog's relational read model (catalog.schema.ts), as the snapshot reads a pack's.
 */
async function choices(executor: Database) {
  const [categoryRows, modelRows, tagRows] = await Promise.all([
    executor
      .select({ id: categories.id, name: categories.title })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    executor.query.models.findMany({
      columns: { id: true, name: true },
      orderBy: (model, { asc: ascending }) => [ascending(model.name), ascending(model.id)],
    }),
    executor.query.tags.findMany({
      columns: { id: true, name: true },
      orderBy: (tag, { asc: ascending }) => [ascending(tag.name), ascending(tag.id)],
    }),
  ]);
  return { categories: categoryRows, models: modelRows, tags: tagRows };
}

type PackChanges = Partial<typeof contentPacks.$inferInsert>;
type PartChanges = Partial<typeof contentParts.$inferInsert>;

/** Writes of the editor and of publishing, in the caller's transaction. */
function packWrites() {
  return {
    /** Locks the pack's row until the transaction ends; false when no pack has the id. */
    async lockPack(tx: Database, id: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: contentPacks.id })
        .from(contentPacks)
        .where(eq(contentPacks.id, id))
        .for('update');
      return row !== undefined;
    },

    async updatePack(tx: Database, id: string, changes: PackChanges): Promise<void> {
      await tx.update(contentPacks).set(changes).where(eq(contentPacks.id, id));
    },

    async updatePart(tx: Database, packId: string, partId: string, changes: PartChanges) {
      await tx
        .update(contentParts)
        .set(changes)
        .where(and(eq(contentParts.id, partId), eq(contentParts.contentPackId, packId)));
    },

    /**
     * Out of the store (`hidden_at`, the database's time, as the moderator's hiding sets it: the
     * ownership rules compare it with presale grants); a pack hidden already keeps its time.
     */
    async hide(tx: Database, id: string): Promise<void> {
      await tx
        .update(contentPacks)
        .set({ hiddenAt: sql`coalesce(${contentPacks.hiddenAt}, now())` })
        .where(eq(contentPacks.id, id));
    },

    /** The pack's models (in this order) and tags become these. */
    async replaceLinks(tx: Database, id: string, modelIds: string[], tagIds: string[]) {
      await tx.delete(contentPackModels).where(eq(contentPackModels.contentPackId, id));
      await tx.delete(contentPackTags).where(eq(contentPackTags.contentPackId, id));
      if (modelIds.length > 0) {
        await tx
          .insert(contentPackModels)
          .values(modelIds.map((modelId, position) => ({ contentPackId: id, modelId, position })));
      }
      if (tagIds.length > 0) {
        await tx
          .insert(contentPackTags)
          .values(tagIds.map((tagId) => ({ contentPackId: id, tagId })));
      }
    },
  };
}

/** Queries only: the desk's list, the editor's reads and writes of packs. */
export function createPackEditingRepository(db: Database) {
  return {
    listPacks: (query: DeskPackListQuery) => listPacks(db, query),
    packForEdit: (id: string, executor: Database = db) => packForEdit(executor, id),
    choices: (executor: Database = db) => choices(executor),
    ...packWrites(),
  };
}

export type PackEditingRepository = ReturnType<typeof createPackEditingRepository>;
