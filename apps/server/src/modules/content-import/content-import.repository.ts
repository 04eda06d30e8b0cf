import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentImportItems, contentImports, contentPartSources } from './content-import.schema.js';
import type { ImportItemStatus, ImportPlan, UploadedPart } from './content-import.types.js';

export type ImportItemRow = typeof contentImportItems.$inferSelect;
export type NewImportItem = typeof contentImportItems.$inferInsert;

export type PartSourceRow = typeof contentPartSources.$inferSelect;

/** Which source each imported part was prepared from. */
function partSources(db: Database) {
  return {
    async sourcesOf(partIds: string[], executor: Database = db): Promise<PartSourceRow[]> {
      if (partIds.length === 0) return [];
      return executor
        .select()
        .from(contentPartSources)
        .where(inArray(contentPartSources.partId, partIds));
    },
    async saveSource(tx: Database, row: PartSourceRow): Promise<void> {
      const { sourcePath, fingerprint, keyPrefix, storeKeys } = row;
      await tx.insert(contentPartSources).values(row).onConflictDoUpdate({
        target: contentPartSources.partId,
        set: { sourcePath, fingerprint, keyPrefix, storeKeys },
      });
    },
  };
}

/** The import's own rows: runs and their items. */
function importRows(db: Database) {
  return {
    /** Earlier runs on the folder that never finished: their jobs, if any wake, do nothing. */
    async supersedeUnfinished(tx: Database, folder: string): Promise<void> {
      await tx
        .update(contentImports)
        .set({ status: 'superseded', finishedAt: new Date() })
        .where(
          and(
            eq(contentImports.folder, folder),
            inArray(contentImports.status, ['preparing', 'failed']),
          ),
        );
    },
    async createImport(tx: Database, plan: ImportPlan): Promise<string> {
      const [row] = await tx
        .insert(contentImports)
        .values({ folder: plan.folder, plan })
        .returning({ id: contentImports.id });
      if (!row) throw new Error('the import was not recorded');
      return row.id;
    },
    async insertItems(tx: Database, items: NewImportItem[]): Promise<ImportItemRow[]> {
      if (items.length === 0) return [];
      return tx.insert(contentImportItems).values(items).returning();
    },
    /** A part prepared and uploaded by an earlier run from the same source: not done again. */
    async uploadedOf(fingerprint: string, executor: Database = db): Promise<UploadedPart | null> {
      const [row] = await executor
        .select({ uploaded: contentImportItems.uploaded })
        .from(contentImportItems)
        .where(
          and(
            eq(contentImportItems.fingerprint, fingerprint),
            inArray(contentImportItems.status, ['prepared', 'done']),
          ),
        )
        .limit(1);
      return row?.uploaded ?? null;
    },
    async importOf(id: string, executor: Database = db) {
      const [row] = await executor.select().from(contentImports).where(eq(contentImports.id, id));
      return row ?? null;
    },
    /** The import row locked for its finish: two last items finishing at once finish it once. */
    async lockImport(tx: Database, id: string) {
      const [row] = await tx
        .select()
        .from(contentImports)
        .where(eq(contentImports.id, id))
        .for('update');
      return row ?? null;
    },
    async finishImport(tx: Database, id: string, status: 'done' | 'failed', error?: string) {
      await tx
        .update(contentImports)
        .set({ status, error: error ?? null, finishedAt: new Date() })
        .where(and(eq(contentImports.id, id), ne(contentImports.status, 'superseded')));
      if (status === 'done') {
        await tx
          .update(contentImportItems)
          .set({ status: 'done', progress: 1, updatedAt: new Date() })
          .where(
            and(eq(contentImportItems.importId, id), eq(contentImportItems.status, 'prepared')),
          );
      }
    },
  };
}

/** An import's items: one per source file. */
function itemRows(db: Database) {
  return {
    async itemsOf(importId: string, executor: Database = db): Promise<ImportItemRow[]> {
      return executor
        .select()
        .from(contentImportItems)
        .where(eq(contentImportItems.importId, importId))
        .orderBy(asc(contentImportItems.position));
    },
    async itemById(id: string): Promise<ImportItemRow | null> {
      const [row] = await db.select().from(contentImportItems).where(eq(contentImportItems.id, id));
      return row ?? null;
    },
    async setItem(
      id: string,
      change: {
        status?: ImportItemStatus;
        progress?: number;
        error?: string | null;
        uploaded?: UploadedPart;
      },
      executor: Database = db,
    ): Promise<void> {
      await executor
        .update(contentImportItems)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(contentImportItems.id, id));
    },
  };
}

export function createContentImportRepository(db: Database) {
  return { ...partSources(db), ...importRows(db), ...itemRows(db) };
}

export type ContentImportRepository = ReturnType<typeof createContentImportRepository>;
