import { formatPrice, fromCents } from '@parallax/core/rules/price';
import {
  addDays,
  HOUR_MS,
  nextStatus,
  type SubscriptionEvent,
  type SubscriptionStatus,
} from '@parallax/core/rules/subscription';
import type { Database } from '../../db/client.js';
import type { AuthService } from '../auth/auth.service.js';
import type { Mailer } from '../mail/mailer.js';
import { subscriptionEmail, type SubscriptionNotice } from '../mail/templates.js';
import { notices } from '../notifications/notifications.service.js';
import type { Notifier } from '../notifications/notifications.types.js';
import type { PaymentProvider } from '../payments/payments.service.js';
import {
  subscriptionsRepository as repo,
  type ChargeRow,
  type SubscriptionRow,
} from './subscriptions.repository.js';

/** What the subscriptions service and the billing run share: the clock, mail, providers, terms. */
export type LifecycleDeps = {
  db: Database;
  auth: Pick<AuthService, 'userById' | 'lockUser'>;
  mailer: Mailer;
  notifier: Notifier;
  providers: ReadonlyMap<string, PaymentProvider>;
  publicUrl: string;
  now: () => Date;
  billing: { graceDays: number; retryIntervalHours: number };
  log: { warn: (object: object, message: string) => void };
};

/** A charge's outcome as the provider gave it (or as the run decided, with no card to charge). */
type ChargeOutcome = {
  status: 'pending' | 'succeeded' | 'failed';
  paymentId: string | null;
  failureReason: string | null;
};

export type ChargeResult = 'renewed' | 'failed' | 'expired' | 'skipped';

/** The subscription's changes, each through the state machine, with its history and e-mails. */
export function createLifecycle(deps: LifecycleDeps) {
  const { now } = deps;

  /**
   * Applies `event` (spec 1 §3 statuses, core `nextStatus`) with the row's other changes and
   * records it in the history; null (and nothing written) when the status does not allow it.
   */
  async function transition(
    tx: Database,
    subscription: SubscriptionRow,
    event: SubscriptionEvent,
    changes: Partial<SubscriptionRow> = {},
    detail: Record<string, unknown> = {},
  ): Promise<SubscriptionRow | null> {
    const from = subscription.status as SubscriptionStatus;
    const to = nextStatus(from, event);
    if (to === null) return null;
    const at = now();
    const updated = await repo.update(tx, subscription.id, {
      ...changes,
      status: to,
      updatedAt: at,
    });
    await repo.insertEvent(tx, {
      subscriptionId: subscription.id,
      event,
      fromStatus: from,
      toStatus: to,
      detail,
      at,
    });
    return updated;
  }

  /**
   * The subscriber's e-mail about their subscription, in the transaction of the change; a trial
   * about to end and a failed renewal are in their notification center too (spec 2 §3).
   */
  async function notify(
    tx: Database,
    subscription: SubscriptionRow,
    kind: SubscriptionNotice['kind'],
    values: { priceCents?: number; date?: Date | null } = {},
  ): Promise<void> {
    const user = await deps.auth.userById(tx, subscription.userId);
    if (!user) return;
    const language = subscription.language === 'es' ? 'es' : 'en';
    const price = formatPrice(fromCents(values.priceCents ?? subscription.renewalPriceCents));
    const date = values.date ?? null;
    await deps.mailer.send(
      subscriptionEmail(language, user.email, {
        kind,
        tariff: subscription.tariffName,
        price,
        date,
        subscriptionUrl: `${deps.publicUrl}/subscription`,
      }),
      tx,
    );
    const about = { id: subscription.id, tariff: subscription.tariffName };
    const notice =
      kind === 'trialEnding'
        ? notices.trialEnding(about, { price, date })
        : kind === 'paymentFailed'
          ? notices.renewalFailed(
              { ...about, periodIndex: subscription.periodIndex },
              { price, date },
            )
          : null;
    if (notice) await deps.notifier.notify(tx, { userId: user.id, ...notice });
  }

  function retryAfter(at: Date, graceEndsAt: Date): Date {
    const next = new Date(at.getTime() + deps.billing.retryIntervalHours * HOUR_MS);
    return next.getTime() < graceEndsAt.getTime() ? next : graceEndsAt;
  }

  /** Ends a subscription whose grace ran out with nothing charged (EXPIRED), with its e-mail. */
  async function expire(tx: Database, subscription: SubscriptionRow, reason: string) {
    const expired = await transition(
      tx,
      subscription,
      'periodEnded',
      { nextRetryAt: null },
      {
        reason,
      },
    );
    if (expired) await notify(tx, expired, 'expired');
    return expired;
  }

  /**
   * Records what the provider said of a renewal charge, with the subscription's change, in the
   * caller's transaction: once (a charge no longer `charging` is left as it is).
   */
  async function recordCharge(
    tx: Database,
    chargeId: string,
    outcome: ChargeOutcome,
  ): Promise<ChargeResult> {
    if (outcome.status === 'pending') return 'skipped';
    const charge = await repo.chargeForUpdate(tx, chargeId);
    if (!charge || charge.status !== 'charging') return 'skipped';
    const subscription = await repo.forUpdate(tx, charge.subscriptionId);
    if (!subscription) return 'skipped';
    const at = now();
    const detail = { chargeId: charge.id, attempt: charge.attempt };
    if (outcome.status === 'succeeded') {
      await repo.updateCharge(tx, charge.id, {
        status: 'succeeded',
        providerPaymentId: outcome.paymentId,
        completedAt: at,
      });
      const wasGrace = subscription.status !== 'ACTIVE';
      // A period follows the last one without a gap; a recovery in grace starts a new one now.
      const start = !wasGrace && subscription.endDate ? subscription.endDate : at;
      const renewed = await transition(
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
        detail,
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
        await notify(tx, renewed, 'recovered', {
          priceCents: charge.amountCents,
          date: renewed.endDate,
        });
      }
      return 'renewed';
    }
    await repo.updateCharge(tx, charge.id, {
      status: 'failed',
      providerPaymentId: outcome.paymentId,
      failureReason: outcome.failureReason ?? 'declined',
      completedAt: at,
    });
    const failedDetail = { ...detail, failureReason: outcome.failureReason };
    if (subscription.status === 'ACTIVE') {
      const failed = await transition(tx, subscription, 'renewalFailed', {}, failedDetail);
      if (!failed) return 'skipped';
      const graceEndsAt = addDays(at, deps.billing.graceDays);
      if (graceEndsAt.getTime() <= at.getTime()) {
        return (await expire(tx, failed, 'no grace')) ? 'expired' : 'failed';
      }
      const grace = await transition(tx, failed, 'graceStarted', {
        graceEndsAt,
        nextRetryAt: retryAfter(at, graceEndsAt),
      });
      if (grace) {
        await notify(tx, grace, 'paymentFailed', {
          priceCents: charge.amountCents,
          date: graceEndsAt,
        });
      }
      return 'failed';
    }
    const retried = await transition(tx, subscription, 'retryFailed', {}, failedDetail);
    if (!retried) return 'skipped';
    const graceEndsAt = retried.graceEndsAt ?? at;
    if (graceEndsAt.getTime() <= at.getTime()) {
      return (await expire(tx, retried, 'grace ended')) ? 'expired' : 'failed';
    }
    await repo.update(tx, retried.id, { nextRetryAt: retryAfter(at, graceEndsAt) });
    return 'failed';
  }

  /** Asks the provider to charge the saved card for `charge` (its id is the provider's reference). */
  async function callProvider(
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

  /**
   * Charges one due renewal (or its retry in grace): the charge row is claimed in its own
   * transaction — the unique (subscription, period, attempt) and the one-success-per-period
   * indexes, with the row lock, keep any other worker from charging the same period — then the
   * provider is called, then the outcome and the status change are recorded together.
   */
  async function chargeDue(
    subscriptionId: string,
    kind: 'renewal' | 'retry',
  ): Promise<ChargeResult> {
    const claim = await deps.db.transaction(async (tx) => {
      const subscription = await repo.forUpdateSkipLocked(tx, subscriptionId);
      if (!subscription) return null;
      const at = now();
      const isDue =
        kind === 'renewal'
          ? subscription.status === 'ACTIVE' &&
            !subscription.isLifetime &&
            subscription.endDate !== null &&
            subscription.endDate.getTime() <= at.getTime()
          : (subscription.status === 'GRACE' || subscription.status === 'PAYMENT_FAILED') &&
            subscription.nextRetryAt !== null &&
            subscription.nextRetryAt.getTime() <= at.getTime();
      if (!isDue) return null;
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
    if (!claim) return 'skipped';
    let outcome: ChargeOutcome;
    try {
      outcome = await callProvider(claim.subscription, claim.charge);
    } catch (error) {
      // Left `charging`: the run asks the provider again later, with the same reference.
      deps.log.warn({ err: error, chargeId: claim.charge.id }, 'a renewal charge was not answered');
      return 'skipped';
    }
    return deps.db.transaction((tx) => recordCharge(tx, claim.charge.id, outcome));
  }

  /** A charge left `charging` (a crash after the claim): the provider is asked again, idempotently. */
  async function settleStuckCharge(chargeId: string): Promise<ChargeResult> {
    const charge = await repo.chargeById(deps.db, chargeId);
    if (!charge || charge.status !== 'charging') return 'skipped';
    const subscription = await repo.byId(deps.db, charge.subscriptionId);
    if (!subscription) return 'skipped';
    let outcome: ChargeOutcome;
    try {
      outcome = await callProvider(subscription, charge);
    } catch (error) {
      deps.log.warn({ err: error, chargeId }, 'a stuck renewal charge was not answered');
      return 'skipped';
    }
    return deps.db.transaction((tx) => recordCharge(tx, charge.id, outcome));
  }

  return { transition, notify, expire, recordCharge, chargeDue, settleStuckCharge };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
