import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ChargeRow, SubscriptionRow } from './subscriptions.repository.js';
import { subscriptionCharges, subscriptionEvents, subscriptions } from './subscriptions.schema.js';

export type SubscriptionEventRow = typeof subscriptionEvents.$inferSelect;

/** How many of a subscription's paid renewals the desk shows. */
const RENEWALS_SHOWN = 100;

/** The subscription's paid (or refunded) renewal charges, newest first. */
async function paidRenewalsOf(db: Database, subscriptionId: string): Promise<ChargeRow[]> {
  return db
    .select()
    .from(subscriptionCharges)
    .where(
      and(
        eq(subscriptionCharges.subscriptionId, subscriptionId),
        eq(subscriptionCharges.kind, 'renewal'),
        inArray(subscriptionCharges.status, ['succeeded', 'refunded']),
      ),
    )
    .orderBy(desc(subscriptionCharges.completedAt), desc(subscriptionCharges.periodIndex))
    .limit(RENEWALS_SHOWN);
}

export type DeskSubscriptionRows = {
  subscription: SubscriptionRow;
  events: SubscriptionEventRow[];
  renewals: ChargeRow[];
};

/** The desk's reads of a customer's subscriptions and their history. */
export const subscriptionsDeskRepository = {
  /**
   * Every subscription of the user, newest first, each with its events oldest first and its paid
   * renewals newest first.
   */
  async ofUser(db: Database, userId: string): Promise<DeskSubscriptionRows[]> {
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
    const renewals = new Map<string, ChargeRow[]>();
    // One by one: a customer has few subscriptions, and each read is the index's newest 100.
    for (const row of rows) renewals.set(row.id, await paidRenewalsOf(db, row.id));
    return rows.map((subscription) => ({
      subscription,
      events: events.filter((event) => event.subscriptionId === subscription.id),
      renewals: renewals.get(subscription.id) ?? [],
    }));
  },
};
