import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { libraryEntries } from './library.schema.js';

export type LibraryEntryRow = { contentPackId: string; addedAt: Date };

/** The packs in each user's library (spec 2 §3 Library): queries only. */
export function createLibraryRepository(db: Database) {
  return {
    async packIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ contentPackId: libraryEntries.contentPackId })
        .from(libraryEntries)
        .where(eq(libraryEntries.userId, userId));
      return rows.map((row) => row.contentPackId);
    },

    /**
     * The pack's entry, added now unless it is there already (then as first added): one statement,
     * so a concurrent add or removal cannot leave it without an answer.
     */
    async add(userId: string, contentPackId: string): Promise<LibraryEntryRow> {
      const [entry] = await db
        .insert(libraryEntries)
        .values({ userId, contentPackId })
        .onConflictDoUpdate({
          target: [libraryEntries.userId, libraryEntries.contentPackId],
          set: { addedAt: sql`${libraryEntries.addedAt}` },
        })
        .returning({
          contentPackId: libraryEntries.contentPackId,
          addedAt: libraryEntries.addedAt,
        });
      return entry!;
    },

    /**
     * Idempotent: a pack already there keeps its entry. `executor`: the caller's transaction,
     * when the entries must commit with the caller's work.
     */
    async addMany(userId: string, contentPackIds: readonly string[], executor: Database = db) {
      if (contentPackIds.length === 0) return;
      await executor
        .insert(libraryEntries)
        .values(contentPackIds.map((contentPackId) => ({ userId, contentPackId })))
        .onConflictDoNothing();
    },

    /** `executor`: the caller's transaction (a refund's). */
    async removeMany(userId: string, contentPackIds: readonly string[], executor: Database = db) {
      if (contentPackIds.length === 0) return;
      await executor
        .delete(libraryEntries)
        .where(
          and(
            eq(libraryEntries.userId, userId),
            inArray(libraryEntries.contentPackId, [...contentPackIds]),
          ),
        );
    },

    async remove(userId: string, contentPackId: string): Promise<void> {
      await db
        .delete(libraryEntries)
        .where(
          and(eq(libraryEntries.userId, userId), eq(libraryEntries.contentPackId, contentPackId)),
        );
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
