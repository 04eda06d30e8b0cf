import { and, asc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subscriptionCharges, subscriptions } from './subscriptions.schema.js';

/** A page of the billing run's scans: ids in order, after `afterId`. */
type Page = { afterId: string | null; limit: number };

/** One page of the ids of subscriptions that match, in id order (the billing run's scans). */
function idsWhere(db: Database, condition: SQL | undefined, page: Page) {
  return db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(condition, page.afterId ? gt(subscriptions.id, page.afterId) : undefined))
    .orderBy(asc(subscriptions.id))
    .limit(page.limit);
}

/**
 * The billing run's scans (spec 1 §3 Subscription): what is due by the clock, ids only, a page at
 * a time. Every function takes the database.
 */
export const billingScansRepository = {
  async trialRemindersDue(db: Database, remindBefore: Date, now: Date, page: Page) {
    return idsWhere(
      db,
      and(
        eq(subscriptions.status, 'ACTIVE'),
        eq(subscriptions.isTrial, true),
        isNull(subscriptions.trialReminderSentAt),
        lte(subscriptions.trialEndsAt, remindBefore),
        gt(subscriptions.trialEndsAt, now),
      ),
      page,
    );
  },

  async renewalsDue(db: Database, now: Date, page: Page) {
    return idsWhere(
      db,
      and(
        eq(subscriptions.status, 'ACTIVE'),
        eq(subscriptions.isLifetime, false),
        lte(subscriptions.endDate, now),
      ),
      page,
    );
  },

  async retriesDue(db: Database, now: Date, page: Page) {
    return idsWhere(
      db,
      and(eq(subscriptions.status, 'GRACE'), lte(subscriptions.nextRetryAt, now)),
      page,
    );
  },

  /** In grace past its end with no retry left due. */
  async graceEnded(db: Database, now: Date, page: Page) {
    return idsWhere(
      db,
      and(
        eq(subscriptions.status, 'GRACE'),
        lte(subscriptions.graceEndsAt, now),
        or(isNull(subscriptions.nextRetryAt), gt(subscriptions.nextRetryAt, now)),
      ),
      page,
    );
  },

  async cancelledEnded(db: Database, now: Date, page: Page) {
    return idsWhere(
      db,
      and(
        inArray(subscriptions.status, ['CANCELLED', 'CANCEL_IN_PROGRESS']),
        lte(subscriptions.endDate, now),
      ),
      page,
    );
  },

  /** Cancels the provider has not confirmed since `before`: the run asks it again. */
  async cancelsUnconfirmed(db: Database, before: Date, page: Page) {
    return idsWhere(
      db,
      and(
        eq(subscriptions.status, 'CANCEL_IN_PROGRESS'),
        lte(subscriptions.cancelRequestedAt, before),
      ),
      page,
    );
  },

  /** Charges sent to the provider before `before` whose outcome was never recorded (a crash). */
  async chargesStuck(db: Database, before: Date, limit: number) {
    return db
      .select({ id: subscriptionCharges.id })
      .from(subscriptionCharges)
      .where(
        and(eq(subscriptionCharges.status, 'charging'), lte(subscriptionCharges.createdAt, before)),
      )
      .orderBy(asc(subscriptionCharges.createdAt))
      .limit(limit);
  },
};
