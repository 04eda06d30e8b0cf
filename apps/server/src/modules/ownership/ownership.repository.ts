import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ownedContentPacks, ownedPresaleCategories } from './ownership.schema.js';

export type OwnershipSource = 'purchase' | 'presale' | 'claim' | 'grant';

/**
 * A refunded purchase taken back, in the caller's transaction: its packs where a purchase
 * granted them (a claim or a grant stays), and its presale categories.
 */
async function revokePurchase(
  executor: Database,
  userId: string,
  bought: { contentPackIds: readonly string[]; presaleCategoryIds: readonly string[] },
) {
  if (bought.contentPackIds.length > 0) {
    await executor
      .delete(ownedContentPacks)
      .where(
        and(
          eq(ownedContentPacks.userId, userId),
          inArray(ownedContentPacks.contentPackId, [...bought.contentPackIds]),
          inArray(ownedContentPacks.source, ['purchase', 'presale']),
        ),
      );
  }
  if (bought.presaleCategoryIds.length > 0) {
    await executor
      .delete(ownedPresaleCategories)
      .where(
        and(
          eq(ownedPresaleCategories.userId, userId),
          inArray(ownedPresaleCategories.categoryId, [...bought.presaleCategoryIds]),
        ),
      );
  }
}

/** Which content packs a user owns (queries only). */
export function createOwnershipRepository(db: Database) {
  return {
    async ownedPackIds(userId: string, executor: Database = db): Promise<string[]> {
      const rows = await executor
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
    async boughtPresales(
      userId: string,
      executor: Database = db,
    ): Promise<{ categoryId: string; grantedAt: Date }[]> {
      return executor
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

    revokePurchase,

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
