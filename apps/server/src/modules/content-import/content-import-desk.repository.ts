import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentImportItems, contentImports } from './content-import.schema.js';

/** The desk's reads of the imports: a page of runs, newest first, and their items. */
export function createImportDeskRepository(db: Database) {
  return {
    async page(page: number, size: number) {
      const rows = await db
        .select()
        .from(contentImports)
        .orderBy(desc(contentImports.startedAt), desc(contentImports.id))
        .limit(size)
        .offset(page * size);
      const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(contentImports);
      return { rows, total: count?.total ?? 0 };
    },

    async importOf(id: string) {
      const [row] = await db.select().from(contentImports).where(eq(contentImports.id, id));
      return row ?? null;
    },

    /** The items of these imports, each import's in file order. */
    async itemsOf(importIds: string[]) {
      if (importIds.length === 0) return [];
      return db
        .select({
          importId: contentImportItems.importId,
          file: contentImportItems.file,
          packSlug: contentImportItems.packSlug,
          status: contentImportItems.status,
          progress: contentImportItems.progress,
          error: contentImportItems.error,
        })
        .from(contentImportItems)
        .where(inArray(contentImportItems.importId, importIds))
        .orderBy(asc(contentImportItems.importId), asc(contentImportItems.position));
    },
  };
}

export type ImportDeskRepository = ReturnType<typeof createImportDeskRepository>;
export type ImportRunRow = NonNullable<Awaited<ReturnType<ImportDeskRepository['importOf']>>>;
export type ImportDeskItemRow = Awaited<ReturnType<ImportDeskRepository['itemsOf']>>[number];
