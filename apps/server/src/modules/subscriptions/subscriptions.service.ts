import type { Language } from '@parallax/core/platform';
import type { SubscriptionDto, TariffDto } from '@parallax/core/contracts/subscriptions';
import { afterPersonalDiscount } from '@parallax/core/rules/cart';
import { DomainError } from '@parallax/core/errors';
import type { SubscriptionAccess } from '@parallax/core/rules/entitlement';
import {
  addDays,
  givesAccess,
  isRenewing,
  isUpgrade,
  unusedCreditCents,
  type SubscriptionStatus,
} from '@parallax/core/rules/subscription';
import type { Database } from '../../db/client.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { PaymentEvent } from '../payments/payments.service.js';
import { createLifecycle, type LifecycleDeps } from './lifecycle.js';
import { toSubscriptionDto, toTariffDto } from './subscriptions.presenter.js';
import { createTrials, type PayingCard, type Trials } from './trials.js';
import {
  subscriptionsRepository as repo,
  type SubscriptionRow,
} from './subscriptions.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the caller may buy a tariff (and its trial), and the unused part of their period it is
 * credited.
 */
type TariffQuote = {
  refusal: null | 'TariffAlreadyHeld' | 'TariffDowngrade' | 'LifetimeHeld';
  trialRefusal: null | 'TrialAlreadyUsed';
  creditCents: number;
};

/** A paid order's tariff line, as payments hands it over in the fulfilment's transaction. */
type PaidTariff = {
  userId: string;
  orderId: string;
  tariffId: string;
  tariffName: string;
  viaTrial: boolean;
  finalSumCents: number;
  durationDays: number | null;
  isLifetime: boolean;
  trialDurationDays: number | null;
  regularPriceCents: number | null;
  provider: string;
  acquiringType: string;
  paymentMethod: string;
  language: string;
  cardPan: string | null;
  paymentMethodToken: string | null;
  providerPaymentId: string | null;
  /** The acquirer's fingerprint of the card (a trial's card is linked to its subscription). */
  cardFingerprint: string | null;
};

type ActivationOutcome = 'activated' | 'upgraded' | 'duplicate';
type ProviderEventOutcome = 'applied' | 'ignored' | 'not-mine';

/**
 * Those of `userIds` whose subscription gives access at `at` (an operator's broadcast to
 * subscribers, which the command line runs: it needs nothing of the service's dependencies).
 */
export async function subscriberIdsAmong(
  executor: Database,
  userIds: readonly string[],
  at: Date,
): Promise<Set<string>> {
  const rows = await repo.mayGiveAccessOfUsers(executor, userIds);
  return new Set(
    rows
      .filter((row) =>
        givesAccess({ status: row.status as SubscriptionStatus, endDate: row.endDate }, at),
      )
      .map((row) => row.userId),
  );
}

/**
 * Subscriptions to tariffs (spec 1 §3 Subscription and Tariff, §4, §9; spec 2 §5): activation
 * in the payment's fulfilment, upgrades, cancel through the provider's management page, the
 * provider's mandate and refund events, what a subscription opens. Every status change goes
 * through core `nextStatus` (lifecycle.ts); renewals are the billing run's (billing.ts).
 */
export function createSubscriptionsService(
  deps: LifecycleDeps & { snapshot: CatalogSnapshotSource },
) {
  const { db, now, snapshot } = deps;
  const lifecycle = createLifecycle(deps);
  const trials = createTrials(deps);

  /** The user's subscription that gives access now, if any. */
  async function withAccess(executor: Database, userId: string): Promise<SubscriptionRow | null> {
    const at = now();
    const rows = await repo.mayGiveAccessOfUser(executor, userId);
    return (
      rows.find((row) =>
        givesAccess({ status: row.status as SubscriptionStatus, endDate: row.endDate }, at),
      ) ?? null
    );
  }

  function creditOf(subscription: SubscriptionRow): number {
    return unusedCreditCents(
      {
        paidCents: subscription.periodPaidCents,
        startDate: subscription.startDate,
        endDate: subscription.endDate,
      },
      now(),
    );
  }

  /** spec 1 §9: a subscriber may only move up (monthly → annual → lifetime), never from lifetime. */
  function quoteFor(
    current: SubscriptionRow | null,
    target: { id: string; isLifetime: boolean; durationDays: number | null },
    trialRefusal: TariffQuote['trialRefusal'],
  ): TariffQuote {
    const refused = (refusal: TariffQuote['refusal']) => ({
      refusal,
      trialRefusal,
      creditCents: 0,
    });
    if (!current) return refused(null);
    if (current.isLifetime) return refused('LifetimeHeld');
    // A cancelled subscription runs out on its own: a new one may start (resubscribe).
    if (!isRenewing(current.status as SubscriptionStatus)) return refused(null);
    if (current.tariffId === target.id) return refused('TariffAlreadyHeld');
    if (!isUpgrade(current, target)) return refused('TariffDowngrade');
    return { refusal: null, trialRefusal, creditCents: creditOf(current) };
  }

  async function ownSubscription(userId: string, subscriptionId: string) {
    const subscription = UUID.test(subscriptionId)
      ? await repo.byId(db, subscriptionId)
      : undefined;
    if (!subscription || subscription.userId !== userId) {
      throw new DomainError('SubscriptionNotFound', 'No such subscription');
    }
    return subscription;
  }

  /** Asks the provider to stop the renewals; CANCELLED once it has (else the billing run retries). */
  async function confirmCancel(subscription: SubscriptionRow): Promise<void> {
    const provider = deps.providers.get(subscription.paymentSystem ?? '');
    try {
      if (provider && subscription.paymentMethodToken) {
        await provider.cancelMandate(subscription.paymentMethodToken);
      }
    } catch (error) {
      deps.log.warn({ err: error, subscriptionId: subscription.id }, 'cancel not confirmed yet');
      return;
    }
    await db.transaction(async (tx) => {
      const locked = await repo.forUpdate(tx, subscription.id);
      if (!locked || locked.status !== 'CANCEL_IN_PROGRESS') return;
      const cancelled = await lifecycle.transition(tx, locked, 'cancelConfirmed', {
        cancelledAt: now(),
      });
      if (cancelled)
        await lifecycle.notify(tx, cancelled, 'cancelled', { date: cancelled.endDate });
    });
  }

  return {
    /**
     * Payment fulfilment (spec 1 §3): the paid tariff becomes an ACTIVE subscription (a trial:
     * isTrial to trialEndsAt), with the card saved for renewals; in the payment's transaction,
     * so once per order. A live subscriber's upgrade switches the same subscription to the new
     * tariff with a new period; a cancelled one still running ends as the new one starts.
     */
    async activate(tx: Database, paid: PaidTariff): Promise<ActivationOutcome> {
      // One activation per user at a time: two paid orders cannot make two subscriptions.
      await deps.auth.lockUser(tx, paid.userId);
      if (await repo.chargeOfReference(tx, paid.orderId)) return 'duplicate';
      const at = now();
      const tariff = (await snapshot.activeTariffsIn(tx)).find(({ id }) => id === paid.tariffId);
      const renewalPriceCents =
        tariff?.recurringPriceCents ??
        tariff?.priceCents ??
        paid.regularPriceCents ??
        paid.finalSumCents;
      const terms = {
        tariffId: paid.tariffId,
        tariffName: tariff?.name ?? paid.tariffName,
        durationDays: paid.isLifetime ? null : paid.durationDays,
        isLifetime: paid.isLifetime,
        renewalPriceCents,
      };
      const card = {
        paymentSystem: paid.provider,
        acquiringType: paid.acquiringType,
        paymentMethod: paid.paymentMethod,
        cardPan: paid.cardPan,
      };
      const paidWith: PayingCard = {
        provider: paid.provider,
        cardFingerprint: paid.cardFingerprint,
      };
      const live = await repo.mayGiveAccessOfUser(tx, paid.userId);
      const renewing = live.find((row) => isRenewing(row.status as SubscriptionStatus));
      if (renewing) {
        const target = { isLifetime: paid.isLifetime, durationDays: paid.durationDays };
        if (paid.viaTrial || renewing.isLifetime || !isUpgrade(renewing, target)) {
          deps.log.warn(
            { orderId: paid.orderId, subscriptionId: renewing.id },
            'a tariff paid by a subscriber who holds it (or a higher one)',
          );
          return 'duplicate';
        }
        const credit = creditOf(renewing);
        const periodIndex = renewing.periodIndex + 1;
        const upgraded = await lifecycle.transition(
          tx,
          renewing,
          'upgraded',
          {
            ...terms,
            ...card,
            paymentMethodToken: paid.paymentMethodToken ?? renewing.paymentMethodToken,
            trialContentPackIds: [],
            isTrial: false,
            trialEndsAt: null,
            periodIndex,
            startDate: at,
            endDate: paid.isLifetime ? null : addDays(at, paid.durationDays ?? 0),
            // The new period is worth what was paid plus the credit carried into it.
            periodPaidCents: paid.finalSumCents + credit,
            graceEndsAt: null,
            nextRetryAt: null,
          },
          { orderId: paid.orderId, fromTariffId: renewing.tariffId, creditCents: credit },
        );
        if (!upgraded) return 'duplicate';
        await repo.insertCharge(tx, {
          subscriptionId: renewing.id,
          periodIndex,
          attempt: 0,
          kind: 'upgrade',
          amountCents: paid.finalSumCents,
          status: 'succeeded',
          orderId: paid.orderId,
          providerPaymentId: paid.providerPaymentId,
          createdAt: at,
          completedAt: at,
        });
        return 'upgraded';
      }
      // Resubscribing: what is left of a cancelled subscription ends as the new one starts.
      for (const old of live) {
        await lifecycle.transition(tx, old, 'periodEnded', {}, { replacedByOrder: paid.orderId });
      }
      const periodDays = paid.viaTrial ? paid.trialDurationDays : paid.durationDays;
      const endDate = paid.isLifetime && !paid.viaTrial ? null : addDays(at, periodDays ?? 0);
      const created = await repo.insert(tx, {
        userId: paid.userId,
        ...terms,
        ...card,
        trialContentPackIds: paid.viaTrial ? (tariff?.trialContentPackIds ?? []) : [],
        status: 'PENDING',
        startDate: at,
        endDate,
        periodIndex: 0,
        periodPaidCents: paid.finalSumCents,
        isTrial: paid.viaTrial,
        trialEndsAt: paid.viaTrial ? endDate : null,
        paymentMethodToken: paid.paymentMethodToken,
        orderId: paid.orderId,
        language: paid.language === 'es' ? 'es' : 'en',
        createdAt: at,
        updatedAt: at,
      });
      await lifecycle.transition(tx, created, 'paid', {}, { orderId: paid.orderId });
      if (paid.viaTrial) await trials.link(tx, paidWith, created.id);
      await repo.insertCharge(tx, {
        subscriptionId: created.id,
        periodIndex: 0,
        attempt: 0,
        kind: 'initial',
        amountCents: paid.finalSumCents,
        status: 'succeeded',
        orderId: paid.orderId,
        providerPaymentId: paid.providerPaymentId,
        createdAt: at,
        completedAt: at,
      });
      return 'activated';
    },

    /**
     * A provider's event that is the subscriptions' (in the transaction that records the event
     * id, so a replay is dropped before it gets here): the cardholder cancelled the mandate, a
     * subscription's payment was refunded, a renewal charge's outcome. Events out of order are
     * no-ops: the state machine does not allow them.
     */
    async applyProviderEvent(
      tx: Database,
      providerId: string,
      event: PaymentEvent,
    ): Promise<ProviderEventOutcome> {
      if (event.kind === 'mandate') {
        const subscription = UUID.test(event.reference)
          ? await repo.forUpdate(tx, event.reference)
          : undefined;
        if (!subscription || subscription.paymentSystem !== providerId) return 'not-mine';
        const cancelled = await lifecycle.transition(
          tx,
          subscription,
          'cancelConfirmed',
          { cancelledAt: now() },
          { eventId: event.eventId },
        );
        if (!cancelled) return 'ignored';
        await lifecycle.notify(tx, cancelled, 'cancelled', { date: cancelled.endDate });
        return 'applied';
      }
      const charge = UUID.test(event.orderId)
        ? await repo.chargeOfReference(tx, event.orderId)
        : undefined;
      if (!charge) return 'not-mine';
      if (event.type === 'payment.refunded') {
        if (charge.status !== 'succeeded') return 'ignored';
        await repo.updateCharge(tx, charge.id, { status: 'refunded' });
        const subscription = await repo.forUpdate(tx, charge.subscriptionId);
        if (!subscription) return 'ignored';
        const refunded = await lifecycle.transition(
          tx,
          subscription,
          'refunded',
          { nextRetryAt: null },
          { eventId: event.eventId, chargeId: charge.id },
        );
        return refunded ? 'applied' : 'ignored';
      }
      if (charge.status !== 'charging') return 'ignored';
      const result = await lifecycle.recordCharge(tx, charge.id, {
        status: event.status,
        paymentId: event.paymentId,
        failureReason: event.failureReason,
      });
      return result === 'skipped' ? 'ignored' : 'applied';
    },

    /** Whether a provider's reference names a subscription's charge (renewals are not orders). */
    async isChargeReference(reference: string): Promise<boolean> {
      return UUID.test(reference) && (await repo.chargeById(db, reference)) !== undefined;
    },

    /** What the user's subscription opens now (the entitlement rule's input). */
    async accessOf(userId: string): Promise<SubscriptionAccess> {
      const subscription = await withAccess(db, userId);
      if (!subscription) return { tariff: null, trialPackIds: null };
      return {
        tariff: {
          id: subscription.tariffId,
          isLifetime: subscription.isLifetime,
          durationDays: subscription.durationDays,
        },
        trialPackIds: subscription.isTrial ? subscription.trialContentPackIds : null,
      };
    },

    /**
     * spec 1 §9: may the caller buy this tariff (and its trial: a new customer only), and what of
     * their period is credited to it.
     */
    async tariffQuote(userId: string | null, tariffId: string): Promise<TariffQuote> {
      const tariff = (await snapshot.get()).activeTariffs.find(({ id }) => id === tariffId);
      if (!userId || !tariff) return { refusal: null, trialRefusal: null, creditCents: 0 };
      const [current, trialRefusal] = await Promise.all([
        withAccess(db, userId),
        trials.refusalOf(db, userId),
      ]);
      return quoteFor(current, tariff, trialRefusal);
    },

    /**
     * GET /subscriptions/active: the caller's subscription that gives access now; without one,
     * the latest that ended (expired or refunded), for its panel and its Renew offer.
     */
    async current(
      userId: string,
      language: Language,
    ): Promise<{ subscription: SubscriptionDto | null; ended: SubscriptionDto | null }> {
      const subscription = await withAccess(db, userId);
      const latest = subscription ? undefined : await repo.latestOfUser(db, userId);
      const ended =
        latest && (latest.status === 'EXPIRED' || latest.status === 'REFUNDED') ? latest : null;
      const shown = subscription ?? ended;
      if (!shown) return { subscription: null, ended: null };
      const dto = toSubscriptionDto(shown, await snapshot.get(), now(), language);
      return subscription ? { subscription: dto, ended: null } : { subscription: null, ended: dto };
    },

    /**
     * GET /subscriptions/tariffs: every tariff on sale, with what each is to the caller. An
     * upgrade's price is what the cart will charge: less the caller's personal discount
     * (`discountPercentOf`), then less the unused part of the current period.
     */
    async tariffs(
      userId: string | null,
      language: Language,
      discountPercentOf: (tariffId: string) => Promise<number> = async () => 0,
    ): Promise<TariffDto[]> {
      const catalog = await snapshot.get();
      const current = userId ? await withAccess(db, userId) : null;
      // A guest is taken for a new customer; the cart asks again once they sign in.
      const trialRefusal = userId ? await trials.refusalOf(db, userId) : null;
      return Promise.all(
        catalog.activeTariffs.map(async (tariff) => {
          const quote = quoteFor(current, tariff, trialRefusal);
          const isCurrent = current?.tariffId === tariff.id;
          const isUpgrade =
            quote.refusal === null &&
            current !== null &&
            isRenewing(current.status as SubscriptionStatus);
          const upgrade = isUpgrade
            ? {
                creditCents: quote.creditCents,
                discountedPriceCents: afterPersonalDiscount(
                  tariff.priceCents,
                  await discountPercentOf(tariff.id),
                ),
              }
            : null;
          return toTariffDto(
            tariff,
            catalog,
            {
              isCurrent,
              isAvailable: quote.refusal === null,
              isTrialAvailable:
                tariff.isTrialEnabled &&
                tariff.trialPriceCents !== null &&
                quote.refusal === null &&
                trialRefusal === null,
              upgrade,
            },
            language,
          );
        }),
      );
    },

    /**
     * Manage subscription (spec 1 §2): the provider's hosted management page for the caller's
     * subscription; it returns to the cancel-result page.
     */
    async manage(userId: string, origin: string): Promise<{ redirectUrl: string }> {
      const subscription = await withAccess(db, userId);
      if (!subscription) throw new DomainError('SubscriptionNotFound', 'No active subscription');
      if (subscription.isLifetime) {
        throw new DomainError('LifetimeNotCancellable', 'A lifetime subscription has no renewals');
      }
      const provider = deps.providers.get(subscription.paymentSystem ?? '');
      if (!provider) {
        throw new DomainError('PaymentMethodUnavailable', 'The payment provider is not available');
      }
      const returnUrl = new URL('/subscription/cancel-result', origin);
      returnUrl.searchParams.set('subscriptionId', subscription.id);
      return provider.createManagementSession({
        reference: subscription.id,
        paymentMethodToken: subscription.paymentMethodToken,
        description: subscription.tariffName,
        returnUrl: returnUrl.toString(),
        webhookUrl: `${deps.publicUrl}/api/v1/payments/webhook/${provider.id}`,
      });
    },

    /**
     * spec 1 §4 cancel: ACTIVE → CANCEL_IN_PROGRESS until the provider confirms (CANCELLED);
     * access lasts to the end date. The provider's confirmation may come first (its webhook):
     * the user's first request then answers with it; any later one is refused.
     */
    async cancel(
      userId: string,
      subscriptionId: string,
      language: Language,
    ): Promise<SubscriptionDto> {
      const found = await ownSubscription(userId, subscriptionId);
      if (found.isLifetime) {
        throw new DomainError('LifetimeNotCancellable', 'A lifetime subscription has no renewals');
      }
      const requested = await db.transaction(async (tx) => {
        const subscription = await repo.forUpdate(tx, found.id);
        if (!subscription) throw new DomainError('SubscriptionNotFound', 'No such subscription');
        const status = subscription.status as SubscriptionStatus;
        const isCancelled = status === 'CANCELLED' || status === 'CANCEL_IN_PROGRESS';
        if (isCancelled && subscription.cancelRequestedAt === null) {
          return repo.update(tx, subscription.id, { cancelRequestedAt: now(), updatedAt: now() });
        }
        if (isCancelled) {
          throw new DomainError(
            'SubscriptionAlreadyCancelled',
            'The subscription is already cancelled',
          );
        }
        const cancelling = await lifecycle.transition(tx, subscription, 'cancelRequested', {
          cancelRequestedAt: now(),
        });
        if (!cancelling) {
          throw new DomainError('SubscriptionNotFound', 'The subscription is no longer active');
        }
        return cancelling;
      });
      if (requested.status === 'CANCEL_IN_PROGRESS') await confirmCancel(requested);
      const latest = (await repo.byId(db, requested.id)) ?? requested;
      return toSubscriptionDto(latest, await snapshot.get(), now(), language);
    },

    /** Renewal charges of the user's subscriptions, for the transactions list. */
    renewalsOfUser: (userId: string) => repo.settledRenewalsOfUser(db, userId),

    /**
     * What keeps the account from being deleted (spec 2 §5): a subscription that gives access.
     * A lifetime one cannot be cancelled, so it is only the holder's agreement that it ends with
     * the account (the caller asks for it).
     */
    liveSubscriptionOf: async (
      tx: Database,
      userId: string,
    ): Promise<{ isLifetime: boolean } | null> => {
      const live = await withAccess(tx, userId);
      return live && { isLifetime: live.isLifetime };
    },

    /** A trial is sold once per customer and per card (trials.ts), checked in fulfilment. */
    claimTrial: (...args: Parameters<Trials['claim']>) => trials.claim(...args),

    /** Account deletion: the user's subscriptions go with the account, in its transaction. */
    deleteOfUser: (tx: Database, userId: string) => repo.deleteOfUser(tx, userId),

    lifecycle,
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
