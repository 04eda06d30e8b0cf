import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderItems, orders, paymentEvents } from './payments.schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** Orders and payment events. Every function takes the database or a transaction. */
export const ordersRepository = {
  /** The order and its lines one per row (`order_items`); call it in a transaction. */
  async insert(db: Database, order: NewOrder): Promise<OrderRow> {
    const [row] = await db.insert(orders).values(order).returning();
    if (!row) throw new Error('insert returned no order');
    if (row.lines.length > 0) {
      await db.insert(orderItems).values(
        row.lines.map((line, position) => ({
          orderId: row.id,
          position,
          type: line.type,
          itemId: line.id,
          finalSumCents: line.finalSumCents,
        })),
      );
    }
    return row;
  },

  /** Those of `userIds` with a paid order (an operator's broadcast to buyers). */
  async buyersAmong(db: Database, userIds: readonly string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ userId: orders.userId })
      .from(orders)
      .where(and(inArray(orders.userId, [...userIds]), eq(orders.status, 'SUCCESSFUL')));
    return rows.map((row) => row.userId);
  },

  async byId(db: Database, id: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row;
  },

  async forUpdate(db: Database, id: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  },

  /** The order paid at `at`: SUCCESSFUL, its lines marked paid then (the sales dashboard's). */
  async markPaid(
    db: Database,
    id: string,
    at: Date,
    values: Pick<NewOrder, 'cardPan'>,
  ): Promise<OrderRow> {
    const row = await ordersRepository.update(db, id, {
      ...values,
      status: 'SUCCESSFUL',
      failureReason: null,
      completedAt: at,
    });
    await db.update(orderItems).set({ paidAt: at }).where(eq(orderItems.orderId, id));
    return row;
  },

  async update(db: Database, id: string, values: Partial<NewOrder>): Promise<OrderRow> {
    const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
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
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.status, 'PENDING'),
          eq(orders.cartFingerprint, fingerprint),
          gt(orders.createdAt, since),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1);
    return row;
  },

  /** The user's orders that have an outcome, newest first (spec 1 §3 transactions). */
  async completed(db: Database, userId: string): Promise<OrderRow[]> {
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), ne(orders.status, 'PENDING')))
      .orderBy(desc(orders.createdAt));
  },

  /** Records a webhook event; false when it was recorded before (a repeated delivery). */
  async recordEvent(
    db: Database,
    event: { provider: string; eventId: string; orderId: string | null; type: string },
  ): Promise<boolean> {
    const rows = await db
      .insert(paymentEvents)
      .values(event)
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    return rows.length > 0;
  },

  async deleteOfUser(db: Database, userId: string): Promise<void> {
    await db.delete(orders).where(eq(orders.userId, userId));
  },
};
