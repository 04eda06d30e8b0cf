import type { SubscriptionDto } from '@parallax/core/contracts/subscriptions';
import type { Language } from '@parallax/core/platform';
import type { Database } from '../../db/client.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { createActivation } from './activation.service.js';
import type { Cancellation } from './cancellation.service.js';
import type { Lifecycle } from './lifecycle.service.js';
import { createProviderEvents } from './provider-events.service.js';
import { createSubscriptionsDesk } from './subscriptions-desk.service.js';
import type { RenewalCharges } from './renewal-charges.service.js';
import type { SubscriptionAccessService } from './subscription-access.service.js';
import { toSubscriptionDto } from './subscriptions.presenter.js';
import { subscriptionsRepository as repo } from './subscriptions.repository.js';
import type { TariffPricingService } from './tariff-pricing.service.js';
import type { Trials } from './trials.service.js';

/** The statuses a subscription ends in, whose panel /subscriptions/active shows as `ended`. */
const ENDED: ReadonlySet<string> = new Set(['EXPIRED', 'PAYMENT_FAILED', 'REFUNDED']);

/**
 * Subscriptions to tariffs (spec 1 §3 Subscription and Tariff, §4, §9; spec 2 §5): activation
 * in the payment's fulfilment, upgrades, cancel through the provider's management page, the
 * provider's mandate and refund events. Every status change goes through core `nextStatus`
 * (lifecycle.service.ts); renewals are the billing run's (billing.service.ts); what a
 * subscription opens is the access service's, its price the tariff pricing's.
 */
export function createSubscriptionsService(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  auth: Pick<AuthService, 'lockUser'>;
  access: Pick<SubscriptionAccessService, 'liveOf'>;
  lifecycle: Lifecycle;
  trials: Trials;
  pricing: Pick<TariffPricingService, 'creditOf' | 'renewalPriceCents'>;
  renewalCharges: Pick<RenewalCharges, 'recordCharge'>;
  cancellation: Pick<Cancellation, 'manage' | 'cancel'>;
  now: () => Date;
  log: { warn: (object: object, message: string) => void };
}) {
  const { db, now, snapshot, access, trials, cancellation } = deps;
  const activation = createActivation(deps);
  const providerEvents = createProviderEvents(deps);
  const desk = createSubscriptionsDesk(deps);

  return {
    /**
     * Payment fulfilment (spec 1 §3): the paid tariff becomes an ACTIVE subscription (a trial:
     * isTrial to trialEndsAt), with the card saved for renewals; in the payment's transaction,
     * so once per order. A live subscriber's upgrade switches the same subscription to the new
     * tariff with a new period; a cancelled one still running ends as the new one starts.
     */
    activate: activation.activate,
    applyProviderEvent: providerEvents.applyProviderEvent,
    isChargeReference: providerEvents.isChargeReference,

    /**
     * GET /subscriptions/active: the caller's subscription that gives access now; without one,
     * the latest that ended (expired, its payment failed for good, or refunded), for its panel
     * and its Renew offer.
     */
    async current(
      userId: string,
      language: Language,
    ): Promise<{ subscription: SubscriptionDto | null; ended: SubscriptionDto | null }> {
      const subscription = await access.liveOf(db, userId);
      const latest = subscription ? undefined : await repo.latestOfUser(db, userId);
      const ended = latest && ENDED.has(latest.status) ? latest : null;
      const shown = subscription ?? ended;
      if (!shown) return { subscription: null, ended: null };
      const dto = toSubscriptionDto(shown, await snapshot.get(), now(), language);
      return subscription ? { subscription: dto, ended: null } : { subscription: null, ended: dto };
    },

    manage: cancellation.manage,
    cancel: cancellation.cancel,

    /**
     * The desk's: a refunded order's tariff or renewal charge taken back, a renewal locked for
     * its refund, a customer's subscriptions, a cancel.
     */
    refundOrderTariff: desk.refundOrderTariff,
    refundCharge: desk.refundCharge,
    lockedRenewal: desk.lockedRenewal,
    deskViewOf: desk.deskViewOf,
    deskViewById: desk.deskViewById,
    cancelForCustomer: desk.cancelForCustomer,

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
      const live = await access.liveOf(tx, userId);
      return live && { isLifetime: live.isLifetime };
    },

    /** A trial is sold once per customer and per card (trials.service.ts), checked in fulfilment. */
    claimTrial: (...args: Parameters<Trials['claim']>) => trials.claim(...args),

    /** Account deletion: the user's subscriptions go with the account, in its transaction. */
    deleteOfUser: (tx: Database, userId: string) => repo.deleteOfUser(tx, userId),
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
