import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../db/columns.js';
import { users } from '../auth/auth.schema.js';

// Orders and the payment provider's events (spec 1 §3 Transaction, §6).

/**
 * One line of an order, as it was priced when the buyer checked out: what was bought (pack,
 * presale category or tariff), its sums in cents, and what the receipt and the purchases list
 * show of it. Kept whole so that later catalogue changes do not rewrite a past purchase.
 */
export type OrderLine = {
  type: 'content' | 'presale' | 'tariff';
  id: string;
  title: string;
  slug: string | null;
  initialSumCents: number;
  salePriceCents: number;
  finalSumCents: number;
  viaTrial: boolean;
  customPriceCents: number | null;
  coveredByPresale: boolean;
  coveredByLifetimeSubscription: boolean;
  creator: { id: string; username: string; avatar: string | null } | null;
  previews: { previewLink: string | null; videoPreviewLink: string | null };
  /** Tariffs: the regular (rebill) price and the trial's length, for subscriptions. */
  regularPriceCents: number | null;
  trialDurationDays: number | null;
  durationDays: number | null;
  isLifetime: boolean;
};

/** The promo code an order used: what it was and what it took off. */
export type OrderPromo = {
  code: string;
  type: 'PERCENT' | 'FIXED';
  value: number;
  decreaseCents: number;
};

/**
 * An order (spec 1 §3 Transaction): a priced cart on its way through a payment provider. PENDING
 * until the provider's webhook (or a status check) says SUCCESSFUL or FAILED; fulfilment happens
 * once, in the transaction that moves it to SUCCESSFUL.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text().notNull().default('PENDING'),
    lines: jsonb().$type<OrderLine[]>().notNull(),
    promo: jsonb().$type<OrderPromo | null>(),
    initialSumCents: integer().notNull(),
    totalCents: integer().notNull(),
    currency: text().notNull().default('USD'),
    paymentMethod: text().notNull(),
    acquiringType: text().notNull(),
    provider: text().notNull(),
    /** The provider's id of the checkout (paymentSystemOrderId) and its hosted page. */
    providerPaymentId: text(),
    redirectUrl: text(),
    /** The cart's content when ordered: a second checkout of the same cart reuses this order. */
    cartFingerprint: text().notNull(),
    /** Fulfilment empties the server cart; a guest-style cart lives in the browser. */
    fromServerCart: boolean().notNull(),
    cardPan: text(),
    failureReason: text(),
    language: text().notNull().default('en'),
    /** What was given back (`order_refunds`); all of it makes the order REFUNDED. */
    refundedCents: integer().notNull().default(0),
    createdAt: createdAt(),
    completedAt: instant(),
  },
  (t) => [
    check('orders_status', sql`${t.status} in ('PENDING', 'SUCCESSFUL', 'FAILED', 'REFUNDED')`),
    check('orders_sums', sql`${t.totalCents} >= 0 and ${t.initialSumCents} >= ${t.totalCents}`),
    check(
      'orders_refunded',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`,
    ),
    index('orders_user').on(t.userId, t.createdAt),
    // The sales dashboard's scan: paid orders by when they were paid, with their totals (an
    // index-only scan sums a year of them).
    index('orders_completed')
      .on(t.completedAt, t.totalCents)
      .where(sql`${t.status} in ('SUCCESSFUL', 'REFUNDED')`),
    uniqueIndex('orders_provider_payment').on(t.provider, t.providerPaymentId),
  ],
);

/** Webhook events already applied, by the provider's event id: a second delivery is a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The lines of an order one per row, written with the order (its `lines` keep what the receipt
 * shows): what the sales dashboard sums per pack, presale category or tariff.
 */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    type: text().notNull(),
    itemId: uuid().notNull(),
    finalSumCents: integer().notNull(),
    /**
     * When its order was paid (the order's `completed_at` as it became SUCCESSFUL); null while it
     * is not. Kept on the line so that the sales dashboard sums a range's packs sold from the
     * lines alone.
     */
    paidAt: instant(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    index('order_items_item').on(t.itemId),
    // The sales dashboard's packs sold in a range, read from the index alone.
    index('order_items_paid_packs')
      .on(t.paidAt, t.itemId, t.finalSumCents)
      .where(sql`${t.type} = 'content' and ${t.paidAt} is not null`),
  ],
);

/**
 * Money given back through the acquirer: all or part of a paid order (`orderId`), or of a
 * subscription's renewal charge (`chargeId`), by whom (an operator at the desk; null: the
 * acquirer told of it) and why; `itemIds` names the lines whose access it took back.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    chargeId: uuid(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
    itemIds: jsonb().$type<string[]>().notNull().default([]),
    reason: text().notNull().default(''),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * When the acquirer confirmed it and its access was taken back; null while the acquirer is
     * being asked (the amount is already counted in `orders.refunded_cents`, so a refund running
     * beside it cannot give back more than was paid, and the acquirer's own webhook is known).
     */
    settledAt: instant(),
  },
  (t) => [
    check('order_refunds_amount', sql`${t.amountCents} > 0`),
    check('order_refunds_subject', sql`(${t.orderId} is null) <> (${t.chargeId} is null)`),
    index('order_refunds_created').on(t.createdAt),
    // The sales dashboard's sums of refunds the acquirer confirmed, by when they were made.
    index('order_refunds_settled_sums')
      .on(t.createdAt, t.amountCents)
      .where(sql`${t.settledAt} is not null`),
    index('order_refunds_order').on(t.orderId),
    // A renewal charge's refunds (the desk's customer page, the acquirer's refund webhook).
    index('order_refunds_charge').on(t.chargeId),
  ],
);
