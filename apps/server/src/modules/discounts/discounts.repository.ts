import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { seenBanners } from './discounts.schema.js';

/** The banners each user has seen (queries only). */
export function createDiscountsRepository(db: Database) {
  return {
    async hasSeen(userId: string, bannerId: string): Promise<boolean> {
      const [row] = await db
        .select({ bannerId: seenBanners.bannerId })
        .from(seenBanners)
        .where(and(eq(seenBanners.userId, userId), eq(seenBanners.bannerId, bannerId)))
        .limit(1);
      return row !== undefined;
    },

    /** Idempotent: a banner seen again keeps the first time. */
    async markSeen(userId: string, bannerId: string, seenAt: Date): Promise<void> {
      await db.insert(seenBanners).values({ userId, bannerId, seenAt }).onConflictDoNothing();
    },
  };
}

export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;
