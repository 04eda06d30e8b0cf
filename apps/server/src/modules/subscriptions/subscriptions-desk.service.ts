import type { DeskSubscription } from '@parallax/core/contracts/desk-customers';
import { DomainError } from '@parallax/core/errors';
import type { SubscriptionStatus } from '@parallax/core/rules/subscription';
import { fromCents } from '@parallax/core/rules/price';
import type { Database } from '../../db/client.js';
import type { CancelRequested, Cancellation } from './cancellation.service.js';
import type { Lifecycle } from './lifecycle.service.js';
import {
  subscriptionsRepository as repo,
  type SubscriptionRow,
} from './subscriptions.repository.js';
import {
  subscriptionsDeskRepository,
  type SubscriptionEventRow,
} from './subscriptions-desk.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A saved card whose mandate is to be cancelled once the caller's transaction commits. */
export type MandateToCancel = { paymentSystem: string; paymentMethodToken: string } | null;

/** A subscription and its history as the desk shows it. */
export function deskSubscriptionOf(
  subscription: SubscriptionRow,
  events: readonly SubscriptionEventRow[],
): DeskSubscription {
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
  };
}

/**
 * What the desk does to subscriptions: the tariff of a refunded order taken back (REFUNDED, its
 * charge refunded, in the refund's transaction), and a customer's subscriptions with their history.
 */
export function createSubscriptionsDesk(deps: {
  db: Database;
  lifecycle: Lifecycle;
  cancellation: Pick<Cancellation, 'cancel'>;
}) {
  const deskViewById = async (subscriptionId: string): Promise<DeskSubscription | null> => {
    const subscription = await repo.byId(deps.db, subscriptionId);
    if (!subscription) return null;
    const rows = await subscriptionsDeskRepository.ofUser(deps.db, subscription.userId);
    const row = rows.find((candidate) => candidate.subscription.id === subscriptionId);
    return row ? deskSubscriptionOf(row.subscription, row.events) : null;
  };

  return {
    /**
     * The order's tariff given back (spec 1 §3: REFUNDED, access ends now), in the caller's
     * transaction; the saved card whose mandate the caller cancels after the commit (null: none,
     * or the subscription had already ended).
     */
    refundOrderTariff: async (
      tx: Database,
      orderId: string,
      detail: Record<string, unknown>,
    ): Promise<MandateToCancel> => {
      const charge = await repo.chargeOfReference(tx, orderId);
      if (!charge) return null;
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
    },

    /** The customer's subscriptions, newest first, with their events (the desk). */
    deskViewOf: async (userId: string): Promise<DeskSubscription[]> => {
      const rows = await subscriptionsDeskRepository.ofUser(deps.db, userId);
      return rows.map((row) => deskSubscriptionOf(row.subscription, row.events));
    },

    /**
     * The desk cancels a customer's subscription as the customer's own cancel does (spec 1 §4:
     * no more renewals, access to the end date); `onRequested` records it in the request's
     * transaction.
     */
    cancelForCustomer: async (
      subscriptionId: string,
      onRequested: CancelRequested,
    ): Promise<DeskSubscription> => {
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
