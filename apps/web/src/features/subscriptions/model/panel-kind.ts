import type { SubscriptionDto } from '@parallax/core/contracts/subscriptions';

/**
 * spec 1 §4: each subscription status has its own panel; a trial is an active subscription with
 * isTrial; a lifetime subscription has a panel without manage or renew actions. A renewal
 * declined through the whole grace (PAYMENT_FAILED), a refund (REFUNDED) and the end of the
 * last period (EXPIRED) end the subscription, each with its own panel.
 */
export type PanelKind =
  | 'active'
  | 'trial'
  | 'lifetime'
  | 'cancelInProgress'
  | 'cancelled'
  | 'grace'
  | 'paymentFailed'
  | 'pending'
  | 'refunded'
  | 'ended';

export function panelKind(
  subscription: Pick<SubscriptionDto, 'status' | 'isTrial'> & {
    tariff: Pick<SubscriptionDto['tariff'], 'isLifetime'>;
  },
): PanelKind {
  switch (subscription.status) {
    case 'ACTIVE':
      if (subscription.tariff.isLifetime) return 'lifetime';
      return subscription.isTrial ? 'trial' : 'active';
    case 'CANCEL_IN_PROGRESS':
      return 'cancelInProgress';
    case 'CANCELLED':
      return 'cancelled';
    case 'GRACE':
      return 'grace';
    case 'PAYMENT_FAILED':
      return 'paymentFailed';
    case 'PENDING':
      return 'pending';
    case 'REFUNDED':
      return 'refunded';
    case 'EXPIRED':
      return 'ended';
  }
}

/** The panels of a subscription that no longer gives access (they offer to renew it). */
export function isEnded(kind: PanelKind): boolean {
  return kind === 'ended' || kind === 'paymentFailed' || kind === 'refunded';
}

/** Manage subscription is offered where there is a renewal to manage (not lifetime, not ended). */
export function canManage(kind: PanelKind): boolean {
  return kind !== 'lifetime' && kind !== 'pending' && !isEnded(kind);
}
