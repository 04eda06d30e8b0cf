import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deviceTokens, refreshTokens } from './auth.schema.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Queries of sessions: refresh-token families (refresh_tokens), and the push tokens that end with them. */
export const sessionsRepository = {
  async insertRefreshToken(db: Database, values: typeof refreshTokens.$inferInsert): Promise<void> {
    await db.insert(refreshTokens).values(values);
  },

  async refreshTokenByHash(db: Database, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update');
    return row;
  },

  async markRefreshTokenReplaced(db: Database, id: string, now: Date): Promise<void> {
    await db.update(refreshTokens).set({ replacedAt: now }).where(eq(refreshTokens.id, id));
  },

  async revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    // A push token belongs to its session: nothing is pushed to a signed-out device.
    await db.delete(deviceTokens).where(eq(deviceTokens.familyId, familyId));
  },

  /** The live session families of a user, with when each began and was last refreshed. */
  async liveFamilies(db: Database, userId: string, now: Date) {
    return db
      .select({
        familyId: refreshTokens.familyId,
        clientType: sql<string>`min(${refreshTokens.clientType})`,
        clientIdentifier: sql<string>`min(${refreshTokens.clientIdentifier}::text)`,
        startedAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
        lastActiveAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      .groupBy(refreshTokens.familyId)
      .having(sql`max(${refreshTokens.expiresAt}) > ${now}`)
      .orderBy(sql`max(${refreshTokens.createdAt}) desc`);
  },

  async revokeUserFamily(
    db: Database,
    userId: string,
    familyId: string,
    now: Date,
  ): Promise<boolean> {
    const rows = await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          eq(refreshTokens.familyId, familyId),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ id: refreshTokens.id });
    await db.delete(deviceTokens).where(eq(deviceTokens.familyId, familyId));
    return rows.length > 0;
  },

  /** A session is live while its family has an unrevoked, unexpired token. */
  async isFamilyLive(db: Database, familyId: string, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, familyId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
