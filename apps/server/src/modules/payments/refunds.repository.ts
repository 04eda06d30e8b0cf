import { and, desc, eq, inArray, isNotNull, or, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { OrderRow } from './orders.repository.js';
import { orderRefunds, orders } from './payments.schema.js';

export type RefundRow = typeof orderRefunds.$inferSelect;
export type NewRefund = typeof orderRefunds.$inferInsert;

/** Refunds of orders (and of renewal charges) and the desk's reads of a customer's orders. */
export const refundsRepository = {
  async byId(db: Database, id: string): Promise<RefundRow | undefined> {
    const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id));
    return row;
  },

  async forUpdate(db: Database, id: string): Promise<RefundRow | undefined> {
    const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id)).for('update');
    return row;
  },

  async insert(db: Database, refund: NewRefund): Promise<RefundRow> {
    const [row] = await db.insert(orderRefunds).values(refund).returning();
    if (!row) throw new Error('insert returned no refund');
    return row;
  },

  async markSettled(db: Database, id: string, at: Date): Promise<void> {
    await db.update(orderRefunds).set({ settledAt: at }).where(eq(orderRefunds.id, id));
  },

  async remove(db: Database, id: string): Promise<void> {
    await db.delete(orderRefunds).where(eq(orderRefunds.id, id));
  },

  /** The refunds of these orders, oldest first. */
  async ofOrders(db: Database, orderIds: readonly string[]): Promise<RefundRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(orderRefunds)
      .where(inArray(orderRefunds.orderId, [...orderIds]))
      .orderBy(orderRefunds.createdAt);
  },

  /** The refunds of these renewal charges, oldest first. */
  async ofCharges(db: Database, chargeIds: readonly string[]): Promise<RefundRow[]> {
    if (chargeIds.length === 0) return [];
    return db
      .select()
      .from(orderRefunds)
      .where(inArray(orderRefunds.chargeId, [...chargeIds]))
      .orderBy(orderRefunds.createdAt);
  },

  /** The refunds of an order or a charge (the acquirer's reference to it), oldest first. */
  async ofReference(db: Database, reference: string): Promise<RefundRow[]> {
    return db
      .select()
      .from(orderRefunds)
      .where(or(eq(orderRefunds.orderId, reference), eq(orderRefunds.chargeId, reference)))
      .orderBy(orderRefunds.createdAt);
  },

  /** Cents recorded as refunded of an order or a charge (the acquirer's reference to it). */
  async recordedCents(db: Database, reference: string): Promise<number> {
    const [row] = await db
      .select({ cents: sum(orderRefunds.amountCents).mapWith(Number) })
      .from(orderRefunds)
      .where(or(eq(orderRefunds.orderId, reference), eq(orderRefunds.chargeId, reference)));
    return row?.cents ?? 0;
  },

  /** Cents the acquirer confirmed given back of an order (refunds settled; not those pending). */
  async settledCents(db: Database, orderId: string): Promise<number> {
    const [row] = await db
      .select({ cents: sum(orderRefunds.amountCents).mapWith(Number) })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, orderId), isNotNull(orderRefunds.settledAt)));
    return row?.cents ?? 0;
  },

  /** Every order of the user, newest first (the desk shows pending and failed ones too). */
  async ordersOfUser(db: Database, userId: string): Promise<OrderRow[]> {
    return db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt))
      .limit(200);
  },

  /** Line ids a refund of the order took (or is taking) back. */
  async refundedItemIds(db: Database, orderId: string): Promise<Set<string>> {
    const rows = await db
      .select({ itemIds: orderRefunds.itemIds })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId));
    return new Set(rows.flatMap((row) => row.itemIds));
  },
};
