import { describe, expect, it } from 'vitest';
import { discountBodyOf, discountFormOf, DiscountForm } from './discount-form';
import { serverFields } from './form-problems';
import { NEW_PROMO, promoBodyOf, PromoForm } from './promo-form';
import {
  TARIFF_LISTS,
  TARIFF_RENAMES,
  TariffForm,
  tariffBodyOf,
  tariffFormOf,
} from './tariff-form';

const TARIFF = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Monthly',
  description: '',
  es: { name: '', description: '' },
  price: 19.99,
  oldPrice: null,
  isLifetime: false,
  durationDays: 30,
  isTrialEnabled: false,
  trialDurationDays: null,
  trialPrice: null,
  differentRecurringPrice: false,
  recurringPrice: null,
  isActive: true,
  position: 0,
  features: [
    { icon: 'library', description: 'Every pack', esDescription: 'Cada pack' },
    { icon: 'download', description: 'Offline', esDescription: '' },
  ],
  trialPackIds: ['00000000-0000-4000-8000-00000000000a'],
  givesExclusiveAccess: false,
  renewalPrice: 19.99,
  liveSubscriptions: 2,
  revision: 'abc',
};

const problemsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the tariff form', () => {
  it('round-trips a tariff, never applying the renewal price unless ticked', () => {
    const values = tariffFormOf(TARIFF);
    expect(values.applyRenewalToSubscribers).toBe(false);
    expect(tariffBodyOf(values, 'abc')).toMatchObject({
      price: 19.99,
      durationDays: 30,
      oldPrice: null,
      revision: 'abc',
      features: TARIFF.features,
      trialPackIds: TARIFF.trialPackIds,
    });
  });

  it('sends the plan card’s lines and the trial’s packs in the order the form holds them', () => {
    const values = tariffFormOf(TARIFF);
    const [first, second] = values.features;
    if (!first || !second) throw new Error('two lines expected');
    const body = tariffBodyOf(
      {
        ...values,
        features: [{ ...second, description: ' Offline play ' }, first],
        trialPacks: [],
      },
      'abc',
    );
    expect(body.features.map((feature) => feature.description)).toEqual([
      'Offline play',
      'Every pack',
    ]);
    expect(body.trialPackIds).toEqual([]);
  });

  it('names each line and pack at fault', () => {
    const values = tariffFormOf(TARIFF);
    const pack = { id: '00000000-0000-4000-8000-00000000000a' };
    const bad = {
      ...values,
      features: [
        { icon: 'Big Star', description: '', esDescription: 'x'.repeat(201) },
        ...values.features,
      ],
      trialPacks: [pack, { id: '' }, pack],
    };
    expect(problemsOf(TariffForm.safeParse(bad))).toEqual({
      'features.0.icon': 'icon',
      'features.0.description': 'required',
      'features.0.esDescription': 'text',
      'trialPacks.1.id': 'required',
      'trialPacks.2.id': 'repeated',
    });
    const many = { ...values, features: Array.from({ length: 13 }, () => values.features[0]) };
    expect(problemsOf(TariffForm.safeParse(many))).toEqual({ features: 'tooMany' });
  });

  it('names each field at fault', () => {
    const values = {
      ...tariffFormOf(TARIFF),
      price: '1.234',
      durationDays: '',
      isTrialEnabled: true,
    };
    expect(problemsOf(TariffForm.safeParse(values))).toEqual({
      price: 'money',
      durationDays: 'required',
      trialDurationDays: 'required',
      trialPrice: 'required',
    });
    const lifetime = { ...tariffFormOf(TARIFF), isLifetime: true, differentRecurringPrice: true };
    expect(problemsOf(TariffForm.safeParse(lifetime))).toEqual({
      recurringPrice: 'lifetimeRenews',
    });
  });
});

describe('the promo code form', () => {
  it('takes a percent from 1 to 100 and a code of letters', () => {
    expect(problemsOf(PromoForm.safeParse({ ...NEW_PROMO, code: 'a b', value: '150' }))).toEqual({
      code: 'code',
      value: 'percent',
    });
    expect(
      problemsOf(PromoForm.safeParse({ ...NEW_PROMO, code: 'OK', value: '5', scope: [] })),
    ).toEqual({
      scope: 'scope',
    });
  });

  it('limits to the chosen items, or to none (every item)', () => {
    const base = { ...NEW_PROMO, code: ' PACK10 ', value: '10' };
    expect(promoBodyOf(base)).toMatchObject({
      code: 'PACK10',
      itemIds: null,
      usageLimit: null,
      expiresAt: null,
    });
    expect(promoBodyOf({ ...base, type: 'FIXED', value: '2.5', itemIds: ['x'] })).toMatchObject({
      value: 2.5,
      itemIds: ['x'],
    });
  });
});

describe('the personal discounts form', () => {
  it('keeps empty sources and platforms as everyone', () => {
    const rule = { isEnabled: true, percent: 40, sources: ['source14'], platforms: null };
    const settings = {
      source14: rule,
      subscriptionUpgrade: { ...rule, sources: null },
      payAsYouGo: { ...rule, sources: null },
      cardPromo: {
        isEnabled: false,
        slug: '',
        firstDropAt: '2026-01-05T12:00:00.000Z',
        dropEveryDays: 7,
        visibilityWindowHours: 48,
      },
      revision: 'r',
    };
    const values = discountFormOf(settings);
    expect(DiscountForm.safeParse(values).success).toBe(true);
    const body = discountBodyOf(
      { ...values, source14: { ...values.source14, sources: 'a, b ,' } },
      'r',
    );
    expect(body.source14.sources).toEqual(['a', 'b']);
    expect(body.subscriptionUpgrade).toMatchObject({ sources: null, platforms: null });
    expect(body.cardPromo.firstDropAt).toBe('2026-01-05T12:00:00.000Z');
  });
});

describe('the server’s refusals', () => {
  it('land on the form’s fields', () => {
    expect(serverFields([{ path: 'body.es.name' }], '', { 'es.name': 'esName' })).toEqual([
      'esName',
    ]);
    expect(serverFields([{ path: 'body.scope.0' }], '')).toEqual(['scope']);
    expect(serverFields([], 'itemIds: no such item')).toEqual(['itemIds']);
    expect(serverFields([{ path: 'body.payAsYouGo.percent' }], '')).toEqual(['payAsYouGo.percent']);
  });

  it('land on the row of a list', () => {
    const at = (issues: { path: string }[], message = '') =>
      serverFields(issues, message, TARIFF_RENAMES, TARIFF_LISTS);
    expect(at([{ path: 'body.features.2.icon' }])).toEqual(['features.2.icon']);
    expect(at([{ path: 'body.features' }])).toEqual(['features']);
    expect(at([{ path: 'body.trialPackIds.1' }])).toEqual(['trialPacks.1.id']);
    expect(at([], 'trialPackIds.3: no such content pack')).toEqual(['trialPacks.3.id']);
    expect(at([{ path: 'body.trialPackIds' }])).toEqual(['trialPacks']);
    expect(at([{ path: 'body.es.name' }])).toEqual(['esName']);
  });
});
