import type { ContentPack } from '@parallax/core/contracts/content';
import { beforeEach, describe, expect, it } from 'vitest';
import { byTestId, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { AddToCart } from './add-to-cart';

setUpComponentTests();
beforeEach(() => {
  window.localStorage.clear();
  stubFetch({
    'POST /store/api/v1/cart/guest': () =>
      json({
        cartItems: [],
        promoCodeInfo: null,
        initialSum: 0,
        resultingSum: 0,
        paymentMethods: [],
      }),
  });
});

/** The fields of a content pack the buy button reads; the rest does not matter here. */
const aPack = (overrides: Partial<ContentPack> = {}) =>
  ({
    id: '5c9dd946-18a7-5d46-afe3-2cae02ba1bf8',
    price: 9.99,
    isDemo: false,
    isBonusContent: false,
    isOwned: false,
    isUnlockedBySubscription: false,
    isExclusiveForYearAndLifetime: false,
    isAllowedToSetCustomPrice: false,
    customPriceLowerBound: null,
    ...overrides,
  }) as ContentPack;

async function show(pack: ContentPack) {
  await renderRoutes([{ path: '*', element: <AddToCart pack={pack} /> }], { session: aSession() });
  await settle();
}

describe('the buy button of a content page (spec 1 §4, §6)', () => {
  it('offers to add a pack for sale to the cart', async () => {
    await show(aPack());
    expect(byTestId('add-to-cart')).not.toBeNull();
  });

  it('says a pack the subscription opens is included, instead of selling it', async () => {
    await show(aPack({ isUnlockedBySubscription: true }));
    expect(byTestId('add-to-cart')).toBeNull();
    expect(byTestId('included-in-subscription')?.textContent).toBe('Included in your subscription');
  });

  it('points a viewer without an annual or lifetime tariff to them for an exclusive pack', async () => {
    await show(aPack({ isExclusiveForYearAndLifetime: true }));
    expect(byTestId('add-to-cart')).toBeNull();
    const link = byTestId('exclusive-tariffs');
    expect(link?.textContent).toBe('See the Annual and Lifetime plans');
    expect(link?.getAttribute('href')).toBe('/subscription#tariffs');
  });

  it('an owned pack stays owned, subscription or not', async () => {
    await show(aPack({ isOwned: true, isUnlockedBySubscription: true }));
    expect(document.body.textContent).toContain('You own this pack');
  });
});
