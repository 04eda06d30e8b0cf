import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema.js';

export type OrderRow = typeof t.orders.$inferSelect;
export type NewOrder = typeof t.orders.$inferInsert;

/** Orders and what fulfilling one writes. Every function takes the database or a transaction. */
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

  /** Locks the buyer: one checkout of a user at a time. */
  async lockUser(db: Database, userId: string): Promise<void> {
    await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('update');
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

  async grantPacks(db: Database, userId: string, contentPackIds: string[]): Promise<void> {
    if (contentPackIds.length === 0) return;
    await db
      .insert(t.ownedContentPacks)
      .values(
        contentPackIds.map((contentPackId) => ({ userId, contentPackId, source: 'purchase' })),
      )
      .onConflictDoNothing();
  },

  async grantPresales(db: Database, userId: string, categoryIds: string[]): Promise<void> {
    if (categoryIds.length === 0) return;
    await db
      .insert(t.ownedPresaleCategories)
      .values(categoryIds.map((categoryId) => ({ userId, categoryId })))
      .onConflictDoNothing();
  },

  /** A paid tariff, recorded PENDING for the subscription issue to activate (once per order). */
  async recordSubscription(db: Database, values: typeof t.subscriptions.$inferInsert) {
    await db.insert(t.subscriptions).values(values).onConflictDoNothing({
      target: t.subscriptions.orderId,
    });
  },

  async countPromoUse(db: Database, code: string): Promise<void> {
    await db
      .update(t.promoCodes)
      .set({ usedCount: sql`${t.promoCodes.usedCount} + 1` })
      .where(sql`upper(${t.promoCodes.code}) = upper(${code})`);
  },

  /** Takes what was bought out of the server cart (items added since stay), and its promo code. */
  async removeFromCart(
    db: Database,
    userId: string,
    itemIds: string[],
    promoCode: string | null,
  ): Promise<void> {
    await db.insert(t.carts).values({ userId }).onConflictDoNothing();
    await db.select().from(t.carts).where(eq(t.carts.userId, userId)).for('update');
    if (itemIds.length > 0) {
      await db
        .delete(t.cartItems)
        .where(and(eq(t.cartItems.userId, userId), inArray(t.cartItems.itemId, itemIds)));
    }
    if (promoCode !== null) {
      await db
        .update(t.carts)
        .set({ promoCode: null, updatedAt: sql`now()` })
        .where(
          and(eq(t.carts.userId, userId), sql`upper(${t.carts.promoCode}) = upper(${promoCode})`),
        );
    }
  },
};
