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
import { tariffs } from '../catalog/catalog.schema.js';

// Subscriptions to tariffs, their charges and their history (spec 1 §3 Subscription; the states
// are packages/core/src/rules/subscription.ts).

const STATUSES = sql.raw(
  `'ACTIVE', 'CANCELLED', 'GRACE', 'CANCEL_IN_PROGRESS', 'PENDING', 'EXPIRED', 'PAYMENT_FAILED', 'REFUNDED'`,
);

/**
 * spec 1 §3 Subscription. One row per subscription: its tariff, where it stands and its current
 * period (startDate to endDate; a lifetime one has no end). A user has at most one subscription
 * that still renews or is being cancelled (`subscriptions_one_live`): a second checkout of a
 * tariff cannot make two.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    tariffId: uuid()
      .notNull()
      .references(() => tariffs.id),
    status: text().notNull(),
    /**
     * The terms it was sold on, kept so that later catalogue changes do not reprice a running
     * subscription: its name, its period's length (null: lifetime), what each renewal charges
     * (the tariff's recurring price, or its price), and the packs its trial opens.
     */
    tariffName: text().notNull().default(''),
    durationDays: integer(),
    isLifetime: boolean().notNull().default(false),
    renewalPriceCents: integer().notNull().default(0),
    trialContentPackIds: jsonb().$type<string[]>().notNull().default([]),
    /** The current period; endDate null for lifetime. */
    startDate: instant().notNull(),
    endDate: instant(),
    /** Which period this is: 0 the first (or the trial), +1 at every renewal or upgrade. */
    periodIndex: integer().notNull().default(0),
    /** What the current period was paid: an upgrade credits its unused part. */
    periodPaidCents: integer().notNull().default(0),
    isTrial: boolean().notNull().default(false),
    trialEndsAt: instant(),
    trialReminderSentAt: instant(),
    /** GRACE: access lasts until then; the next retry of the declined renewal. */
    graceEndsAt: instant(),
    nextRetryAt: instant(),
    acquiringType: text(),
    paymentSystem: text(),
    paymentMethod: text(),
    cardPan: text(),
    /** The provider's token for the saved card renewals charge. */
    paymentMethodToken: text(),
    /** The paid order that bought it. */
    orderId: uuid().unique(),
    cancelRequestedAt: instant(),
    cancelledAt: instant(),
    language: text().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('subscriptions_status', sql`${t.status} in (${STATUSES})`),
    check('subscriptions_paid', sql`${t.periodPaidCents} >= 0`),
    index('subscriptions_user').on(t.userId),
    uniqueIndex('subscriptions_one_live')
      .on(t.userId)
      .where(sql`${t.status} in ('PENDING', 'ACTIVE', 'CANCEL_IN_PROGRESS', 'GRACE')`),
    // The billing run's scan: what is due to renew (or retry, or end) by a given time.
    index('subscriptions_due')
      .on(t.endDate)
      .where(sql`${t.status} in ('ACTIVE', 'CANCEL_IN_PROGRESS', 'CANCELLED')`),
    // The sales dashboard's trials started.
    index('subscriptions_trials_started')
      .on(t.createdAt)
      .where(sql`${t.trialEndsAt} is not null`),
    index('subscriptions_retry_due')
      .on(t.nextRetryAt)
      .where(sql`${t.status} = 'GRACE'`),
  ],
);

/**
 * Every charge of a subscription: the first payment, each renewal (and its retries in grace), an
 * upgrade. A period is charged successfully at most once (`subscription_charges_period_paid`),
 * and each attempt exists once (`subscription_charges_attempt`), however many workers run the
 * same due renewals: the row is claimed before the provider is called, and the provider's
 * reference is the row's id, so a crashed attempt repeated asks the provider for the same charge.
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: uuid().primaryKey().defaultRandom(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    periodIndex: integer().notNull(),
    attempt: integer().notNull().default(0),
    kind: text().notNull(),
    amountCents: integer().notNull(),
    status: text().notNull().default('charging'),
    /** The order that paid it (first payment and upgrades go through checkout). */
    orderId: uuid(),
    providerPaymentId: text(),
    failureReason: text(),
    createdAt: createdAt(),
    completedAt: instant(),
  },
  (t) => [
    check('subscription_charges_kind', sql`${t.kind} in ('initial', 'renewal', 'upgrade')`),
    check(
      'subscription_charges_status',
      sql`${t.status} in ('charging', 'succeeded', 'failed', 'refunded')`,
    ),
    check('subscription_charges_amount', sql`${t.amountCents} >= 0`),
    uniqueIndex('subscription_charges_attempt').on(t.subscriptionId, t.periodIndex, t.attempt),
    uniqueIndex('subscription_charges_period_paid')
      .on(t.subscriptionId, t.periodIndex)
      .where(sql`${t.status} = 'succeeded'`),
    index('subscription_charges_provider_payment').on(t.providerPaymentId),
    // A refund names the order (first payment, upgrade) or the charge (renewal) it returns.
    index('subscription_charges_order').on(t.orderId),
    // The sales dashboard: paid renewals by when they were paid, and a subscription's first one.
    index('subscription_charges_renewals_paid')
      .on(t.completedAt, t.amountCents)
      .where(sql`${t.kind} = 'renewal' and ${t.status} in ('succeeded', 'refunded')`),
    index('subscription_charges_first_renewal')
      .on(t.subscriptionId, t.completedAt)
      .where(sql`${t.kind} = 'renewal' and ${t.status} in ('succeeded', 'refunded')`),
  ],
);

/** Every status change, with the event that made it (the state machine's audit trail). */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    fromStatus: text().notNull(),
    toStatus: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: instant().notNull(),
  },
  (t) => [
    index('subscription_events_subscription').on(t.subscriptionId, t.at),
    // The sales dashboard: when subscriptions ended (churn, the live ones at a bucket's end). A
    // payment fails for good from grace; before that, a failed renewal went through
    // PAYMENT_FAILED on its way into grace, and those events are no end.
    index('subscription_events_ends')
      .on(t.at, t.subscriptionId)
      .where(
        sql`(${t.toStatus} in ('EXPIRED', 'REFUNDED') and ${t.fromStatus} <> 'PENDING') or (${t.toStatus} = 'PAYMENT_FAILED' and ${t.fromStatus} = 'GRACE')`,
      ),
  ],
);

/**
 * Cards that paid for a trial, by their acquirer's fingerprint (a keyed hash of the number, never
 * the number): a trial is sold once per card, whichever account pays with it. A row outlives the
 * account (its subscription goes, the link is cleared), or a new account could take the trial
 * again with the same card; the fingerprint alone says nothing of its holder.
 */
export const trialCards = pgTable(
  'trial_cards',
  {
    /** The acquirer's id: fingerprints of different acquirers are not comparable. */
    provider: text().notNull(),
    cardFingerprint: text().notNull(),
    subscriptionId: uuid().references(() => subscriptions.id, { onDelete: 'set null' }),
    usedAt: instant().notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.cardFingerprint] })],
);
