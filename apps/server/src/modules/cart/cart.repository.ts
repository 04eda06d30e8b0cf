import type { Cart, CartItem, PromoCode } from '@parallax/core/rules/cart';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItems, carts, promoCodes } from './cart.schema.js';

type CartItemRow = typeof cartItems.$inferSelect;
/** The database or a transaction on it: what reading a cart needs. */
type Reader = Pick<Database, 'select'>;

function itemOf(row: CartItemRow): CartItem {
  if (row.type === 'tariff') return { type: 'tariff', id: row.itemId, viaTrial: row.viaTrial };
  if (row.type === 'presale') return { type: 'presale', id: row.itemId };
  return row.customPriceCents === null
    ? { type: 'content', id: row.itemId }
    : { type: 'content', id: row.itemId, customPriceCents: row.customPriceCents };
}

/** Replaces the cart's items and promo code (its row locked by the caller). */
async function writeCart(tx: Database, userId: string, next: Cart): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  if (next.items.length > 0) {
    await tx.insert(cartItems).values(
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
    .update(carts)
    .set({ promoCode: next.promoCode, updatedAt: sql`now()` })
    .where(eq(carts.userId, userId));
}

/** Server carts, promo codes and what a buyer already has (queries and one locked update). */
export function createCartRepository(db: Database) {
  async function readCart(executor: Reader, userId: string): Promise<Cart> {
    const [cart] = await executor.select().from(carts).where(eq(carts.userId, userId));
    const rows = await executor
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.position));
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
        await tx.insert(carts).values({ userId }).onConflictDoNothing();
        await tx.select().from(carts).where(eq(carts.userId, userId)).for('update');
        const next = change(await readCart(tx, userId));
        await writeCart(tx, userId, next);
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
      await tx.insert(carts).values({ userId }).onConflictDoNothing();
      await tx.select().from(carts).where(eq(carts.userId, userId)).for('update');
      if (itemIds.length > 0) {
        await tx
          .delete(cartItems)
          .where(and(eq(cartItems.userId, userId), inArray(cartItems.itemId, [...itemIds])));
      }
      if (promoCode !== null) {
        await tx
          .update(carts)
          .set({ promoCode: null, updatedAt: sql`now()` })
          .where(
            and(eq(carts.userId, userId), sql`upper(${carts.promoCode}) = upper(${promoCode})`),
          );
      }
    },

    async countPromoCodeUse(tx: Database, code: string): Promise<void> {
      await tx
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
        .where(sql`upper(${promoCodes.code}) = upper(${code})`);
    },

    /** The code, matched without regard to case; null when there is none. */
    async findPromoCode(code: string): Promise<PromoCode | null> {
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(sql`upper(${promoCodes.code}) = upper(${code})`);
      if (!row) return null;
      return {
        code: row.code,
        type: row.type === 'FIXED' ? 'FIXED' : 'PERCENT',
        value: row.value,
        scope: row.scope.filter(
          (kind): kind is 'content' | 'presale' | 'tariff' =>
            kind === 'content' || kind === 'presale' || kind === 'tariff',
        ),
        itemIds: row.itemIds,
        expiresAt: row.expiresAt,
        usageLimit: row.usageLimit,
        usedCount: row.usedCount,
      };
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
