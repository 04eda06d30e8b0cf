/**
 * The subscription state machine (spec 1 §3 Subscription statuses, §4 subscription flags; spec 2
 * §5). One place says which event moves a subscription from which status to which: the server
 * applies events through `nextStatus` only, and the web derives its flags with `flagsOf`.
 *
 *   PENDING ─paid─▶ ACTIVE (a trial is ACTIVE with isTrial)
 *   ACTIVE ─renewalFailed─▶ GRACE ─retryFailed─▶ GRACE ─renewed─▶ ACTIVE
 *   GRACE ─paymentFailed─▶ PAYMENT_FAILED (declined through the whole grace: access ends)
 *   ACTIVE ─cancelRequested─▶ CANCEL_IN_PROGRESS ─cancelConfirmed─▶ CANCELLED ─periodEnded─▶ EXPIRED
 *   any paid status ─refunded─▶ REFUNDED
 *
 * EXPIRED, PAYMENT_FAILED and REFUNDED are the ends: a new purchase starts a new subscription.
 */

export const SUBSCRIPTION_STATUSES = [
  'PENDING',
  'ACTIVE',
  'CANCEL_IN_PROGRESS',
  'CANCELLED',
  'GRACE',
  'PAYMENT_FAILED',
  'EXPIRED',
  'REFUNDED',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_EVENTS = [
  /** The first payment (or the trial's) succeeded. */
  'paid',
  /** The first payment failed or was abandoned. */
  'paymentAbandoned',
  /** A renewal (or the trial's conversion, or a retry in grace) was charged. */
  'renewed',
  /** A renewal charge was declined: access is kept while it is retried (grace). */
  'renewalFailed',
  /**
   * No longer applied: a declined renewal once passed through PAYMENT_FAILED into grace, and the
   * history of those subscriptions still names it.
   */
  'graceStarted',
  /** A retry in grace was declined again. */
  'retryFailed',
  /** The renewal stayed declined through the whole grace (or there is none): access ends. */
  'paymentFailed',
  /** The user asked to cancel (Manage subscription). */
  'cancelRequested',
  /** The provider confirmed the cancellation: no more renewals. */
  'cancelConfirmed',
  /** The provider could not cancel; the subscription carries on. */
  'cancelFailed',
  /** An upgrade to a longer tariff was paid: a new period starts on the same subscription. */
  'upgraded',
  /** The period (or grace) ended with nothing more to charge. */
  'periodEnded',
  /** The provider refunded the payment: access ends now. */
  'refunded',
] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

const TRANSITIONS: Record<
  SubscriptionStatus,
  Partial<Record<SubscriptionEvent, SubscriptionStatus>>
> = {
  PENDING: { paid: 'ACTIVE', paymentAbandoned: 'EXPIRED' },
  ACTIVE: {
    renewed: 'ACTIVE',
    renewalFailed: 'GRACE',
    cancelRequested: 'CANCEL_IN_PROGRESS',
    // The provider's confirmation may arrive before the user's request is recorded.
    cancelConfirmed: 'CANCELLED',
    upgraded: 'ACTIVE',
    // A lifetime subscription never ends; a period ends only where nothing renews it.
    periodEnded: 'EXPIRED',
    refunded: 'REFUNDED',
  },
  GRACE: {
    retryFailed: 'GRACE',
    renewed: 'ACTIVE',
    paymentFailed: 'PAYMENT_FAILED',
    cancelConfirmed: 'CANCELLED',
    upgraded: 'ACTIVE',
    refunded: 'REFUNDED',
  },
  CANCEL_IN_PROGRESS: {
    cancelConfirmed: 'CANCELLED',
    cancelFailed: 'ACTIVE',
    periodEnded: 'EXPIRED',
    refunded: 'REFUNDED',
  },
  CANCELLED: { periodEnded: 'EXPIRED', refunded: 'REFUNDED' },
  EXPIRED: {},
  PAYMENT_FAILED: {},
  REFUNDED: {},
};

/** The status an event leads to, or null when the event is not allowed in this status. */
export function nextStatus(
  status: SubscriptionStatus,
  event: SubscriptionEvent,
): SubscriptionStatus | null {
  return TRANSITIONS[status][event] ?? null;
}

/** Statuses nothing leaves: a new purchase starts a new subscription. */
export function isFinalStatus(status: SubscriptionStatus): boolean {
  return Object.keys(TRANSITIONS[status]).length === 0;
}

/** Statuses whose renewal is charged (at the period's end, or again in grace). */
export function isRenewing(status: SubscriptionStatus): boolean {
  return status === 'ACTIVE' || status === 'GRACE';
}

/**
 * Whether the subscription opens the catalog now: active (a trial too), in grace, or cancelled
 * (or being cancelled) until its end date. A lifetime subscription has no end date.
 */
export function givesAccess(
  subscription: { status: SubscriptionStatus; endDate: Date | null },
  now: Date,
): boolean {
  switch (subscription.status) {
    case 'ACTIVE':
    case 'GRACE':
    case 'CANCEL_IN_PROGRESS':
      return true;
    case 'CANCELLED':
      return subscription.endDate === null || subscription.endDate.getTime() > now.getTime();
    default:
      return false;
  }
}

/** spec 1 §4, spec 2 §5 subscription flags. */
export type SubscriptionFlags = {
  isActive: boolean;
  isCancelled: boolean;
  isGrace: boolean;
  isUpgradeAvailable: boolean;
};

export function flagsOf(
  subscription: {
    status: SubscriptionStatus;
    endDate: Date | null;
    tariff: { isLifetime: boolean };
  } | null,
  now: Date,
): SubscriptionFlags {
  if (!subscription || !givesAccess(subscription, now)) {
    return { isActive: false, isCancelled: false, isGrace: false, isUpgradeAvailable: false };
  }
  const isCancelled =
    subscription.status === 'CANCELLED' || subscription.status === 'CANCEL_IN_PROGRESS';
  return {
    isActive: true,
    isCancelled,
    isGrace: subscription.status === 'GRACE',
    // spec 1 §4: upgrade is available unless the tariff is lifetime.
    isUpgradeAvailable: !subscription.tariff.isLifetime,
  };
}

/** spec 1 §9 month and year lengths. */
export const MONTH_DAYS = 30;
export const YEAR_DAYS = 365;
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export type TariffKind = 'lifetime' | 'annual' | 'monthly' | 'daily';

/** spec 1 §9 tariff kind: lifetime; annual at 365 days or more; monthly at 30 or more; else daily. */
export function tariffKind(tariff: {
  isLifetime: boolean;
  durationDays: number | null;
}): TariffKind {
  if (tariff.isLifetime || tariff.durationDays === null) return 'lifetime';
  if (tariff.durationDays >= YEAR_DAYS) return 'annual';
  if (tariff.durationDays >= MONTH_DAYS) return 'monthly';
  return 'daily';
}

/** spec 1 §9: tariffs compare by duration, lifetime highest. */
export function tariffRank(tariff: { isLifetime: boolean; durationDays: number | null }): number {
  return tariff.isLifetime || tariff.durationDays === null
    ? Number.POSITIVE_INFINITY
    : tariff.durationDays;
}

export function isUpgrade(
  from: { isLifetime: boolean; durationDays: number | null },
  to: { isLifetime: boolean; durationDays: number | null },
): boolean {
  return tariffRank(to) > tariffRank(from);
}

/** spec 1 §6: lifetime and year tariffs give the exclusive packs. */
export function givesExclusiveAccess(tariff: {
  isLifetime: boolean;
  durationDays: number | null;
}): boolean {
  const kind = tariffKind(tariff);
  return kind === 'lifetime' || kind === 'annual';
}

/**
 * The unused part of the current period, credited to an upgrade: what was paid for the period
 * times the share of it still to come, in whole cents (rounded down: never more than was paid).
 */
export function unusedCreditCents(
  period: { paidCents: number; startDate: Date; endDate: Date | null },
  now: Date,
): number {
  if (period.endDate === null || period.paidCents <= 0) return 0;
  const total = period.endDate.getTime() - period.startDate.getTime();
  const left = Math.min(Math.max(period.endDate.getTime() - now.getTime(), 0), total);
  if (total <= 0) return 0;
  return Math.floor((period.paidCents * left) / total);
}

/** A period of `days` from `start` (spec 1 §9: a month is 30 days, a year 365). */
export function addDays(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

/** spec 1 §9 per-period price of a tariff, as the subscription page shows it. */
export type PerPeriodPrice =
  { unit: 'once'; amount: number } | { unit: 'day' | 'month' | 'year'; amount: number };

const floor2 = (value: number) => Math.floor(Math.round(value * 1e6) / 1e4) / 100;

/**
 * spec 1 §9: lifetime shows a one-time price; under 30 days per day; otherwise per month up to 12
 * months; from 13 months per year; divided prices floored to 2 decimals.
 */
export function perPeriodPrice(tariff: {
  isLifetime: boolean;
  durationDays: number | null;
  price: number;
}): PerPeriodPrice {
  if (tariff.isLifetime || tariff.durationDays === null) {
    return { unit: 'once', amount: tariff.price };
  }
  const days = tariff.durationDays;
  if (days < MONTH_DAYS) return { unit: 'day', amount: floor2(tariff.price / days) };
  const months = Math.floor(days / MONTH_DAYS);
  if (months <= 12) return { unit: 'month', amount: floor2(tariff.price / months) };
  return { unit: 'year', amount: floor2(tariff.price / (days / YEAR_DAYS)) };
}
