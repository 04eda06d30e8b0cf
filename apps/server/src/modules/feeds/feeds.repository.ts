import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { feedLinks } from './feeds.schema.js';

export type FeedLinkRow = typeof feedLinks.$inferSelect;

/** Advisory lock namespace (the first of the two keys) of one user's feed links. */
const FEED_LINKS_LOCK_SPACE = 170_701;

/** Feed links: the user's list, and the live link a token's hash names. */
export function createFeedsRepository(db: Database) {
  return {
    /**
     * Stores the link unless the user already has `max` live ones (null then). One user's
     * creations take turns, so concurrent ones cannot each find room for one more.
     */
    insertWithin(
      link: { userId: string; tokenHash: string; label: string; createdAt: Date },
      max: number,
    ): Promise<FeedLinkRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${FEED_LINKS_LOCK_SPACE}, hashtext(${link.userId}))`,
        );
        const [live] = await tx
          .select({ n: count() })
          .from(feedLinks)
          .where(and(eq(feedLinks.userId, link.userId), isNull(feedLinks.revokedAt)));
        if ((live?.n ?? 0) >= max) return null;
        const [row] = await tx.insert(feedLinks).values(link).returning();
        if (!row) throw new Error('The feed link was not stored');
        return row;
      });
    },

    /** The user's live links, newest first. */
    live(userId: string) {
      return db
        .select()
        .from(feedLinks)
        .where(and(eq(feedLinks.userId, userId), isNull(feedLinks.revokedAt)))
        .orderBy(desc(feedLinks.createdAt), feedLinks.id);
    },

    /** The live link whose token has this hash, or null (unknown or revoked). */
    async liveByTokenHash(tokenHash: string): Promise<FeedLinkRow | null> {
      const [row] = await db
        .select()
        .from(feedLinks)
        .where(and(eq(feedLinks.tokenHash, tokenHash), isNull(feedLinks.revokedAt)));
      return row ?? null;
    },

    /**
     * Revokes the user's link (a revoked one keeps its first date); whether the user has that
     * link at all.
     */
    async revoke(userId: string, id: string, at: Date): Promise<boolean> {
      const [link] = await db
        .select({ revokedAt: feedLinks.revokedAt })
        .from(feedLinks)
        .where(and(eq(feedLinks.id, id), eq(feedLinks.userId, userId)));
      if (!link) return false;
      if (link.revokedAt === null) {
        await db
          .update(feedLinks)
          .set({ revokedAt: at })
          .where(and(eq(feedLinks.id, id), isNull(feedLinks.revokedAt)));
      }
      return true;
    },

    /** Revokes every live link of the user (each keeps its first date); how many. */
    async revokeAllOf(userId: string, at: Date): Promise<number> {
      const rows = await db
        .update(feedLinks)
        .set({ revokedAt: at })
        .where(and(eq(feedLinks.userId, userId), isNull(feedLinks.revokedAt)))
        .returning({ id: feedLinks.id });
      return rows.length;
    },

    async isLive(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: feedLinks.id })
        .from(feedLinks)
        .where(and(eq(feedLinks.id, id), isNull(feedLinks.revokedAt)));
      return row !== undefined;
    },

    async touch(id: string, at: Date): Promise<void> {
      await db.update(feedLinks).set({ lastUsedAt: at }).where(eq(feedLinks.id, id));
    },
  };
}

export type FeedsRepository = ReturnType<typeof createFeedsRepository>;
