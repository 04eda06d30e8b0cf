import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { SubscriptionRow } from './subscriptions.repository.js';
import { subscriptionEvents, subscriptions } from './subscriptions.schema.js';

export type SubscriptionEventRow = typeof subscriptionEvents.$inferSelect;

/** The desk's reads of a customer's subscriptions and their history. */
export const subscriptionsDeskRepository = {
  /** Every subscription of the user, newest first, each with its events oldest first. */
  async ofUser(
    db: Database,
    userId: string,
  ): Promise<{ subscription: SubscriptionRow; events: SubscriptionEventRow[] }[]> {
    const rows = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt));
    if (rows.length === 0) return [];
    const events = await db
      .select()
      .from(subscriptionEvents)
      .where(
        inArray(
          subscriptionEvents.subscriptionId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(subscriptionEvents.at), asc(subscriptionEvents.id));
    return rows.map((subscription) => ({
      subscription,
      events: events.filter((event) => event.subscriptionId === subscription.id),
    }));
  },
};
