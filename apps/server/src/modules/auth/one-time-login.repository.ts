import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { otpEntryFailures, otpLogins } from './auth.schema.js';

/** Queries of one-time login and pairing codes (otp_logins) and of wrong code entries (otp_entry_failures). */
export const oneTimeLoginRepository = {
  async insertOtp(db: Database, values: typeof otpLogins.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(otpLogins)
      .values(values)
      .onConflictDoNothing()
      .returning({ code: otpLogins.code });
    return rows.length > 0;
  },

  /** The code a device code was issued with (RFC 8628: a device polls with its device code only). */
  async codeOfDeviceCode(db: Database, deviceCodeHash: string): Promise<string | undefined> {
    const [row] = await db
      .select({ code: otpLogins.code })
      .from(otpLogins)
      .where(eq(otpLogins.deviceCodeHash, deviceCodeHash));
    return row?.code;
  },

  async otpForUpdate(db: Database, code: string) {
    const [row] = await db.select().from(otpLogins).where(eq(otpLogins.code, code)).for('update');
    return row;
  },

  async updateOtp(
    db: Database,
    code: string,
    values: Partial<
      Pick<
        typeof otpLogins.$inferInsert,
        | 'lastPolledAt'
        | 'intervalSeconds'
        | 'userId'
        | 'approvedAt'
        | 'deniedAt'
        | 'consumedAt'
        | 'familyId'
        | 'expiresAt'
      >
    >,
  ): Promise<void> {
    await db.update(otpLogins).set(values).where(eq(otpLogins.code, code));
  },

  async deleteExpiredOtps(db: Database, now: Date): Promise<void> {
    // Kept a day past expiry, so a late poll or entry is told "expired" rather than "unknown".
    await db
      .delete(otpLogins)
      .where(lt(otpLogins.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  },

  async recordOtpEntryFailure(db: Database, userId: string, at: Date): Promise<void> {
    await db.insert(otpEntryFailures).values({ userId, failedAt: at });
  },

  async otpEntryFailuresSince(db: Database, userId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(otpEntryFailures)
      .where(and(eq(otpEntryFailures.userId, userId), gt(otpEntryFailures.failedAt, since)));
    return row?.count ?? 0;
  },

  async deleteOtpEntryFailuresBefore(db: Database, userId: string, before: Date): Promise<void> {
    await db
      .delete(otpEntryFailures)
      .where(and(eq(otpEntryFailures.userId, userId), lt(otpEntryFailures.failedAt, before)));
  },

  /** Whether a session was made by pairing (a device signed in by a code another session entered). */
  async isPairedFamily(db: Database, familyId: string): Promise<boolean> {
    const [row] = await db
      .select({ code: otpLogins.code })
      .from(otpLogins)
      .where(eq(otpLogins.familyId, familyId))
      .limit(1);
    return row !== undefined;
  },
};
