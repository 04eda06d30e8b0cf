import type { ProfileUpdate } from '@parallax/core/contracts/auth';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../auth/auth.schema.js';
import { orders } from '../payments/payments.schema.js';
import { subscriptions } from '../subscriptions/subscriptions.schema.js';
import { ageVerifications } from './account.schema.js';

/** Subscription states that still give access, so the account cannot be deleted under them. */
const LIVE_STATUSES = ['ACTIVE', 'GRACE', 'CANCEL_IN_PROGRESS', 'PENDING'];

export const accountRepository = {
  async hasLiveSubscription(db: Database, userId: string, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          or(
            inArray(subscriptions.status, LIVE_STATUSES),
            // A cancelled subscription runs to its end date.
            and(eq(subscriptions.status, 'CANCELLED'), gt(subscriptions.endDate, now)),
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async deleteUser(db: Database, userId: string): Promise<void> {
    await db.delete(subscriptions).where(eq(subscriptions.userId, userId));
    await db.delete(orders).where(eq(orders.userId, userId));
    await db.delete(users).where(eq(users.id, userId));
  },

  /**
   * Writes profile settings (undefined ones are left alone) and answers the account. A partial
   * `vrControls` is merged into the stored one in the same statement.
   */
  async updateProfile(
    db: Database,
    userId: string,
    settings: Omit<ProfileUpdate, 'vrControls'>,
    vrControls: ProfileUpdate['vrControls'],
  ) {
    const [row] = await db
      .update(users)
      .set({
        ...settings,
        ...(vrControls
          ? { vrControls: sql`${users.vrControls} || ${JSON.stringify(vrControls)}::jsonb` }
          : {}),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new Error(`no user ${userId}`);
    return row;
  },

  async setEmailConsentByToken(db: Database, token: string, isConsent: boolean) {
    const rows = await db
      .update(users)
      .set({ emailConsent: isConsent })
      .where(eq(users.emailToken, token))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  async startAgeVerification(db: Database, userId: string, returnPath: string): Promise<string> {
    const [row] = await db
      .insert(ageVerifications)
      .values({ userId, returnPath })
      .returning({ id: ageVerifications.id });
    if (!row) throw new Error('insert returned no age verification');
    return row.id;
  },

  async ageVerification(db: Database, id: string) {
    const [row] = await db.select().from(ageVerifications).where(eq(ageVerifications.id, id));
    return row;
  },

  /** Completes a started verification once; returns it, or undefined if it was not open. */
  async completeAgeVerification(db: Database, id: string, verified: boolean, now: Date) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(ageVerifications)
        .set({ status: verified ? 'verified' : 'declined', completedAt: now })
        .where(and(eq(ageVerifications.id, id), eq(ageVerifications.status, 'started')))
        .returning();
      if (row && verified) {
        await tx.update(users).set({ ageVerified: true }).where(eq(users.id, row.userId));
      }
      return row;
    });
  },
};
