import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ownedContentPacks, ownedPresaleCategories } from './ownership.schema.js';

export type OwnershipSource = 'purchase' | 'presale' | 'claim' | 'grant';

/** Which content packs a user owns (queries only). */
export function createOwnershipRepository(db: Database) {
  return {
    async ownedPackIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ contentPackId: ownedContentPacks.contentPackId })
        .from(ownedContentPacks)
        .where(eq(ownedContentPacks.userId, userId));
      return rows.map((row) => row.contentPackId);
    },

    /** The packs granted one by one, with how each was granted. */
    async grantedPacks(
      userId: string,
    ): Promise<{ contentPackId: string; source: OwnershipSource }[]> {
      const rows = await db
        .select({
          contentPackId: ownedContentPacks.contentPackId,
          source: ownedContentPacks.source,
        })
        .from(ownedContentPacks)
        .where(eq(ownedContentPacks.userId, userId));
      return rows.map((row) => ({ ...row, source: row.source as OwnershipSource }));
    },

    /** Presale categories bought: every pack of each, present and future, is the user's. */
    async boughtPresaleCategoryIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ categoryId: ownedPresaleCategories.categoryId })
        .from(ownedPresaleCategories)
        .where(eq(ownedPresaleCategories.userId, userId));
      return rows.map((row) => row.categoryId);
    },

    /** Presale categories bought, with when (a pack hidden before then does not come with it). */
    async boughtPresales(userId: string): Promise<{ categoryId: string; grantedAt: Date }[]> {
      return db
        .select({
          categoryId: ownedPresaleCategories.categoryId,
          grantedAt: ownedPresaleCategories.grantedAt,
        })
        .from(ownedPresaleCategories)
        .where(eq(ownedPresaleCategories.userId, userId));
    },

    /** Who bought a presale category (told when one of its packs comes out). */
    async presaleBuyerIds(executor: Database, categoryId: string): Promise<string[]> {
      const rows = await executor
        .select({ userId: ownedPresaleCategories.userId })
        .from(ownedPresaleCategories)
        .where(eq(ownedPresaleCategories.categoryId, categoryId));
      return rows.map((row) => row.userId);
    },

    /**
     * Idempotent: a pack already owned keeps its first grant. `executor`: the caller's
     * transaction, when the grant must commit with the caller's work.
     */
    async grant(
      userId: string,
      contentPackIds: readonly string[],
      source: OwnershipSource,
      executor: Database = db,
    ) {
      if (contentPackIds.length === 0) return;
      await executor
        .insert(ownedContentPacks)
        .values(contentPackIds.map((contentPackId) => ({ userId, contentPackId, source })))
        .onConflictDoNothing();
    },

    /** Idempotent, like `grant`. */
    async grantPresales(userId: string, categoryIds: readonly string[], executor: Database = db) {
      if (categoryIds.length === 0) return;
      await executor
        .insert(ownedPresaleCategories)
        .values(categoryIds.map((categoryId) => ({ userId, categoryId })))
        .onConflictDoNothing();
    },
  };
}

export type OwnershipRepository = ReturnType<typeof createOwnershipRepository>;
