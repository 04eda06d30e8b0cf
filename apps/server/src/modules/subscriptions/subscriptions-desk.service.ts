import type { DeskSubscription } from '@parallax/core/contracts/desk-customers';
import { DomainError } from '@parallax/core/errors';
import type { SubscriptionStatus } from '@parallax/core/rules/subscription';
import { fromCents } from '@parallax/core/rules/price';
import type { Database } from '../../db/client.js';
import type { CancelRequested, Cancellation } from './cancellation.service.js';
import type { Lifecycle } from './lifecycle.service.js';
import { subscriptionsRepository as repo, type ChargeRow } from './subscriptions.repository.js';
import {
  subscriptionsDeskRepository,
  type DeskSubscriptionRows,
} from './subscriptions-desk.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A saved card whose mandate is to be cancelled once the caller's transaction commits. */
export type MandateToCancel = { paymentSystem: string; paymentMethodToken: string } | null;

/** A paid renewal charge of a subscription (its refunds are the payments module's). */
export type PaidRenewal = {
  id: string;
  periodIndex: number;
  amountCents: number;
  paidAt: Date;
  status: 'succeeded' | 'refunded';
};

/** A subscription as the desk shows it, its renewals without their refunds. */
export type DeskSubscriptionView = Omit<DeskSubscription, 'renewals'> & {
  renewals: PaidRenewal[];
};

/** A renewal charge, locked for a refund: what it paid and whose acquirer payment it was. */
export type RenewalToRefund = {
  id: string;
  subscriptionId: string;
  userId: string;
  amountCents: number;
  /** A renewal the acquirer paid (whatever was refunded of it since). */
  isPaid: boolean;
  isRefunded: boolean;
  paymentSystem: string | null;
  providerPaymentId: string | null;
};

const paidRenewalOf = (charge: ChargeRow): PaidRenewal => ({
  id: charge.id,
  periodIndex: charge.periodIndex,
  amountCents: charge.amountCents,
  paidAt: charge.completedAt ?? charge.createdAt,
  status: charge.status === 'refunded' ? 'refunded' : 'succeeded',
});

/** A subscription, its history and its paid renewals as the desk shows them. */
function deskSubscriptionOf({
  subscription,
  events,
  renewals,
}: DeskSubscriptionRows): DeskSubscriptionView {
  return {
    id: subscription.id,
    tariffId: subscription.tariffId,
    tariffName: subscription.tariffName,
    status: subscription.status as SubscriptionStatus,
    startDate: subscription.startDate.toISOString(),
    endDate: subscription.endDate?.toISOString() ?? null,
    isTrial: subscription.isTrial,
    isLifetime: subscription.isLifetime,
    renewalPrice: fromCents(subscription.renewalPriceCents),
    cardPan: subscription.cardPan,
    cancelRequestedAt: subscription.cancelRequestedAt?.toISOString() ?? null,
    events: events.map((event) => ({
      event: event.event,
      from: event.fromStatus,
      to: event.toStatus,
      at: event.at.toISOString(),
    })),
    renewals: renewals.map(paidRenewalOf),
  };
}

/** The renewal charge `chargeId`, locked for the caller's transaction (undefined: none). */
async function lockedRenewal(tx: Database, chargeId: string): Promise<RenewalToRefund | undefined> {
  const charge = UUID.test(chargeId) ? await repo.chargeForUpdate(tx, chargeId) : undefined;
  const subscription = charge && (await repo.byId(tx, charge.subscriptionId));
  if (!charge || !subscription) return undefined;
  return {
    id: charge.id,
    subscriptionId: subscription.id,
    userId: subscription.userId,
    amountCents: charge.amountCents,
    isPaid:
      charge.kind === 'renewal' && (charge.status === 'succeeded' || charge.status === 'refunded'),
    isRefunded: charge.status === 'refunded',
    paymentSystem: subscription.paymentSystem,
    providerPaymentId: charge.providerPaymentId,
  };
}

/**
 * What the desk does to subscriptions: a refunded order's tariff or renewal charge taken back
 * (REFUNDED, its charge refunded, in the refund's transaction), and a customer's subscriptions
 * with their history and paid renewals.
 */
export function createSubscriptionsDesk(deps: {
  db: Database;
  lifecycle: Lifecycle;
  cancellation: Pick<Cancellation, 'cancel'>;
}) {
  const deskViewById = async (subscriptionId: string): Promise<DeskSubscriptionView | null> => {
    const subscription = await repo.byId(deps.db, subscriptionId);
    if (!subscription) return null;
    const rows = await subscriptionsDeskRepository.ofUser(deps.db, subscription.userId);
    const row = rows.find((candidate) => candidate.subscription.id === subscriptionId);
    return row ? deskSubscriptionOf(row) : null;
  };

  /**
   * A paid charge given back in full (spec 1 §3: the charge refunded, the subscription REFUNDED,
   * access ends now), in the caller's transaction, the charge locked; the saved card whose
   * mandate the caller cancels after the commit (null: none, or the subscription had ended).
   */
  const refundChargeRow = async (
    tx: Database,
    charge: ChargeRow,
    detail: Record<string, unknown>,
  ): Promise<MandateToCancel> => {
    if (charge.status === 'succeeded') {
      await repo.updateCharge(tx, charge.id, { status: 'refunded' });
    }
    const subscription = await repo.forUpdate(tx, charge.subscriptionId);
    if (!subscription) return null;
    const refunded = await deps.lifecycle.transition(
      tx,
      subscription,
      'refunded',
      { nextRetryAt: null },
      { ...detail, chargeId: charge.id },
    );
    if (!refunded?.paymentSystem || !refunded.paymentMethodToken) return null;
    return {
      paymentSystem: refunded.paymentSystem,
      paymentMethodToken: refunded.paymentMethodToken,
    };
  };

  return {
    /** The order's tariff given back: its charge refunded in full (refundChargeRow). */
    refundOrderTariff: async (
      tx: Database,
      orderId: string,
      detail: Record<string, unknown>,
    ): Promise<MandateToCancel> => {
      const charge = await repo.chargeOfReference(tx, orderId);
      return charge ? refundChargeRow(tx, charge, detail) : null;
    },

    /** A renewal charge given back in full (refundChargeRow). */
    refundCharge: async (
      tx: Database,
      chargeId: string,
      detail: Record<string, unknown>,
    ): Promise<MandateToCancel> => {
      const charge = UUID.test(chargeId) ? await repo.chargeForUpdate(tx, chargeId) : undefined;
      return charge ? refundChargeRow(tx, charge, detail) : null;
    },

    lockedRenewal,

    /** A subscription as the desk shows it (null: no such subscription). */
    deskViewById,

    /** The customer's subscriptions, newest first, with their events (the desk). */
    deskViewOf: async (userId: string): Promise<DeskSubscriptionView[]> => {
      const rows = await subscriptionsDeskRepository.ofUser(deps.db, userId);
      return rows.map(deskSubscriptionOf);
    },

    /**
     * The desk cancels a customer's subscription as the customer's own cancel does (spec 1 §4:
     * no more renewals, access to the end date); `onRequested` records it in the request's
     * transaction.
     */
    cancelForCustomer: async (
      subscriptionId: string,
      onRequested: CancelRequested,
    ): Promise<DeskSubscriptionView> => {
      const found = UUID.test(subscriptionId)
        ? await repo.byId(deps.db, subscriptionId)
        : undefined;
      if (!found) throw new DomainError('SubscriptionNotFound', 'No such subscription');
      const language = found.language === 'es' ? 'es' : 'en';
      await deps.cancellation.cancel(found.userId, found.id, language, onRequested);
      const view = await deskViewById(found.id);
      if (!view) throw new DomainError('SubscriptionNotFound', 'No such subscription');
      return view;
    },
  };
}
