import { addDays } from '@parallax/core/rules/subscription';
import type { Database } from '../../db/client.js';
import { billingScansRepository as scans } from './billing-scans.repository.js';
import type { Cancellation } from './cancellation.service.js';
import type { Lifecycle } from './lifecycle.service.js';
import type { ChargeResult, RenewalCharges } from './renewal-charges.service.js';
import {
  subscriptionsRepository as repo,
  type SubscriptionRow,
} from './subscriptions.repository.js';

/** spec 1 §3: the trial-ending reminder goes this many days before the trial converts. */
const TRIAL_REMINDER_DAYS = 2;
/** A charge with no recorded outcome after this long is asked of the provider again. */
const STUCK_CHARGE_MS = 10 * 60_000;
/** A cancel the provider has not confirmed after this long is asked again. */
const UNCONFIRMED_CANCEL_MS = 60_000;
const PAGE = 500;
/** Renewals charged at once (each waits on the provider; PGlite runs them one by one anyway). */
const CONCURRENCY = 8;
/**
 * Passes per run: a period renewed on time starts where the last ended, so a clock moved months
 * ahead renews once per period, each pass charging the next one.
 */
const MAX_PASSES = 50;

/** What one billing run did. */
export type BillingCounts = {
  reminders: number;
  renewed: number;
  failed: number;
  expired: number;
  cancelsConfirmed: number;
  passes: number;
};

type BillingDeps = {
  db: Database;
  lifecycle: Lifecycle;
  renewalCharges: Pick<RenewalCharges, 'chargeDue' | 'settleStuckCharge'>;
  cancellation: Pick<Cancellation, 'confirmCancel'>;
  now: () => Date;
};

/** Every id a scan finds, a page at a time, each handed to `work` (a few at once). */
async function each(
  scan: (page: { afterId: string | null; limit: number }) => Promise<{ id: string }[]>,
  work: (id: string) => Promise<unknown>,
): Promise<void> {
  let afterId: string | null = null;
  for (;;) {
    const rows = await scan({ afterId, limit: PAGE });
    for (let index = 0; index < rows.length; index += CONCURRENCY) {
      await Promise.all(rows.slice(index, index + CONCURRENCY).map((row) => work(row.id)));
    }
    if (rows.length < PAGE) return;
    afterId = rows[rows.length - 1]?.id ?? null;
  }
}

/** The trial-ending reminder, once per trial. */
async function remind(deps: BillingDeps, id: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const subscription = await repo.forUpdateSkipLocked(tx, id);
    if (
      !subscription ||
      subscription.status !== 'ACTIVE' ||
      !subscription.isTrial ||
      subscription.trialReminderSentAt
    ) {
      return false;
    }
    const reminded = await repo.update(tx, id, { trialReminderSentAt: deps.now() });
    await deps.lifecycle.notify(tx, reminded, 'trialEnding', { date: reminded.trialEndsAt });
    return true;
  });
}

function isEndDue(subscription: SubscriptionRow, kind: 'grace' | 'cancelled', at: number) {
  return kind === 'grace'
    ? subscription.status === 'GRACE' &&
        subscription.graceEndsAt !== null &&
        subscription.graceEndsAt.getTime() <= at &&
        (subscription.nextRetryAt === null || subscription.nextRetryAt.getTime() > at)
    : (subscription.status === 'CANCELLED' || subscription.status === 'CANCEL_IN_PROGRESS') &&
        subscription.endDate !== null &&
        subscription.endDate.getTime() <= at;
}

/**
 * A grace that ran out with the renewal still declined (PAYMENT_FAILED), or a cancelled
 * subscription past its last day (EXPIRED).
 */
async function end(deps: BillingDeps, id: string, kind: 'grace' | 'cancelled'): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const subscription = await repo.forUpdateSkipLocked(tx, id);
    if (!subscription || !isEndDue(subscription, kind, deps.now().getTime())) return false;
    const ended =
      kind === 'grace'
        ? await deps.lifecycle.failPayment(tx, subscription, 'grace ended')
        : await deps.lifecycle.expire(tx, subscription, 'cancelled');
    return ended !== null;
  });
}

/** A cancel the provider did not confirm at once: revoke the mandate again, then CANCELLED. */
async function confirmCancel(deps: BillingDeps, id: string): Promise<boolean> {
  const subscription = await repo.byId(deps.db, id);
  if (!subscription || subscription.status !== 'CANCEL_IN_PROGRESS') return false;
  return deps.cancellation.confirmCancel(subscription);
}

/** One pass over everything due at the pass's start, in the run's order; the changes it made. */
async function pass(deps: BillingDeps, counts: BillingCounts): Promise<number> {
  const { db, renewalCharges } = deps;
  const at = deps.now();
  let changes = 0;
  const tally = (result: ChargeResult) => {
    if (result === 'skipped') return;
    changes += 1;
    if (result === 'renewed') counts.renewed += 1;
    else if (result === 'failed') counts.failed += 1;
    else counts.expired += 1;
  };
  const count = (kind: 'reminders' | 'expired' | 'cancelsConfirmed') => (done: boolean) => {
    if (!done) return;
    counts[kind] += 1;
    changes += 1;
  };
  await each(
    (page) => scans.trialRemindersDue(db, addDays(at, TRIAL_REMINDER_DAYS), at, page),
    async (id) => count('reminders')(await remind(deps, id)),
  );
  await each(
    (page) => scans.renewalsDue(db, at, page),
    async (id) => tally(await renewalCharges.chargeDue(id, 'renewal')),
  );
  await each(
    (page) => scans.retriesDue(db, at, page),
    async (id) => tally(await renewalCharges.chargeDue(id, 'retry')),
  );
  const stuckSince = new Date(at.getTime() - STUCK_CHARGE_MS);
  for (const { id } of await scans.chargesStuck(db, stuckSince, PAGE)) {
    tally(await renewalCharges.settleStuckCharge(id));
  }
  await each(
    (page) => scans.graceEnded(db, at, page),
    async (id) => count('expired')(await end(deps, id, 'grace')),
  );
  await each(
    (page) => scans.cancelsUnconfirmed(db, new Date(at.getTime() - UNCONFIRMED_CANCEL_MS), page),
    async (id) => count('cancelsConfirmed')(await confirmCancel(deps, id)),
  );
  await each(
    (page) => scans.cancelledEnded(db, at, page),
    async (id) => count('expired')(await end(deps, id, 'cancelled')),
  );
  return changes;
}

/**
 * The billing run (spec 1 §3 Subscription; docs/ARCHITECTURE.md): what is due by the clock's
 * `now` — trial reminders, renewals and trial conversions, retries in grace, grace and cancelled
 * periods that ended, cancels not yet confirmed. Any number of runs may overlap (every process's
 * cron job, the development clock): each change re-checks its row under a lock, and a period is
 * charged at most once by the charges' unique indexes.
 */
export function createBilling(deps: BillingDeps) {
  return {
    /** Runs what is due now, pass after pass until a pass finds nothing; what it did. */
    async run(): Promise<BillingCounts> {
      const counts: BillingCounts = {
        reminders: 0,
        renewed: 0,
        failed: 0,
        expired: 0,
        cancelsConfirmed: 0,
        passes: 0,
      };
      while (counts.passes < MAX_PASSES) {
        counts.passes += 1;
        if ((await pass(deps, counts)) === 0) break;
      }
      return counts;
    },
  };
}

export type Billing = ReturnType<typeof createBilling>;
