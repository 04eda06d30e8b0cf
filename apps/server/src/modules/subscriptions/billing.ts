import { addDays } from '@parallax/core/rules/subscription';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from '../payments/payments.service.js';
import type { ChargeResult, Lifecycle } from './lifecycle.js';
import { subscriptionsRepository as repo } from './subscriptions.repository.js';

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

/**
 * The billing run (spec 1 §3 Subscription; docs/ARCHITECTURE.md): what is due by the clock's
 * `now` — trial reminders, renewals and trial conversions, retries in grace, grace and cancelled
 * periods that ended, cancels not yet confirmed. Any number of runs may overlap (every process's
 * cron job, the development clock): each change re-checks its row under a lock, and a period is
 * charged at most once by the charges' unique indexes.
 */
export function createBilling(deps: {
  db: Database;
  lifecycle: Lifecycle;
  providers: ReadonlyMap<string, PaymentProvider>;
  now: () => Date;
  log: { warn: (object: object, message: string) => void };
}) {
  const { db, lifecycle, now } = deps;

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

  async function remind(id: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const subscription = await repo.forUpdateSkipLocked(tx, id);
      if (
        !subscription ||
        subscription.status !== 'ACTIVE' ||
        !subscription.isTrial ||
        subscription.trialReminderSentAt
      ) {
        return false;
      }
      const reminded = await repo.update(tx, id, { trialReminderSentAt: now() });
      await lifecycle.notify(tx, reminded, 'trialEnding', { date: reminded.trialEndsAt });
      return true;
    });
  }

  /** A grace that ran out, or a cancelled subscription past its last day: EXPIRED. */
  async function end(id: string, kind: 'grace' | 'cancelled'): Promise<boolean> {
    return db.transaction(async (tx) => {
      const subscription = await repo.forUpdateSkipLocked(tx, id);
      if (!subscription) return false;
      const at = now().getTime();
      const isDue =
        kind === 'grace'
          ? (subscription.status === 'GRACE' || subscription.status === 'PAYMENT_FAILED') &&
            subscription.graceEndsAt !== null &&
            subscription.graceEndsAt.getTime() <= at &&
            (subscription.nextRetryAt === null || subscription.nextRetryAt.getTime() > at)
          : (subscription.status === 'CANCELLED' || subscription.status === 'CANCEL_IN_PROGRESS') &&
            subscription.endDate !== null &&
            subscription.endDate.getTime() <= at;
      if (!isDue) return false;
      return (
        (await lifecycle.expire(
          tx,
          subscription,
          kind === 'grace' ? 'grace ended' : 'cancelled',
        )) !== null
      );
    });
  }

  /** A cancel the provider did not confirm at once: revoke the mandate again, then CANCELLED. */
  async function confirmCancel(id: string): Promise<boolean> {
    const subscription = await repo.byId(db, id);
    if (!subscription || subscription.status !== 'CANCEL_IN_PROGRESS') return false;
    const provider = deps.providers.get(subscription.paymentSystem ?? '');
    try {
      if (provider && subscription.paymentMethodToken) {
        await provider.cancelMandate(subscription.paymentMethodToken);
      }
    } catch (error) {
      deps.log.warn({ err: error, subscriptionId: id }, 'the provider did not cancel a mandate');
      return false;
    }
    return db.transaction(async (tx) => {
      const locked = await repo.forUpdate(tx, id);
      if (!locked) return false;
      const cancelled = await lifecycle.transition(tx, locked, 'cancelConfirmed', {
        cancelledAt: now(),
      });
      if (cancelled)
        await lifecycle.notify(tx, cancelled, 'cancelled', { date: cancelled.endDate });
      return cancelled !== null;
    });
  }

  async function pass(counts: BillingCounts): Promise<number> {
    const at = now();
    let changes = 0;
    const tally = (result: ChargeResult) => {
      if (result === 'skipped') return;
      changes += 1;
      if (result === 'renewed') counts.renewed += 1;
      else if (result === 'failed') counts.failed += 1;
      else counts.expired += 1;
    };
    await each(
      (page) => repo.trialRemindersDue(db, addDays(at, TRIAL_REMINDER_DAYS), at, page),
      async (id) => {
        if (await remind(id)) {
          counts.reminders += 1;
          changes += 1;
        }
      },
    );
    await each(
      (page) => repo.renewalsDue(db, at, page),
      async (id) => tally(await lifecycle.chargeDue(id, 'renewal')),
    );
    await each(
      (page) => repo.retriesDue(db, at, page),
      async (id) => tally(await lifecycle.chargeDue(id, 'retry')),
    );
    for (const { id } of await repo.chargesStuck(
      db,
      new Date(at.getTime() - STUCK_CHARGE_MS),
      PAGE,
    )) {
      tally(await lifecycle.settleStuckCharge(id));
    }
    await each(
      (page) => repo.graceEnded(db, at, page),
      async (id) => {
        if (await end(id, 'grace')) {
          counts.expired += 1;
          changes += 1;
        }
      },
    );
    await each(
      (page) => repo.cancelsUnconfirmed(db, new Date(at.getTime() - UNCONFIRMED_CANCEL_MS), page),
      async (id) => {
        if (await confirmCancel(id)) {
          counts.cancelsConfirmed += 1;
          changes += 1;
        }
      },
    );
    await each(
      (page) => repo.cancelledEnded(db, at, page),
      async (id) => {
        if (await end(id, 'cancelled')) {
          counts.expired += 1;
          changes += 1;
        }
      },
    );
    return changes;
  }

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
        if ((await pass(counts)) === 0) break;
      }
      return counts;
    },
  };
}

export type Billing = ReturnType<typeof createBilling>;
