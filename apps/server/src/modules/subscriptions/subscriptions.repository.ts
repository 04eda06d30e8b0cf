import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subscriptions } from './subscriptions.schema.js';

type NewSubscription = typeof subscriptions.$inferInsert;

/** Subscription states that still give access, so the account cannot be deleted under them. */
const LIVE_STATUSES = ['ACTIVE', 'GRACE', 'CANCEL_IN_PROGRESS', 'PENDING'];

/** Subscriptions to tariffs (queries only). Every function takes the database or a transaction. */
export const subscriptionsRepository = {
  /** At most one per order: the order's repeated fulfilment inserts nothing. */
  async insertForOrder(db: Database, values: NewSubscription & { orderId: string }) {
    await db
      .insert(subscriptions)
      .values(values)
      .onConflictDoNothing({ target: subscriptions.orderId });
  },

  async hasLive(db: Database, userId: string, now: Date): Promise<boolean> {
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

  async activeTariffIds(db: Database, userId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ tariffId: subscriptions.tariffId })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'ACTIVE')));
    return rows.map((row) => row.tariffId);
  },

  async deleteOfUser(db: Database, userId: string): Promise<void> {
    await db.delete(subscriptions).where(eq(subscriptions.userId, userId));
  },
};
