import { addDays, HOUR_MS } from '@parallax/core/rules/subscription';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from '../../providers/payments/payments.types.js';
import type { Lifecycle } from './lifecycle.service.js';
import {
  subscriptionsRepository as repo,
  type ChargeRow,
  type SubscriptionRow,
} from './subscriptions.repository.js';

/** A charge's outcome as the provider gave it (or as the run decided, with no card to charge). */
type ChargeOutcome = {
  status: 'pending' | 'succeeded' | 'failed';
  paymentId: string | null;
  failureReason: string | null;
};

export type ChargeResult = 'renewed' | 'failed' | 'expired' | 'skipped';

type RenewalChargesDeps = {
  db: Database;
  lifecycle: Lifecycle;
  providers: ReadonlyMap<string, PaymentProvider>;
  billing: { graceDays: number; retryIntervalHours: number };
  now: () => Date;
  log: { warn: (object: object, message: string) => void };
};

function retryAfter(deps: RenewalChargesDeps, at: Date, graceEndsAt: Date): Date {
  const next = new Date(at.getTime() + deps.billing.retryIntervalHours * HOUR_MS);
  return next.getTime() < graceEndsAt.getTime() ? next : graceEndsAt;
}

/** A renewal paid: the next period, following the last one or, after a grace, starting now. */
async function recordSuccess(
  deps: RenewalChargesDeps,
  tx: Database,
  { charge, subscription }: { charge: ChargeRow; subscription: SubscriptionRow },
  outcome: ChargeOutcome,
): Promise<ChargeResult> {
  const { lifecycle } = deps;
  const at = deps.now();
  await repo.updateCharge(tx, charge.id, {
    status: 'succeeded',
    providerPaymentId: outcome.paymentId,
    completedAt: at,
  });
  const wasGrace = subscription.status !== 'ACTIVE';
  // A period follows the last one without a gap; a recovery in grace starts a new one now.
  const start = !wasGrace && subscription.endDate ? subscription.endDate : at;
  const renewed = await lifecycle.transition(
    tx,
    subscription,
    'renewed',
    {
      periodIndex: charge.periodIndex,
      startDate: start,
      endDate: addDays(start, subscription.durationDays ?? 0),
      periodPaidCents: charge.amountCents,
      isTrial: false,
      graceEndsAt: null,
      nextRetryAt: null,
    },
    { chargeId: charge.id, attempt: charge.attempt },
  );
  if (!renewed) {
    // Cancelled or refunded while the charge was out: the money is kept on record.
    deps.log.warn(
      { subscriptionId: subscription.id },
      'a renewal paid for a subscription that no longer renews',
    );
    return 'skipped';
  }
  if (wasGrace) {
    await lifecycle.notify(tx, renewed, 'recovered', {
      priceCents: charge.amountCents,
      date: renewed.endDate,
    });
  }
  return 'renewed';
}

/**
 * A renewal declined: the first failure starts the grace (access kept, retried), a retry's failure
 * waits for the next; declined at the grace's end, the payment failed for good (PAYMENT_FAILED).
 */
async function recordFailure(
  deps: RenewalChargesDeps,
  tx: Database,
  { charge, subscription }: { charge: ChargeRow; subscription: SubscriptionRow },
  outcome: ChargeOutcome,
): Promise<ChargeResult> {
  const { lifecycle } = deps;
  const at = deps.now();
  await repo.updateCharge(tx, charge.id, {
    status: 'failed',
    providerPaymentId: outcome.paymentId,
    failureReason: outcome.failureReason ?? 'declined',
    completedAt: at,
  });
  const failedDetail = {
    chargeId: charge.id,
    attempt: charge.attempt,
    failureReason: outcome.failureReason,
  };
  if (subscription.status === 'ACTIVE') {
    const graceEndsAt = addDays(at, deps.billing.graceDays);
    const grace = await lifecycle.transition(
      tx,
      subscription,
      'renewalFailed',
      { graceEndsAt, nextRetryAt: retryAfter(deps, at, graceEndsAt) },
      failedDetail,
    );
    if (!grace) return 'skipped';
    if (graceEndsAt.getTime() <= at.getTime()) {
      return (await lifecycle.failPayment(tx, grace, 'no grace')) ? 'expired' : 'failed';
    }
    await lifecycle.notify(tx, grace, 'paymentFailed', {
      priceCents: charge.amountCents,
      date: graceEndsAt,
    });
    return 'failed';
  }
  const retried = await lifecycle.transition(tx, subscription, 'retryFailed', {}, failedDetail);
  if (!retried) return 'skipped';
  const graceEndsAt = retried.graceEndsAt ?? at;
  if (graceEndsAt.getTime() <= at.getTime()) {
    return (await lifecycle.failPayment(tx, retried, 'grace ended')) ? 'expired' : 'failed';
  }
  await repo.update(tx, retried.id, { nextRetryAt: retryAfter(deps, at, graceEndsAt) });
  return 'failed';
}

/**
 * Records what the provider said of a renewal charge, with the subscription's change, in the
 * caller's transaction: once (a charge no longer `charging` is left as it is).
 */
async function recordCharge(
  deps: RenewalChargesDeps,
  tx: Database,
  chargeId: string,
  outcome: ChargeOutcome,
): Promise<ChargeResult> {
  if (outcome.status === 'pending') return 'skipped';
  const charge = await repo.chargeForUpdate(tx, chargeId);
  if (!charge || charge.status !== 'charging') return 'skipped';
  const subscription = await repo.forUpdate(tx, charge.subscriptionId);
  if (!subscription) return 'skipped';
  return outcome.status === 'succeeded'
    ? recordSuccess(deps, tx, { charge, subscription }, outcome)
    : recordFailure(deps, tx, { charge, subscription }, outcome);
}

/** Asks the provider to charge the saved card for `charge` (its id is the provider's reference). */
async function callProvider(
  deps: RenewalChargesDeps,
  subscription: SubscriptionRow,
  charge: ChargeRow,
): Promise<ChargeOutcome> {
  const provider = deps.providers.get(subscription.paymentSystem ?? '');
  if (!provider || !subscription.paymentMethodToken) {
    return { status: 'failed', paymentId: null, failureReason: 'no_saved_card' };
  }
  const state = await provider.chargeSavedMethod({
    paymentMethodToken: subscription.paymentMethodToken,
    orderId: charge.id,
    amountCents: charge.amountCents,
    currency: 'USD',
    description: `${subscription.tariffName} subscription renewal`,
  });
  return { status: state.status, paymentId: state.paymentId, failureReason: state.failureReason };
}

function isChargeDue(subscription: SubscriptionRow, kind: 'renewal' | 'retry', at: Date): boolean {
  return kind === 'renewal'
    ? subscription.status === 'ACTIVE' &&
        !subscription.isLifetime &&
        subscription.endDate !== null &&
        subscription.endDate.getTime() <= at.getTime()
    : subscription.status === 'GRACE' &&
        subscription.nextRetryAt !== null &&
        subscription.nextRetryAt.getTime() <= at.getTime();
}

/**
 * Claims the charge of a due renewal in its own transaction: the unique (subscription, period,
 * attempt) and the one-success-per-period indexes, with the row lock, keep any other worker from
 * charging the same period.
 */
async function claimCharge(
  deps: RenewalChargesDeps,
  subscriptionId: string,
  kind: 'renewal' | 'retry',
) {
  return deps.db.transaction(async (tx) => {
    const subscription = await repo.forUpdateSkipLocked(tx, subscriptionId);
    if (!subscription) return null;
    const at = deps.now();
    if (!isChargeDue(subscription, kind, at)) return null;
    const periodIndex = subscription.periodIndex + 1;
    const earlier = await repo.chargesOfPeriod(tx, subscription.id, periodIndex);
    if (earlier.some((charge) => charge.status === 'charging' || charge.status === 'succeeded')) {
      return null;
    }
    const charge = await repo.insertCharge(tx, {
      subscriptionId: subscription.id,
      periodIndex,
      attempt: earlier.length,
      kind: 'renewal',
      amountCents: subscription.renewalPriceCents,
      createdAt: at,
    });
    return charge ? { subscription, charge } : null;
  });
}

/** The provider's answer to `charge`, recorded; unanswered, the charge stays `charging`. */
async function chargeAndRecord(
  deps: RenewalChargesDeps,
  { subscription, charge }: { subscription: SubscriptionRow; charge: ChargeRow },
  unanswered: string,
): Promise<ChargeResult> {
  let outcome: ChargeOutcome;
  try {
    outcome = await callProvider(deps, subscription, charge);
  } catch (error) {
    // Left `charging`: the run asks the provider again later, with the same reference.
    deps.log.warn({ err: error, chargeId: charge.id }, unanswered);
    return 'skipped';
  }
  return deps.db.transaction((tx) => recordCharge(deps, tx, charge.id, outcome));
}

/**
 * Renewal charges (spec 1 §3 Subscription): a due renewal or its retry in grace charged on the
 * saved card, and the provider's outcome recorded with the subscription's change.
 */
export function createRenewalCharges(deps: RenewalChargesDeps) {
  return {
    recordCharge: (tx: Database, chargeId: string, outcome: ChargeOutcome) =>
      recordCharge(deps, tx, chargeId, outcome),

    /**
     * Charges one due renewal (or its retry in grace): the charge row is claimed, then the
     * provider is called, then the outcome and the status change are recorded together.
     */
    async chargeDue(subscriptionId: string, kind: 'renewal' | 'retry'): Promise<ChargeResult> {
      const claim = await claimCharge(deps, subscriptionId, kind);
      if (!claim) return 'skipped';
      return chargeAndRecord(deps, claim, 'a renewal charge was not answered');
    },

    /** A charge left `charging` (a crash after the claim): the provider is asked again, idempotently. */
    async settleStuckCharge(chargeId: string): Promise<ChargeResult> {
      const charge = await repo.chargeById(deps.db, chargeId);
      if (!charge || charge.status !== 'charging') return 'skipped';
      const subscription = await repo.byId(deps.db, charge.subscriptionId);
      if (!subscription) return 'skipped';
      return chargeAndRecord(
        deps,
        { subscription, charge },
        'a stuck renewal charge was not answered',
      );
    },
  };
}

export type RenewalCharges = ReturnType<typeof createRenewalCharges>;
