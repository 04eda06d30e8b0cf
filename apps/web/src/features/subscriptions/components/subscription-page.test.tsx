import type { SubscriptionDto, TariffDto } from '@parallax/core/contracts/subscriptions';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '@/data/session/auth-status';
import type { SessionContextValue } from '@/data/session/session-context';
import { aUser, byTestId, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import {
  aPersonalDiscount,
  aSubscription,
  aTariff,
  demoTariffs,
  TARIFF_IDS,
} from '../subscription-fixtures';
import { SubscriptionPage } from './subscription-page';
import { detectVariant, VARIANT } from '@/lib/platform';

const ACTIVE = 'GET /api/v1/subscriptions/active';
const TARIFFS = 'GET /api/v1/subscriptions/tariffs';
const MANAGE = 'POST /api/v1/subscriptions/manage';
const DISCOUNT = 'GET /api/v1/discounts/personal';

setUpComponentTests();

let session: SessionContextValue;
let onSubscribe: ReturnType<typeof vi.fn<(choice: unknown) => Promise<void>>>;
beforeEach(() => {
  session = aSession();
  onSubscribe = vi.fn(() => Promise.resolve());
});

const signedIn = (): SessionContextValue => ({
  ...aSession(),
  auth: { ...initialAuthState, status: 'authenticated' },
  user: aUser(),
});

async function renderPage(url = '/subscription') {
  await renderRoutes(
    [
      { path: '/subscription', element: <SubscriptionPage onSubscribe={onSubscribe} /> },
      { path: '/', element: <p>store page</p> },
    ],
    { session, url },
  );
  await settle();
}

const text = (id: string) => byTestId(id)?.textContent ?? '';
const click = (id: string) => act(() => byTestId(id)?.click());

describe('subscription page for a visitor without a subscription (spec 1 §2, §9)', () => {
  it('shows each tariff with its per-period price, old price, discount and trial offer', async () => {
    stubFetch({ [TARIFFS]: () => json(demoTariffs()) });
    await renderPage('/subscription#tariffs');

    expect(text('tariff-price-monthly')).toBe('$19.99 / month');
    expect(text('trial-offer-monthly')).toBe('7 days for $1, then $19.99/month');
    expect(text('tariff-card-monthly')).toContain('$239.88 a year when paid monthly');

    expect(text('tariff-price-annual')).toContain('$8.33 / month');
    expect(text('tariff-discount-annual')).toBe('−58%');
    expect(text('tariff-card-annual')).toContain('Billed $99.99 every year');
    expect(text('tariff-card-annual')).toContain('Save 58% compared with paying monthly');
    expect(text('tariff-card-annual')).toContain('Includes the exclusive packs');

    expect(text('tariff-price-lifetime')).toBe('$299');
    expect(text('tariff-card-lifetime')).toContain('Pay once, keep it for life');
    // spec 1 §9 fallback colours for a tariff without its own.
    expect(byTestId('tariff-card-lifetime')?.style.getPropertyValue('--tariff-accent')).toBe(
      '#f2b84b',
    );
    expect(byTestId('subscription-panel')).toBeNull();
    expect(document.querySelector('[data-testid^="upgrade-"]')).toBeNull();
  });

  it('Subscribe puts the tariff in the cart: the trial where offered, or the full price', async () => {
    stubFetch({ [TARIFFS]: () => json(demoTariffs()) });
    await renderPage();

    expect(text('subscribe-monthly')).toBe('Start trial');
    click('subscribe-monthly');
    await settle();
    expect(onSubscribe).toHaveBeenLastCalledWith({ tariffId: TARIFF_IDS.monthly, viaTrial: true });

    click('subscribe-full-monthly');
    await settle();
    expect(onSubscribe).toHaveBeenLastCalledWith({ tariffId: TARIFF_IDS.monthly, viaTrial: false });

    click('subscribe-lifetime');
    await settle();
    expect(onSubscribe).toHaveBeenLastCalledWith({
      tariffId: TARIFF_IDS.lifetime,
      viaTrial: false,
    });
  });

  it('a signed-in user without a subscription sees the tariffs and the personal discount', async () => {
    session = signedIn();
    const api = stubFetch({
      [ACTIVE]: () => json({ subscription: null }),
      [TARIFFS]: () => json(demoTariffs()),
      [DISCOUNT]: () => json(aPersonalDiscount()),
      'GET /api/v1/banners/pay-as-you-go/seen': () =>
        json({ bannerId: 'pay-as-you-go', hasSeen: false, seen: false }),
    });
    await renderPage();
    await settle();
    expect(byTestId('subscribe-annual')).not.toBeNull();
    expect(byTestId('personal-discount-banner')?.dataset.type).toBe('PayAsYouGo');
    expect(api.callsTo(DISCOUNT)).toHaveLength(1);
  });
});

describe('subscription page for a customer whose subscription ended', () => {
  it('shows the ended panel with its Renew offer, and the plans without a trial', async () => {
    session = signedIn();
    const ended = aSubscription({
      status: 'EXPIRED',
      isActive: false,
      isUpgradeAvailable: false,
      nextChargeAt: null,
      nextChargePrice: null,
    });
    // The server offers no trial to a customer who held a subscription.
    const tariffs = demoTariffs().map((tariff) => ({ ...tariff, isTrialAvailable: false }));
    stubFetch({
      [ACTIVE]: () => json({ subscription: null, ended }),
      [TARIFFS]: () => json(tariffs),
      [DISCOUNT]: () => json(aPersonalDiscount({ type: null, bannerId: null })),
    });
    await renderPage();
    await settle();

    expect(document.querySelector('h1')?.textContent).toBe('Welcome back');
    expect(byTestId('subscription-panel')?.dataset.panel).toBe('ended');
    expect(text('renew-offer')).toBe(
      'Renew Monthly for $19.99 / month. Your plan starts again today.',
    );
    expect(byTestId('manage-subscription')).toBeNull();
    expect(byTestId('trial-offer-monthly')).toBeNull();
    expect(byTestId('subscribe-full-monthly')).toBeNull();
    expect(text('subscribe-monthly')).toBe('Subscribe');
    expect(document.body.textContent).not.toContain('Start trial');

    click('renew-subscription');
    await settle();
    expect(onSubscribe).toHaveBeenLastCalledWith({ tariffId: TARIFF_IDS.monthly, viaTrial: false });
  });

  it('offers no Renew when the ended plan is no longer sold', async () => {
    session = signedIn();
    const ended = aSubscription({ status: 'REFUNDED', isActive: false, isUpgradeAvailable: false });
    const tariffs = demoTariffs()
      .filter((tariff) => tariff.id !== TARIFF_IDS.monthly)
      .map((tariff) => ({ ...tariff, isTrialAvailable: false }));
    stubFetch({
      [ACTIVE]: () => json({ subscription: null, ended }),
      [TARIFFS]: () => json(tariffs),
      [DISCOUNT]: () => json(aPersonalDiscount({ type: null, bannerId: null })),
    });
    await renderPage();
    await settle();
    expect(byTestId('subscription-panel')?.dataset.panel).toBe('refunded');
    expect(byTestId('renew-subscription')).toBeNull();
    expect(byTestId('subscribe-annual')).not.toBeNull();
  });
});

describe('subscription page for a subscriber (spec 1 §2, §4, §9)', () => {
  const subscriberTariffs = (): TariffDto[] => {
    const [monthly, annual, lifetime] = demoTariffs();
    return [
      { ...monthly!, isCurrent: true, isAvailable: false },
      { ...annual!, upgradePrice: 90, upgradeCredit: 9.99 },
      { ...lifetime!, upgradePrice: 289.01, upgradeCredit: 9.99 },
    ];
  };

  function stubSubscriber(subscription: SubscriptionDto, tariffs = subscriberTariffs()) {
    session = signedIn();
    return stubFetch({
      [ACTIVE]: () => json({ subscription }),
      [TARIFFS]: () => json(tariffs),
      [DISCOUNT]: () => json(aPersonalDiscount({ type: null, bannerId: null })),
      [MANAGE]: () => json({ redirectUrl: 'https://acquirer.test/manage/session-1' }),
      'GET /api/v1/subscriptions/card-promo': () => json({ promo: null }),
    });
  }

  it('marks the current tariff and offers upgrades only, with the proration before paying', async () => {
    stubSubscriber(aSubscription());
    await renderPage();
    await settle();

    expect(byTestId('tariff-card-monthly')?.dataset.current).toBe('true');
    expect(text('tariff-card-monthly')).toContain('Your plan');
    expect(byTestId('subscribe-monthly')).toBeNull();
    expect(byTestId('trial-offer-monthly')).toBeNull();
    expect(text('upgrade-proration-annual')).toBe(
      'You pay $90 now: $9.99 left of your current plan is credited.',
    );
    click('upgrade-annual');
    await settle();
    expect(onSubscribe).toHaveBeenLastCalledWith({ tariffId: TARIFF_IDS.annual, viaTrial: false });
  });

  it('offers no downgrade', async () => {
    const [monthly, annual, lifetime] = demoTariffs();
    stubSubscriber(aSubscription({ tariff: { ...annual!, isCurrent: true } }), [
      { ...monthly!, isAvailable: false },
      { ...annual!, isCurrent: true, isAvailable: false },
      { ...lifetime!, upgradePrice: 250, upgradeCredit: 49 },
    ]);
    await renderPage();
    await settle();
    expect(byTestId('upgrade-monthly')).toBeNull();
    expect(byTestId('subscribe-monthly')).toBeNull();
    expect(text('tariff-card-monthly')).toContain('Not available with your plan');
    expect(byTestId('upgrade-lifetime')).not.toBeNull();
  });

  it('shows the status panel; Manage subscription opens the provider’s page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubSubscriber(aSubscription());
    await renderPage();
    await settle();

    const panel = byTestId('subscription-panel');
    expect(panel?.dataset.status).toBe('ACTIVE');
    expect(panel?.textContent).toContain('Renews on May 31, 2026 for $19.99.');
    expect(panel?.textContent).toContain('Card ending in **4242');
    click('manage-subscription');
    await settle();
    expect(api.callsTo(MANAGE)).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('https://acquirer.test/manage/session-1');
  });

  it('sends a subscriber who cannot upgrade (lifetime) to main', async () => {
    const lifetime = demoTariffs()[2]!;
    stubSubscriber(
      aSubscription({
        tariff: { ...lifetime, isCurrent: true },
        endDate: null,
        isUpgradeAvailable: false,
      }),
    );
    await renderPage();
    await settle();
    expect(document.body.textContent).toContain('store page');
  });
});

describe('subscription page where payment is unsupported (spec 1 §6)', () => {
  it('goes to main inside the viewer (a headset browser running the installed app)', async () => {
    const website = { ...VARIANT };
    // The variant a headset's installed app is detected as (lib/platform.test.ts).
    Object.assign(
      VARIANT,
      detectVariant({
        named: null,
        userAgent: 'Mozilla/5.0 OculusBrowser/30.0',
        isStandalone: true,
        isFramed: false,
      }),
    );
    try {
      const api = stubFetch({ [TARIFFS]: () => json([aTariff()]) });
      await renderPage();
      expect(document.body.textContent).toContain('store page');
      expect(api.callsTo(TARIFFS)).toHaveLength(0);
    } finally {
      Object.assign(VARIANT, website);
    }
  });
});
