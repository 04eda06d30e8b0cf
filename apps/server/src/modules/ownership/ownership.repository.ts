import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema.js';

export type OwnershipSource = 'purchase' | 'presale' | 'claim' | 'grant';

/** Which content packs a user owns (queries only). */
export function createOwnershipRepository(db: Database) {
  return {
    async ownedPackIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ contentPackId: t.ownedContentPacks.contentPackId })
        .from(t.ownedContentPacks)
        .where(eq(t.ownedContentPacks.userId, userId));
      return rows.map((row) => row.contentPackId);
    },

    /** Presale categories bought: every pack of each, present and future, is the user's. */
    async boughtPresaleCategoryIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ categoryId: t.ownedPresaleCategories.categoryId })
        .from(t.ownedPresaleCategories)
        .where(eq(t.ownedPresaleCategories.userId, userId));
      return rows.map((row) => row.categoryId);
    },

    /** Idempotent: a pack already owned keeps its first grant. */
    async grant(userId: string, contentPackIds: readonly string[], source: OwnershipSource) {
      if (contentPackIds.length === 0) return;
      await db
        .insert(t.ownedContentPacks)
        .values(contentPackIds.map((contentPackId) => ({ userId, contentPackId, source })))
        .onConflictDoNothing();
    },
  };
}

export type OwnershipRepository = ReturnType<typeof createOwnershipRepository>;
