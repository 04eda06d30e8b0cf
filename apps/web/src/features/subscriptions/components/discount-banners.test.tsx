import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '@/data/session/auth-status';
import type { SessionContextValue } from '@/data/session/session-context';
import { STORAGE_KEYS } from '@/lib/storage';
import { aUser, byTestId, json, settle, stubFetch, type FetchRoute } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { aPersonalDiscount, aSubscription, TARIFF_IDS } from '../subscription-fixtures';
import { SubscriptionBanners, UPGRADE_BANNER_ID } from './discount-banners';

const DISCOUNT = 'GET /api/v1/discounts/personal';
const ACTIVE = 'GET /api/v1/subscriptions/active';
const seenPath = (id: string) => `/api/v1/banners/${id}/seen`;

setUpComponentTests();

let session: SessionContextValue;
beforeEach(() => {
  session = {
    ...aSession(),
    auth: { ...initialAuthState, status: 'authenticated' },
    user: aUser(),
  };
  window.localStorage.clear();
});

async function renderBanners(routes: Record<string, FetchRoute>, withUpgrade = true) {
  const api = stubFetch({ [ACTIVE]: () => json({ subscription: null }), ...routes });
  await renderRoutes([{ path: '/', element: <SubscriptionBanners withUpgrade={withUpgrade} /> }], {
    session,
  });
  await settle();
  await settle();
  return api;
}

describe('personal discount banner (spec 1 §4, spec 2 §3-§4)', () => {
  it('asks with the platform and the stored source; shows the offer while not seen', async () => {
    window.localStorage.setItem(STORAGE_KEYS.source, 'source-14');
    const api = await renderBanners({
      [DISCOUNT]: () => json(aPersonalDiscount({ type: 'Source14', bannerId: 'source-14' })),
      [`GET ${seenPath('source-14')}`]: () =>
        json({ bannerId: 'source-14', hasSeen: false, seen: false }),
    });
    expect(api.callsTo(DISCOUNT)).toHaveLength(1);
    const discountCall = vi
      .mocked(globalThis.fetch)
      .mock.calls.map(([address]) => new URL(address as string, 'http://localhost'))
      .find((address) => address.pathname === '/api/v1/discounts/personal');
    expect(discountCall?.searchParams.get('userPlatform')).toBe('web_app');
    expect(discountCall?.searchParams.get('userSource')).toBe('source-14');

    const banner = byTestId('personal-discount-banner');
    expect(banner?.dataset.type).toBe('Source14');
    expect(banner?.textContent).toContain('A personal offer: up to 20% off');
    expect(byTestId('personal-discount-percent')?.textContent).toBe('−20%');
  });

  it('shows no percent where the old price is 0 or the same as the price (spec 1 §9)', async () => {
    await renderBanners({
      [DISCOUNT]: () =>
        json(
          aPersonalDiscount({
            maxDiscountPercentage: 0,
            discountedTariffs: [
              {
                id: TARIFF_IDS.annual,
                name: 'Annual',
                price: 99.99,
                oldPrice: 99.99,
                isLifetime: false,
                durationDays: 365,
                discountPercentage: 0,
              },
              {
                id: TARIFF_IDS.lifetime,
                name: 'Lifetime',
                price: 299,
                oldPrice: 0,
                isLifetime: true,
                durationDays: null,
                discountPercentage: 0,
              },
            ],
          }),
        ),
      [`GET ${seenPath('pay-as-you-go')}`]: () =>
        json({ bannerId: 'pay-as-you-go', hasSeen: false, seen: false }),
    });
    expect(byTestId('personal-discount-banner')?.textContent).toContain(
      'Subscribe instead of buying pack by pack',
    );
    expect(byTestId('personal-discount-percent')).toBeNull();
  });

  it('Not now marks it seen and closes it; a seen banner stays closed', async () => {
    const api = await renderBanners({
      [DISCOUNT]: () => json(aPersonalDiscount()),
      [`GET ${seenPath('pay-as-you-go')}`]: () =>
        json({ bannerId: 'pay-as-you-go', hasSeen: false, seen: false }),
      [`POST ${seenPath('pay-as-you-go')}`]: () =>
        json({ bannerId: 'pay-as-you-go', hasSeen: true, seen: true }),
    });
    act(() => byTestId('banner-not-now')?.click());
    await settle();
    expect(api.callsTo(`POST ${seenPath('pay-as-you-go')}`)).toHaveLength(1);
    expect(byTestId('personal-discount-banner')).toBeNull();
  });

  it('an already-seen banner stays closed (spec 2 §4: opening is decided by the seen check)', async () => {
    const api = await renderBanners({
      [DISCOUNT]: () => json(aPersonalDiscount()),
      [`GET ${seenPath('pay-as-you-go')}`]: () =>
        json({ bannerId: 'pay-as-you-go', hasSeen: true, seen: true }),
    });
    expect(api.callsTo(`GET ${seenPath('pay-as-you-go')}`)).toHaveLength(1);
    expect(byTestId('personal-discount-banner')).toBeNull();
  });
});

describe('a guest sees only the offer they came for (source-14)', () => {
  const source14 = () => json(aPersonalDiscount({ type: 'Source14', bannerId: 'source-14' }));
  const bannerCalls = (api: Awaited<ReturnType<typeof renderBanners>>) =>
    api.calls.filter((call) => call.path.includes('/banners/'));

  beforeEach(() => {
    window.localStorage.setItem(STORAGE_KEYS.source, 'source14');
  });

  it('a source-14 guest sees the offer; Not now closes it on this device', async () => {
    session = aSession();
    const api = await renderBanners({ [DISCOUNT]: source14 });
    expect(api.callsTo(DISCOUNT)).toHaveLength(1);
    expect(byTestId('personal-discount-banner')?.dataset.type).toBe('Source14');
    act(() => byTestId('banner-not-now')?.click());
    await settle();
    expect(byTestId('personal-discount-banner')).toBeNull();
    // The seen banners of a guest stay on the device; the server keeps a user's.
    expect(bannerCalls(api)).toHaveLength(0);
    expect(window.localStorage.getItem(STORAGE_KEYS.guestBannersSeen)).toBe('["source-14"]');
  });

  it('a guest with no offer gets no banner', async () => {
    session = aSession();
    await renderBanners({
      [DISCOUNT]: () => json(aPersonalDiscount({ type: null, bannerId: null })),
    });
    expect(byTestId('personal-discount-banner')).toBeNull();
    expect(byTestId('upgrade-banner')).toBeNull();
  });

  it('nothing is shown or asked for before the session is known', async () => {
    session = { ...aSession(), auth: initialAuthState };
    const api = await renderBanners({ [DISCOUNT]: source14 });
    expect(api.callsTo(DISCOUNT)).toHaveLength(0);
    expect(bannerCalls(api)).toHaveLength(0);
    expect(byTestId('personal-discount-banner')).toBeNull();
  });
});

describe('upgrade banner (spec 1 §4)', () => {
  it('is not offered on a cancelled plan, which runs out and is not upgraded', async () => {
    await renderBanners({
      [ACTIVE]: () =>
        json({ subscription: aSubscription({ status: 'CANCELLED', isCancelled: true }) }),
      [DISCOUNT]: () => json(aPersonalDiscount({ type: null, bannerId: null })),
      [`GET ${seenPath(UPGRADE_BANNER_ID)}`]: () =>
        json({ bannerId: UPGRADE_BANNER_ID, hasSeen: false, seen: false }),
    });
    expect(byTestId('upgrade-banner')).toBeNull();
  });

  it('a subscriber who may upgrade, with no personal discount, gets it until Not now', async () => {
    const api = await renderBanners({
      [ACTIVE]: () => json({ subscription: aSubscription() }),
      [DISCOUNT]: () => json(aPersonalDiscount({ type: null, bannerId: null })),
      [`GET ${seenPath(UPGRADE_BANNER_ID)}`]: () =>
        json({ bannerId: UPGRADE_BANNER_ID, hasSeen: false, seen: false }),
      [`POST ${seenPath(UPGRADE_BANNER_ID)}`]: () =>
        json({ bannerId: UPGRADE_BANNER_ID, hasSeen: true, seen: true }),
    });
    expect(byTestId('upgrade-banner')?.querySelector('a')?.getAttribute('href')).toBe(
      '/subscription#tariffs',
    );
    act(() => byTestId('banner-not-now')?.click());
    await settle();
    expect(api.callsTo(`POST ${seenPath(UPGRADE_BANNER_ID)}`)).toHaveLength(1);
    expect(byTestId('upgrade-banner')).toBeNull();
  });
});
