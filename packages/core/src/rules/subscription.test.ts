import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  flagsOf,
  givesAccess,
  givesExclusiveAccess,
  isFinalStatus,
  isRenewing,
  isUpgrade,
  nextStatus,
  perPeriodPrice,
  SUBSCRIPTION_EVENTS,
  SUBSCRIPTION_STATUSES,
  tariffKind,
  unusedCreditCents,
  type SubscriptionStatus,
} from './subscription.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const event = fc.constantFrom(...SUBSCRIPTION_EVENTS);
const status = fc.constantFrom(...SUBSCRIPTION_STATUSES);

/** Applies events the machine allows (the server ignores or refuses the others). */
function run(start: SubscriptionStatus, events: readonly (typeof SUBSCRIPTION_EVENTS)[number][]) {
  let current = start;
  const visited: SubscriptionStatus[] = [current];
  for (const next of events) {
    current = nextStatus(current, next) ?? current;
    visited.push(current);
  }
  return visited;
}

describe('the subscription state machine', () => {
  it('never reaches a status outside the spec, whatever the events', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        for (const reached of run('PENDING', events)) {
          expect(SUBSCRIPTION_STATUSES).toContain(reached);
        }
      }),
    );
  });

  it('leaves EXPIRED, PAYMENT_FAILED and REFUNDED for nothing: a new purchase is a new subscription', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const visited = run('PENDING', events);
        const final = visited.findIndex((reached) => isFinalStatus(reached));
        if (final >= 0) expect(new Set(visited.slice(final))).toEqual(new Set([visited[final]]));
      }),
    );
  });

  it('reaches every status from PENDING, and each final status is EXPIRED, PAYMENT_FAILED or REFUNDED', () => {
    const seen = new Set<SubscriptionStatus>(['PENDING']);
    let frontier: SubscriptionStatus[] = ['PENDING'];
    while (frontier.length > 0) {
      frontier = frontier.flatMap((from) =>
        SUBSCRIPTION_EVENTS.map((on) => nextStatus(from, on)).filter(
          (to): to is SubscriptionStatus => to !== null && !seen.has(to) && Boolean(seen.add(to)),
        ),
      );
    }
    expect([...seen].sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
    expect(SUBSCRIPTION_STATUSES.filter(isFinalStatus).sort()).toEqual([
      'EXPIRED',
      'PAYMENT_FAILED',
      'REFUNDED',
    ]);
  });

  it('renews only what is paid up or being retried, and never after a cancellation', () => {
    expect(SUBSCRIPTION_STATUSES.filter(isRenewing).sort()).toEqual(['ACTIVE', 'GRACE']);
    for (const from of ['CANCEL_IN_PROGRESS', 'CANCELLED'] as const) {
      expect(nextStatus(from, 'renewed')).toBeNull();
      expect(nextStatus(from, 'renewalFailed')).toBeNull();
    }
  });

  it('keeps access in grace and until a cancelled subscription’s end date, never after a refund or a payment that failed for good', () => {
    fc.assert(
      fc.property(status, fc.option(fc.integer({ min: -400, max: 400 })), (at, days) => {
        const endDate = days === null ? null : addDays(NOW, days);
        const access = givesAccess({ status: at, endDate }, NOW);
        const ended = ['EXPIRED', 'PAYMENT_FAILED', 'REFUNDED', 'PENDING'];
        if (ended.includes(at)) expect(access).toBe(false);
        if (at === 'GRACE' || at === 'ACTIVE') expect(access).toBe(true);
        if (at === 'CANCELLED') expect(access).toBe(endDate === null || endDate > NOW);
        const flags = flagsOf({ status: at, endDate, tariff: { isLifetime: false } }, NOW);
        expect(flags.isActive).toBe(access);
        if (!access)
          expect(flags).toEqual({
            isActive: false,
            isCancelled: false,
            isGrace: false,
            isUpgradeAvailable: false,
          });
      }),
    );
  });

  it('a declined renewal is retried in grace; declined through it, the payment failed for good', () => {
    expect(run('ACTIVE', ['renewalFailed', 'retryFailed', 'paymentFailed'])).toEqual([
      'ACTIVE',
      'GRACE',
      'GRACE',
      'PAYMENT_FAILED',
    ]);
    expect(nextStatus('ACTIVE', 'paymentFailed')).toBeNull();
    expect(nextStatus('PAYMENT_FAILED', 'renewed')).toBeNull();
  });

  it('offers no upgrade from lifetime', () => {
    const lifetime = flagsOf(
      { status: 'ACTIVE', endDate: null, tariff: { isLifetime: true } },
      NOW,
    );
    expect(lifetime.isUpgradeAvailable).toBe(false);
  });
});

describe('tariff rules (spec 1 §9)', () => {
  const monthly = { isLifetime: false, durationDays: 30 };
  const annual = { isLifetime: false, durationDays: 365 };
  const lifetime = { isLifetime: true, durationDays: null };

  it('names the kind by duration', () => {
    expect(tariffKind(monthly)).toBe('monthly');
    expect(tariffKind(annual)).toBe('annual');
    expect(tariffKind(lifetime)).toBe('lifetime');
    expect(tariffKind({ isLifetime: false, durationDays: 7 })).toBe('daily');
  });

  it('orders upgrades by duration with lifetime highest', () => {
    expect(isUpgrade(monthly, annual)).toBe(true);
    expect(isUpgrade(annual, lifetime)).toBe(true);
    expect(isUpgrade(annual, monthly)).toBe(false);
    expect(isUpgrade(lifetime, annual)).toBe(false);
    expect(isUpgrade(monthly, monthly)).toBe(false);
    expect(givesExclusiveAccess(monthly)).toBe(false);
    expect(givesExclusiveAccess(annual)).toBe(true);
    expect(givesExclusiveAccess(lifetime)).toBe(true);
  });

  it('shows a price per day, month or year, floored to cents', () => {
    expect(perPeriodPrice({ ...lifetime, price: 249 })).toEqual({ unit: 'once', amount: 249 });
    expect(perPeriodPrice({ isLifetime: false, durationDays: 7, price: 10 })).toEqual({
      unit: 'day',
      amount: 1.42,
    });
    expect(perPeriodPrice({ ...monthly, price: 19.99 })).toEqual({ unit: 'month', amount: 19.99 });
    expect(perPeriodPrice({ ...annual, price: 99.99 })).toEqual({ unit: 'month', amount: 8.33 });
    expect(perPeriodPrice({ isLifetime: false, durationDays: 730, price: 150 })).toEqual({
      unit: 'year',
      amount: 75,
    });
  });

  it('credits the unused part of a period, never more than was paid', () => {
    const start = new Date('2026-11-01T00:00:00Z');
    const period = { paidCents: 1999, startDate: start, endDate: addDays(start, 30) };
    expect(unusedCreditCents(period, addDays(start, 15))).toBe(999);
    expect(unusedCreditCents(period, start)).toBe(1999);
    expect(unusedCreditCents(period, addDays(start, 31))).toBe(0);
    expect(unusedCreditCents({ ...period, endDate: null }, start)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: -5, max: 40 }),
        (paid, day) => {
          const credit = unusedCreditCents({ ...period, paidCents: paid }, addDays(start, day));
          expect(credit).toBeGreaterThanOrEqual(0);
          expect(credit).toBeLessThanOrEqual(paid);
        },
      ),
    );
  });
});
