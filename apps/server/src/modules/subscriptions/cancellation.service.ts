import type { SubscriptionDto } from '@parallax/core/contracts/subscriptions';
import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import type { SubscriptionStatus } from '@parallax/core/rules/subscription';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from '../../providers/payments/payments.types.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { Lifecycle } from './lifecycle.service.js';
import type { SubscriptionAccessService } from './subscription-access.service.js';
import { toSubscriptionDto } from './subscriptions.presenter.js';
import {
  subscriptionsRepository as repo,
  type SubscriptionRow,
} from './subscriptions.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type CancellationDeps = {
  db: Database;
  snapshot: CatalogSnapshotSource;
  access: Pick<SubscriptionAccessService, 'liveOf'>;
  lifecycle: Lifecycle;
  providers: ReadonlyMap<string, PaymentProvider>;
  publicUrl: string;
  now: () => Date;
  log: { warn: (object: object, message: string) => void };
};

function refuseLifetime(subscription: SubscriptionRow): void {
  if (subscription.isLifetime) {
    throw new DomainError('LifetimeNotCancellable', 'A lifetime subscription has no renewals');
  }
}

/**
 * Asks the provider to stop the renewals; CANCELLED once it has confirmed (true). Until then the
 * subscription stays CANCEL_IN_PROGRESS: the provider's `mandate.canceled` webhook, or the
 * billing run asking again later, confirms it.
 */
async function confirmCancel(
  deps: CancellationDeps,
  subscription: SubscriptionRow,
): Promise<boolean> {
  const provider = deps.providers.get(subscription.paymentSystem ?? '');
  try {
    const answer =
      provider && subscription.paymentMethodToken
        ? await provider.cancelMandate(subscription.paymentMethodToken)
        : 'confirmed';
    if (answer === 'pending') return false;
  } catch (error) {
    deps.log.warn({ err: error, subscriptionId: subscription.id }, 'cancel not confirmed yet');
    return false;
  }
  return deps.db.transaction(async (tx) => {
    const locked = await repo.forUpdate(tx, subscription.id);
    if (!locked || locked.status !== 'CANCEL_IN_PROGRESS') return false;
    const cancelled = await deps.lifecycle.transition(tx, locked, 'cancelConfirmed', {
      cancelledAt: deps.now(),
    });
    if (cancelled) {
      await deps.lifecycle.notify(tx, cancelled, 'cancelled', { date: cancelled.endDate });
    }
    return cancelled !== null;
  });
}

/** Told in the cancel request's transaction (the desk records it in its audit log). */
export type CancelRequested = (
  tx: Database,
  before: SubscriptionRow,
  after: SubscriptionRow,
) => Promise<void>;

/**
 * ACTIVE → CANCEL_IN_PROGRESS, under the row's lock. A subscription the provider's confirmation
 * reached first (its webhook) answers the user's first request with it; any later one is refused.
 */
async function requestCancel(
  deps: CancellationDeps,
  subscriptionId: string,
  onRequested?: CancelRequested,
) {
  const { now } = deps;
  return deps.db.transaction(async (tx) => {
    const subscription = await repo.forUpdate(tx, subscriptionId);
    if (!subscription) throw new DomainError('SubscriptionNotFound', 'No such subscription');
    const status = subscription.status as SubscriptionStatus;
    const isCancelled = status === 'CANCELLED' || status === 'CANCEL_IN_PROGRESS';
    if (isCancelled && subscription.cancelRequestedAt === null) {
      const updated = await repo.update(tx, subscription.id, {
        cancelRequestedAt: now(),
        updatedAt: now(),
      });
      await onRequested?.(tx, subscription, updated);
      return updated;
    }
    if (isCancelled) {
      throw new DomainError(
        'SubscriptionAlreadyCancelled',
        'The subscription is already cancelled',
      );
    }
    const cancelling = await deps.lifecycle.transition(tx, subscription, 'cancelRequested', {
      cancelRequestedAt: now(),
    });
    if (!cancelling) {
      throw new DomainError('SubscriptionNotFound', 'The subscription is no longer active');
    }
    await onRequested?.(tx, subscription, cancelling);
    return cancelling;
  });
}

async function ownSubscription(deps: CancellationDeps, userId: string, subscriptionId: string) {
  const subscription = UUID.test(subscriptionId)
    ? await repo.byId(deps.db, subscriptionId)
    : undefined;
  if (!subscription || subscription.userId !== userId) {
    throw new DomainError('SubscriptionNotFound', 'No such subscription');
  }
  return subscription;
}

/** Cancelling a subscription's renewals (spec 1 §2 manage subscription, §4 cancel). */
export function createCancellation(deps: CancellationDeps) {
  const { db, snapshot, now } = deps;
  return {
    confirmCancel: (subscription: SubscriptionRow) => confirmCancel(deps, subscription),

    /**
     * Manage subscription (spec 1 §2): the provider's hosted management page for the caller's
     * subscription; it returns to the cancel-result page.
     */
    manage: async (userId: string, origin: string): Promise<{ redirectUrl: string }> => {
      const subscription = await deps.access.liveOf(db, userId);
      if (!subscription) throw new DomainError('SubscriptionNotFound', 'No active subscription');
      refuseLifetime(subscription);
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
     * access lasts to the end date.
     */
    cancel: async (
      userId: string,
      subscriptionId: string,
      language: Language,
      onRequested?: CancelRequested,
    ): Promise<SubscriptionDto> => {
      const found = await ownSubscription(deps, userId, subscriptionId);
      refuseLifetime(found);
      const requested = await requestCancel(deps, found.id, onRequested);
      if (requested.status === 'CANCEL_IN_PROGRESS') await confirmCancel(deps, requested);
      const latest = (await repo.byId(db, requested.id)) ?? requested;
      return toSubscriptionDto(latest, await snapshot.get(), now(), language);
    },
  };
}

export type Cancellation = ReturnType<typeof createCancellation>;
