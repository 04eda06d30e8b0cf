import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterPersonalDiscount, personalOffer } from './cart-pricing.js';

describe('personalOffer (spec 1 §4: one price for the banner, the plan cards and the cart)', () => {
  it('is the price the cart charges, the price it replaces and the percent they make', () => {
    expect(personalOffer(1999, 40)).toEqual({ priceCents: 1199, oldPriceCents: 1999, percent: 40 });
    expect(personalOffer(24900, 20)).toEqual({
      priceCents: 19920,
      oldPriceCents: 24900,
      percent: 20,
    });
  });

  it('is none when nothing is taken off', () => {
    expect(personalOffer(1999, 0)).toBeNull();
    expect(personalOffer(0, 40)).toBeNull();
    expect(personalOffer(1, 10)).toBeNull();
  });

  it('always offers what the cart charges, below the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (priceCents, percent) => {
          const offer = personalOffer(priceCents, percent);
          const charged = afterPersonalDiscount(priceCents, percent);
          if (offer === null) expect(charged).toBe(priceCents);
          else {
            expect(offer.priceCents).toBe(charged);
            expect(offer.priceCents).toBeLessThan(offer.oldPriceCents);
            expect(offer.percent).toBeGreaterThanOrEqual(0);
            expect(offer.percent).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });
});
