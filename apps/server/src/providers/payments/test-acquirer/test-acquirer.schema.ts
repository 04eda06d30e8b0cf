import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../db/columns.js';

// The built-in test acquirer's tables: not the merchant's, though they share its database.

/**
 * The built-in test acquirer's own books (it stands in for a card processor; see
 * providers/payments/test-acquirer): its checkouts, and the webhooks it owes the merchant.
 */
export const testAcquirerPayments = pgTable(
  'test_acquirer_payments',
  {
    id: text().primaryKey(),
    /** The merchant's order id: creating a checkout twice for one order gives the same one. */
    merchantReference: text().notNull().unique(),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    description: text().notNull(),
    customerEmail: text().notNull(),
    returnUrl: text().notNull(),
    webhookUrl: text().notNull(),
    status: text().notNull().default('open'),
    cardPan: text(),
    /**
     * The card's fingerprint: the same number gives the same value (a keyed hash, never the
     * number), so the merchant can tell a card it has seen before.
     */
    cardFingerprint: text(),
    /** A token for charging the same card again (saved-method charges). */
    paymentMethodToken: text().unique(),
    /**
     * The saved card's mandate: whether later charges on it are declined (the test card that pays
     * once, or a test switching it), and when the cardholder revoked it (no charge after that).
     */
    declinesSavedCharges: boolean().notNull().default(false),
    mandateRevokedAt: instant(),
    failureReason: text(),
    refundedCents: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check(
      'test_acquirer_payments_status',
      sql`${t.status} in ('open', 'requires_confirmation', 'succeeded', 'failed', 'canceled')`,
    ),
    check(
      'test_acquirer_payments_refund',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
  ],
);

/**
 * Refunds made, by the merchant's idempotency key: the same key again refunds nothing more and
 * answers as the first time did.
 */
export const testAcquirerRefunds = pgTable('test_acquirer_refunds', {
  idempotencyKey: text().primaryKey(),
  paymentId: text()
    .notNull()
    .references(() => testAcquirerPayments.id, { onDelete: 'cascade' }),
  amountCents: integer().notNull(),
  createdAt: createdAt(),
});

export const testAcquirerWebhooks = pgTable(
  'test_acquirer_webhooks',
  {
    id: text().primaryKey(),
    /** The payment it tells of (null: a mandate event of a card saved without a payment). */
    paymentId: text().references(() => testAcquirerPayments.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    body: text().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: instant(),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('test_acquirer_webhooks_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/**
 * The hosted management page of a saved card's mandate (what a processor's customer portal is):
 * opened for one subscription (the merchant's reference), where the cardholder cancels it.
 */
export const testAcquirerManagementSessions = pgTable(
  'test_acquirer_management_sessions',
  {
    id: text().primaryKey(),
    reference: text().notNull(),
    paymentMethodToken: text(),
    description: text().notNull(),
    returnUrl: text().notNull(),
    webhookUrl: text().notNull(),
    status: text().notNull().default('open'),
    createdAt: createdAt(),
    completedAt: instant(),
  },
  (t) => [
    check('test_acquirer_management_sessions_status', sql`${t.status} in ('open', 'canceled')`),
  ],
);
