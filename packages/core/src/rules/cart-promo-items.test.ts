import { describe, expect, it } from 'vitest';
import { GUEST_CART_VIEWER, type CartItem, type CartOffer, type PromoCode } from './cart.js';
import { priceCart } from './cart-pricing.js';

// A promo code limited to chosen items (the desk's promo codes, promo_codes.item_ids): it takes
// money off those items only, and applies to nothing in a cart without them.

const NOW = new Date('2026-11-22T12:00:00Z');

const pack = (id: string, cents: number): CartOffer => ({
  type: 'content',
  id,
  salePriceCents: cents,
  initialPriceCents: cents,
  customPriceLowerBoundCents: null,
  presaleCategoryId: null,
});

const OFFERS = new Map<string, CartOffer>([
  ['a', pack('a', 2000)],
  ['b', pack('b', 3000)],
  ['c', pack('c', 1000)],
  [
    't',
    {
      type: 'tariff',
      id: 't',
      salePriceCents: 9999,
      initialPriceCents: 9999,
      trialPriceCents: null,
    },
  ],
]);

const code = (overrides: Partial<PromoCode>): PromoCode => ({
  code: 'PICKED',
  type: 'PERCENT',
  value: 50,
  scope: ['content', 'presale', 'tariff'],
  expiresAt: null,
  usageLimit: null,
  usedCount: 0,
  ...overrides,
});

function price(ids: readonly string[], promo: PromoCode) {
  const items = ids.map((id): CartItem =>
    id === 't' ? { type: 'tariff', id } : { type: 'content', id },
  );
  return priceCart({ promoCode: promo.code, items }, OFFERS, GUEST_CART_VIEWER, {
    entered: promo.code,
    code: promo,
    now: NOW,
  });
}

describe('a promo code limited to chosen items', () => {
  it('takes a percent off the chosen lines only', () => {
    const result = price(['a', 'b', 'c'], code({ itemIds: ['b'] }));
    expect(result.lines.map((line) => line.finalSumCents)).toEqual([2000, 1500, 1000]);
    expect(result.promo?.decreaseCents).toBe(1500);
    expect(result.promo?.problem).toBeNull();
  });

  it('splits a fixed amount over the chosen lines only, never more than they cost', () => {
    const result = price(
      ['a', 'b', 'c'],
      code({ type: 'FIXED', value: 5000, itemIds: ['a', 'c'] }),
    );
    expect(result.lines.map((line) => line.promoDiscountCents)).toEqual([2000, 0, 1000]);
    expect(result.resultingSumCents).toBe(3000);
  });

  it('applies to nothing in a cart without its items, and the cart costs its full price', () => {
    const result = price(['a', 'c'], code({ itemIds: ['b'] }));
    expect(result.promo?.problem).toBe('PromoCodeNotApplicable');
    expect(result.promo?.decreaseCents).toBe(0);
    expect(result.resultingSumCents).toBe(3000);
  });

  it('keeps to its scope too: a chosen tariff id in a content-only code takes nothing', () => {
    const result = price(['t', 'a'], code({ scope: ['content'], itemIds: ['t'] }));
    expect(result.promo?.problem).toBe('PromoCodeNotApplicable');
  });

  it('takes off every item of its scope when it names none (null)', () => {
    const result = price(['a', 'b'], code({ itemIds: null }));
    expect(result.promo?.decreaseCents).toBe(2500);
  });
});
