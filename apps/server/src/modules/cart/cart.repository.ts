import type { Cart, CartItem, PromoCode } from '@parallax/core/rules/cart';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema.js';

type CartItemRow = typeof t.cartItems.$inferSelect;
/** The database or a transaction on it: what reading a cart needs. */
type Reader = Pick<Database, 'select'>;

function itemOf(row: CartItemRow): CartItem {
  if (row.type === 'tariff') return { type: 'tariff', id: row.itemId, viaTrial: row.viaTrial };
  if (row.type === 'presale') return { type: 'presale', id: row.itemId };
  return row.customPriceCents === null
    ? { type: 'content', id: row.itemId }
    : { type: 'content', id: row.itemId, customPriceCents: row.customPriceCents };
}

/** Server carts, promo codes and what a buyer already has (queries and one locked update). */
export function createCartRepository(db: Database) {
  async function readCart(executor: Reader, userId: string): Promise<Cart> {
    const [cart] = await executor.select().from(t.carts).where(eq(t.carts.userId, userId));
    const rows = await executor
      .select()
      .from(t.cartItems)
      .where(eq(t.cartItems.userId, userId))
      .orderBy(asc(t.cartItems.position));
    return { promoCode: cart?.promoCode ?? null, items: rows.map(itemOf) };
  }

  return {
    read: (userId: string) => readCart(db, userId),

    /**
     * Changes a cart in one transaction, with the cart's row locked: two requests for one cart
     * (two tabs, a sign-in merge) apply one after the other instead of losing one's items.
     */
    async update(userId: string, change: (cart: Cart) => Cart): Promise<Cart> {
      return db.transaction(async (tx) => {
        await tx.insert(t.carts).values({ userId }).onConflictDoNothing();
        await tx.select().from(t.carts).where(eq(t.carts.userId, userId)).for('update');
        const next = change(await readCart(tx, userId));
        await tx.delete(t.cartItems).where(eq(t.cartItems.userId, userId));
        if (next.items.length > 0) {
          await tx.insert(t.cartItems).values(
            next.items.map((item, position) => ({
              userId,
              itemId: item.id,
              type: item.type,
              customPriceCents: item.type === 'content' ? (item.customPriceCents ?? null) : null,
              viaTrial: item.type === 'tariff' && item.viaTrial === true,
              position,
            })),
          );
        }
        await tx
          .update(t.carts)
          .set({ promoCode: next.promoCode, updatedAt: sql`now()` })
          .where(eq(t.carts.userId, userId));
        return next;
      });
    },

    /** Takes bought items out of the cart (items added since stay), and its promo code. */
    async removeBought(
      tx: Database,
      userId: string,
      itemIds: readonly string[],
      promoCode: string | null,
    ): Promise<void> {
      await tx.insert(t.carts).values({ userId }).onConflictDoNothing();
      await tx.select().from(t.carts).where(eq(t.carts.userId, userId)).for('update');
      if (itemIds.length > 0) {
        await tx
          .delete(t.cartItems)
          .where(and(eq(t.cartItems.userId, userId), inArray(t.cartItems.itemId, [...itemIds])));
      }
      if (promoCode !== null) {
        await tx
          .update(t.carts)
          .set({ promoCode: null, updatedAt: sql`now()` })
          .where(
            and(eq(t.carts.userId, userId), sql`upper(${t.carts.promoCode}) = upper(${promoCode})`),
          );
      }
    },

    async countPromoCodeUse(tx: Database, code: string): Promise<void> {
      await tx
        .update(t.promoCodes)
        .set({ usedCount: sql`${t.promoCodes.usedCount} + 1` })
        .where(sql`upper(${t.promoCodes.code}) = upper(${code})`);
    },

    /** The code, matched without regard to case; null when there is none. */
    async findPromoCode(code: string): Promise<PromoCode | null> {
      const [row] = await db
        .select()
        .from(t.promoCodes)
        .where(sql`upper(${t.promoCodes.code}) = upper(${code})`);
      if (!row) return null;
      return {
        code: row.code,
        type: row.type === 'FIXED' ? 'FIXED' : 'PERCENT',
        value: row.value,
        scope: row.scope.filter(
          (kind): kind is 'content' | 'presale' | 'tariff' =>
            kind === 'content' || kind === 'presale' || kind === 'tariff',
        ),
        expiresAt: row.expiresAt,
        usageLimit: row.usageLimit,
        usedCount: row.usedCount,
      };
    },

    async hasLifetimeSubscription(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: t.subscriptions.id })
        .from(t.subscriptions)
        .innerJoin(t.tariffs, eq(t.tariffs.id, t.subscriptions.tariffId))
        .where(
          and(
            eq(t.subscriptions.userId, userId),
            eq(t.tariffs.isLifetime, true),
            eq(t.subscriptions.status, 'ACTIVE'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async activeTariffs() {
      return db.query.tariffs.findMany({
        where: eq(t.tariffs.isActive, true),
        orderBy: [asc(t.tariffs.position)],
      });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
