import { and, desc, eq, gt, isNotNull, isNull, ne, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  actionTokens,
  credentialEndings,
  deviceTokens,
  otpLogins,
  refreshTokens,
} from './auth.schema.js';

/** Queries that end an account's own credentials at once, and the record of each time. */
export const credentialsRepository = {
  /**
   * Revokes every refresh token of the user but those of `keepFamilyId`, and drops the push
   * tokens of the sessions that end. Answers the client type of each session that was live.
   */
  async endSessions(
    db: Database,
    userId: string,
    at: Date,
    keepFamilyId: string | null,
  ): Promise<string[]> {
    const others = keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined;
    const ended = await db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), others))
      .returning({
        familyId: refreshTokens.familyId,
        clientType: refreshTokens.clientType,
        expiresAt: refreshTokens.expiresAt,
      });
    const otherTokens = keepFamilyId ? ne(deviceTokens.familyId, keepFamilyId) : undefined;
    await db.delete(deviceTokens).where(and(eq(deviceTokens.userId, userId), otherTokens));
    // A family was a live session when one of its tokens had not yet run out.
    const live = new Map<string, string>();
    for (const token of ended) {
      if (token.expiresAt > at) live.set(token.familyId, token.clientType);
    }
    return [...live.values()];
  },

  /**
   * Declines the pairings the user approved that no device has collected yet: the device's next
   * poll is refused instead of receiving a session. How many.
   */
  async declinePendingPairings(db: Database, userId: string, at: Date): Promise<number> {
    const rows = await db
      .update(otpLogins)
      .set({ deniedAt: at })
      .where(
        and(
          eq(otpLogins.userId, userId),
          isNotNull(otpLogins.approvedAt),
          isNull(otpLogins.consumedAt),
          isNull(otpLogins.deniedAt),
          gt(otpLogins.expiresAt, at),
        ),
      )
      .returning({ code: otpLogins.code });
    return rows.length;
  },

  /** Uses up the user's single-use sign-in and confirm links that are still good. How many. */
  async endOneTimeLogins(db: Database, userId: string, at: Date): Promise<number> {
    const rows = await db
      .update(actionTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(actionTokens.userId, userId),
          isNull(actionTokens.usedAt),
          gt(actionTokens.expiresAt, at),
        ),
      )
      .returning({ tokenHash: actionTokens.tokenHash });
    return rows.length;
  },

  /** Records an ending and forgets all but the user's `keep` newest. */
  async recordEnding(
    db: Database,
    ending: typeof credentialEndings.$inferInsert,
    keep: number,
  ): Promise<void> {
    await db.insert(credentialEndings).values(ending);
    const newest = db
      .select({ id: credentialEndings.id })
      .from(credentialEndings)
      .where(eq(credentialEndings.userId, ending.userId))
      .orderBy(desc(credentialEndings.endedAt), desc(credentialEndings.id))
      .limit(keep);
    await db
      .delete(credentialEndings)
      .where(
        and(eq(credentialEndings.userId, ending.userId), notInArray(credentialEndings.id, newest)),
      );
  },

  /** The client identifier a session signed in with (a browser's device id). */
  async clientOfFamily(db: Database, familyId: string): Promise<string | null> {
    const [row] = await db
      .select({ clientIdentifier: refreshTokens.clientIdentifier })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, familyId))
      .limit(1);
    return row?.clientIdentifier ?? null;
  },

  async latestEndings(db: Database, userId: string, limit: number) {
    return db
      .select()
      .from(credentialEndings)
      .where(eq(credentialEndings.userId, userId))
      .orderBy(desc(credentialEndings.endedAt), desc(credentialEndings.id))
      .limit(limit);
  },
};
