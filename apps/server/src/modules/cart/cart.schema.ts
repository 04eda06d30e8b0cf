import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../db/columns.js';
import { users } from '../auth/auth.schema.js';

// Server carts and promo codes (spec 1 §3, §4 cart).

/**
 * Promo codes (spec 1 §3 promoCodeInfo): PERCENT (value 1–100) or FIXED (value in cents) off the
 * kinds of item in `scope`, until `expiresAt`, `usageLimit` times at most. Codes are matched
 * without regard to case.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    type: text().notNull().default('PERCENT'),
    value: integer().notNull(),
    scope: text()
      .array()
      .notNull()
      .default(sql`'{content,presale,tariff}'::text[]`),
    expiresAt: instant(),
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    /**
     * The packs, presale categories or tariffs it takes off (within `scope`); null: every item of
     * the kinds in `scope`.
     */
    itemIds: uuid().array(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code').on(sql`upper(${t.code})`),
    check('promo_codes_type', sql`${t.type} in ('PERCENT', 'FIXED')`),
    check(
      'promo_codes_value',
      sql`(${t.type} = 'PERCENT' and ${t.value} between 1 and 100) or (${t.type} = 'FIXED' and ${t.value} > 0)`,
    ),
    check(
      'promo_codes_usage',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usageLimit} >= 0)`,
    ),
  ],
);

/** A signed-in user's server cart (spec 1 §4): the promo code; its items are `cart_items`. */
export const carts = pgTable('carts', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  promoCode: text(),
  updatedAt: createdAt(),
});

/**
 * The items of a server cart, in the order added. The rules of spec 1 §4 hold in the table too:
 * one row per item id, one tariff per cart, a custom price for content only, trial for a tariff.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid()
      .notNull()
      .references(() => carts.userId, { onDelete: 'cascade' }),
    itemId: uuid().notNull(),
    type: text().notNull(),
    customPriceCents: integer(),
    viaTrial: boolean().notNull().default(false),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    check('cart_items_type', sql`${t.type} in ('content', 'presale', 'tariff')`),
    check(
      'cart_items_custom_price',
      sql`${t.customPriceCents} is null or (${t.type} = 'content' and ${t.customPriceCents} >= 0)`,
    ),
    check('cart_items_trial', sql`not ${t.viaTrial} or ${t.type} = 'tariff'`),
    uniqueIndex('cart_items_one_tariff')
      .on(t.userId)
      .where(sql`${t.type} = 'tariff'`),
  ],
);
