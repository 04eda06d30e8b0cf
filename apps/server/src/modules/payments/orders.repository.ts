import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema.js';

export type OrderRow = typeof t.orders.$inferSelect;
export type NewOrder = typeof t.orders.$inferInsert;

/** Orders and payment events. Every function takes the database or a transaction. */
export const ordersRepository = {
  async insert(db: Database, order: NewOrder): Promise<OrderRow> {
    const [row] = await db.insert(t.orders).values(order).returning();
    if (!row) throw new Error('insert returned no order');
    return row;
  },

  async byId(db: Database, id: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(t.orders).where(eq(t.orders.id, id));
    return row;
  },

  async forUpdate(db: Database, id: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(t.orders).where(eq(t.orders.id, id)).for('update');
    return row;
  },

  async update(db: Database, id: string, values: Partial<NewOrder>): Promise<OrderRow> {
    const [row] = await db.update(t.orders).set(values).where(eq(t.orders.id, id)).returning();
    if (!row) throw new Error(`no order ${id}`);
    return row;
  },

  /** A pending order of this cart's content, newer than `since`: a repeated checkout reuses it. */
  async pendingWithFingerprint(
    db: Database,
    userId: string,
    fingerprint: string,
    since: Date,
  ): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(t.orders)
      .where(
        and(
          eq(t.orders.userId, userId),
          eq(t.orders.status, 'PENDING'),
          eq(t.orders.cartFingerprint, fingerprint),
          gt(t.orders.createdAt, since),
        ),
      )
      .orderBy(desc(t.orders.createdAt))
      .limit(1);
    return row;
  },

  /** The user's orders that have an outcome, newest first (spec 1 §3 transactions). */
  async completed(db: Database, userId: string): Promise<OrderRow[]> {
    return db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.userId, userId), ne(t.orders.status, 'PENDING')))
      .orderBy(desc(t.orders.createdAt));
  },

  /** Records a webhook event; false when it was recorded before (a repeated delivery). */
  async recordEvent(
    db: Database,
    event: { provider: string; eventId: string; orderId: string | null; type: string },
  ): Promise<boolean> {
    const rows = await db
      .insert(t.paymentEvents)
      .values(event)
      .onConflictDoNothing()
      .returning({ eventId: t.paymentEvents.eventId });
    return rows.length > 0;
  },
};
