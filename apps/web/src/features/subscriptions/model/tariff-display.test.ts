import { describe, expect, it } from 'vitest';
import { aTariff, demoTariffs } from '../subscription-fixtures';
import {
  annualCostOfMonthly,
  FALLBACK_COLOURS,
  periodName,
  savingVersusMonthly,
  tariffColours,
  tariffPriceView,
  trialOffer,
} from './tariff-display';
import { formatCountdown } from './countdown';
import { canManage, panelKind } from './panel-kind';

describe('tariff price view (spec 1 §9 per-period price)', () => {
  it('a 30-day tariff: per month, nothing more to bill', () => {
    expect(tariffPriceView(aTariff())).toEqual({
      perPeriod: { unit: 'month', amount: 19.99 },
      billed: null,
      old: null,
      renews: null,
    });
  });

  it('a 365-day tariff is 12 months: per month, billed yearly, with its old price', () => {
    const annual = demoTariffs()[1]!;
    expect(tariffPriceView(annual)).toEqual({
      perPeriod: { unit: 'month', amount: 8.33 },
      billed: { price: 99.99, durationDays: 365 },
      old: { price: 239.88, percent: 58 },
      renews: null,
    });
  });

  it('a personal offer is the price for the first period, with the price it replaces struck', () => {
    const personalOffer = { price: 11.99, oldPrice: 19.99, discountPercentage: 40 };
    expect(tariffPriceView(aTariff({ personalOffer }))).toEqual({
      perPeriod: { unit: 'month', amount: 11.99 },
      billed: null,
      old: { price: 19.99, percent: 40 },
      renews: { price: 19.99, durationDays: 30 },
    });
    const annualOffer = { price: 59.99, oldPrice: 99.99, discountPercentage: 40 };
    expect(tariffPriceView({ ...demoTariffs()[1]!, personalOffer: annualOffer })).toMatchObject({
      billed: { price: 59.99, durationDays: 365 },
      old: { price: 99.99, percent: 40 },
      renews: { price: 99.99, durationDays: 365 },
    });
    const lifetime = { price: 199.2, oldPrice: 249, discountPercentage: 20 };
    expect(tariffPriceView({ ...demoTariffs()[2]!, personalOffer: lifetime })).toMatchObject({
      perPeriod: { unit: 'once', amount: 199.2 },
      renews: null,
    });
  });

  it('lifetime: one time; under 30 days: per day; from 13 months: per year', () => {
    expect(tariffPriceView(demoTariffs()[2]!).perPeriod).toEqual({ unit: 'once', amount: 299 });
    expect(tariffPriceView(aTariff({ durationDays: 7, price: 5 })).perPeriod).toEqual({
      unit: 'day',
      amount: 0.71,
    });
    expect(tariffPriceView(aTariff({ durationDays: 730, price: 150 })).perPeriod).toEqual({
      unit: 'year',
      amount: 75,
    });
  });

  it('shows the old price only when it is above 0 and differs (spec 1 §9 banner rule)', () => {
    expect(tariffPriceView(aTariff({ oldPrice: 0 })).old).toBeNull();
    expect(tariffPriceView(aTariff({ oldPrice: 19.99 })).old).toBeNull();
    expect(tariffPriceView(aTariff({ oldPrice: 10 })).old).toBeNull();
    expect(tariffPriceView(aTariff({ oldPrice: 24.99 })).old).toEqual({
      price: 24.99,
      percent: 20,
    });
  });
});

describe('monthly comparisons (spec 1 §9: annual cost of a monthly tariff is price × 12)', () => {
  it('a monthly tariff costs 12 prices a year; the annual one saves against it', () => {
    const [monthly, annual, lifetime] = demoTariffs();
    expect(annualCostOfMonthly(monthly!)).toBe(239.88);
    expect(annualCostOfMonthly(annual!)).toBeNull();
    expect(savingVersusMonthly(annual!, demoTariffs())).toBe(58);
    expect(savingVersusMonthly(lifetime!, demoTariffs())).toBeNull();
    expect(savingVersusMonthly(annual!, [annual!])).toBeNull();
  });
});

describe('trial offer', () => {
  it('"7 days for $1, then $19.99 a month", at the recurring price where it differs', () => {
    const monthly = demoTariffs()[0]!;
    expect(trialOffer(monthly)).toEqual({ days: 7, trialPrice: 1, price: 19.99, durationDays: 30 });
    expect(trialOffer({ ...monthly, differentRecurringPrice: 24.99 })?.price).toBe(24.99);
    expect(trialOffer(aTariff())).toBeNull();
  });
});

describe('tariff colours (spec 1 §9: for 30 days, 365 days and lifetime)', () => {
  it('a tariff’s own colours, else those of its length', () => {
    const own = { background: '#000000', text: '#ffffff', accent: '#ff0000' };
    expect(tariffColours({ colours: own, kind: 'annual' })).toBe(own);
    expect(tariffColours({ colours: null, kind: 'annual' })).toBe(FALLBACK_COLOURS.annual);
    expect(tariffColours({ colours: null, kind: 'lifetime' })).toBe(FALLBACK_COLOURS.lifetime);
    expect(tariffColours({ colours: null, kind: 'daily' })).toBe(FALLBACK_COLOURS.monthly);
  });

  it('names a month and a year, other lengths in days', () => {
    expect(periodName(30)).toEqual({ key: 'month', count: 1 });
    expect(periodName(365)).toEqual({ key: 'year', count: 1 });
    expect(periodName(7)).toEqual({ key: 'days', count: 7 });
  });
});

describe('countdown (spec 2 §4 card promo)', () => {
  it('mm:ss under an hour, hh:mm:ss from an hour, never negative', () => {
    expect(formatCountdown(59_000)).toBe('00:59');
    expect(formatCountdown(61 * 60_000 + 5_000)).toBe('01:01:05');
    expect(formatCountdown(49 * 3_600_000)).toBe('49:00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(1)).toBe('00:01');
  });
});

describe('status panels (spec 1 §4: one per status)', () => {
  const lifetime = { isLifetime: true };
  const monthly = { isLifetime: false };
  it('a trial is an active subscription with isTrial; lifetime has its own panel', () => {
    expect(panelKind({ status: 'ACTIVE', isTrial: true, tariff: monthly })).toBe('trial');
    expect(panelKind({ status: 'ACTIVE', isTrial: false, tariff: monthly })).toBe('active');
    expect(panelKind({ status: 'ACTIVE', isTrial: false, tariff: lifetime })).toBe('lifetime');
    expect(panelKind({ status: 'GRACE', isTrial: false, tariff: monthly })).toBe('grace');
    expect(panelKind({ status: 'REFUNDED', isTrial: false, tariff: monthly })).toBe('refunded');
    expect(panelKind({ status: 'PAYMENT_FAILED', isTrial: false, tariff: monthly })).toBe(
      'paymentFailed',
    );
    expect(panelKind({ status: 'EXPIRED', isTrial: false, tariff: monthly })).toBe('ended');
  });

  it('no manage action on the lifetime panel', () => {
    expect(canManage('lifetime')).toBe(false);
    expect(canManage('cancelled')).toBe(true);
    expect(canManage('grace')).toBe(true);
  });
});
