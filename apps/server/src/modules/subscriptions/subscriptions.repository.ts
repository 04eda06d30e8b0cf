import type { Database } from '../../db/client.js';
import { subscriptions } from './subscriptions.schema.js';

type NewSubscription = typeof subscriptions.$inferInsert;

/** Subscriptions to tariffs (queries only). Every function takes the database or a transaction. */
export const subscriptionsRepository = {
  /** At most one per order: the order's repeated fulfilment inserts nothing. */
  async insertForOrder(db: Database, values: NewSubscription & { orderId: string }) {
    await db
      .insert(subscriptions)
      .values(values)
      .onConflictDoNothing({ target: subscriptions.orderId });
  },
};
