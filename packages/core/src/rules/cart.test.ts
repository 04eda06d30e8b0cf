import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  cartItemProblem,
  EMPTY_CART,
  GUEST_CART_VIEWER,
  mergeCarts,
  promoCodeProblem,
  removeCartItem,
  tariffRefusalOf,
  type Cart,
  type CartItem,
  type CartOffer,
  type PromoCode,
  type TariffTerms,
} from './cart.js';
import { priceCart, splitInProportion } from './cart-pricing.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const cents = fc.integer({ min: 0, max: 500_000 });

const item: fc.Arbitrary<CartItem> = fc.oneof(
  fc.record(
    { type: fc.constant('content' as const), id: ids, customPriceCents: cents },
    { requiredKeys: ['type', 'id'] },
  ),
  fc.record({ type: fc.constant('presale' as const), id: ids }),
  fc.record(
    { type: fc.constant('tariff' as const), id: ids, viaTrial: fc.boolean() },
    { requiredKeys: ['type', 'id'] },
  ),
);
const cart: fc.Arbitrary<Cart> = fc
  .array(item, { maxLength: 12 })
  .map((items) => items.reduce(addCartItem, EMPTY_CART));

/** An offer for each id, of the kind the item asks for, so every item can be priced. */
function offersFor(items: readonly CartItem[], seed: number): Map<string, CartOffer> {
  const offers = new Map<string, CartOffer>();
  items.forEach((entry, index) => {
    const price = ((seed + index * 7919) % 90_000) + 100;
    const initial = price + ((seed + index) % 3) * 500;
    if (entry.type === 'content') {
      offers.set(entry.id, {
        type: 'content',
        id: entry.id,
        salePriceCents: price,
        initialPriceCents: initial,
        customPriceLowerBoundCents: 0,
        presaleCategoryId: index % 2 === 0 ? 'cat-1' : null,
      });
    } else if (entry.type === 'presale') {
      offers.set(entry.id, { ...{ salePriceCents: price, initialPriceCents: initial }, ...entry });
    } else {
      offers.set(entry.id, {
        type: 'tariff',
        id: entry.id,
        salePriceCents: price,
        initialPriceCents: initial,
        trialPriceCents: 99,
      });
    }
  });
  return offers;
}

const promoCode = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  code: 'SAVE',
  type: 'PERCENT',
  value: 10,
  scope: ['content', 'presale', 'tariff'],
  expiresAt: null,
  usageLimit: null,
  usedCount: 0,
  ...overrides,
});
const promo = fc.oneof(
  fc.integer({ min: 1, max: 100 }).map((value) => promoCode({ type: 'PERCENT', value })),
  fc.integer({ min: 1, max: 1_000_000 }).map((value) => promoCode({ type: 'FIXED', value })),
);

/** A content pack's offer: its prices, and whether it takes a custom price or sits in a presale. */
const packOffer = (
  id: string,
  salePriceCents: number,
  initialPriceCents: number,
  rest: { customPriceLowerBoundCents: number | null; presaleCategoryId: string | null },
): Extract<CartOffer, { type: 'content' }> => ({
  type: 'content',
  id,
  salePriceCents,
  initialPriceCents,
  ...rest,
});

describe('adding to the cart (spec 1 §4)', () => {
  it('keeps one item per id and one tariff at most, with the added item last', () => {
    fc.assert(
      fc.property(cart, item, (before, added) => {
        const after = addCartItem(before, added);
        const itemIds = after.items.map((entry) => entry.id);
        expect(new Set(itemIds).size).toBe(itemIds.length);
        expect(after.items.filter((entry) => entry.type === 'tariff').length).toBeLessThanOrEqual(
          1,
        );
        expect(after.items.at(-1)).toEqual(added);
        // Nothing else is lost: every other item that was there and is not replaced stays.
        for (const kept of before.items) {
          const isReplaced =
            kept.id === added.id || (kept.type === 'tariff' && added.type === 'tariff');
          expect(after.items.includes(kept)).toBe(!isReplaced);
        }
      }),
    );
  });

  it('adding the same item twice is adding it once', () => {
    fc.assert(
      fc.property(cart, item, (before, added) => {
        expect(addCartItem(addCartItem(before, added), added)).toEqual(addCartItem(before, added));
      }),
    );
  });

  it('replaces the tariff in the cart with another tariff', () => {
    const withMonthly = addCartItem(EMPTY_CART, { type: 'tariff', id: 'monthly' });
    const withPack = addCartItem(withMonthly, { type: 'content', id: 'pack' });
    expect(addCartItem(withPack, { type: 'tariff', id: 'yearly', viaTrial: true }).items).toEqual([
      { type: 'content', id: 'pack' },
      { type: 'tariff', id: 'yearly', viaTrial: true },
    ]);
  });

  it('removes by id, and merging adds the incoming items in order', () => {
    fc.assert(
      fc.property(cart, cart, (mine, incoming) => {
        const merged = mergeCarts(mine, incoming);
        expect(merged).toEqual({
          items: incoming.items.reduce(addCartItem, mine).items,
          promoCode: incoming.promoCode ?? mine.promoCode,
        });
        for (const entry of merged.items) {
          expect(removeCartItem(merged, entry.id).items.some((left) => left.id === entry.id)).toBe(
            false,
          );
        }
      }),
    );
  });
});

describe('what may go in the cart (spec 1 §3)', () => {
  const pack: CartOffer = packOffer('p', 1500, 2000, {
    customPriceLowerBoundCents: 500,
    presaleCategoryId: null,
  });
  const tariff: CartOffer = {
    type: 'tariff',
    id: 't',
    salePriceCents: 999,
    initialPriceCents: 999,
    trialPriceCents: null,
  };

  it('takes a custom price for content that allows one, never below the lower bound', () => {
    expect(cartItemProblem({ type: 'content', id: 'p', customPriceCents: 500 }, pack)).toBeNull();
    expect(cartItemProblem({ type: 'content', id: 'p', customPriceCents: 499 }, pack)).toBe(
      'CustomPriceTooLow',
    );
    expect(
      cartItemProblem(
        { type: 'content', id: 'p', customPriceCents: 5000 },
        { ...pack, customPriceLowerBoundCents: null },
      ),
    ).toBe('CustomPriceNotAllowed');
  });

  it('takes via trial only for a tariff with a trial, and only what the catalogue has', () => {
    expect(cartItemProblem({ type: 'tariff', id: 't', viaTrial: true }, tariff)).toBe(
      'TrialNotAvailable',
    );
    expect(cartItemProblem({ type: 'tariff', id: 't', viaTrial: false }, tariff)).toBeNull();
    expect(cartItemProblem({ type: 'presale', id: 't' }, tariff)).toBe('CartItemNotFound');
    expect(cartItemProblem({ type: 'presale', id: 'x' }, undefined)).toBe('CartItemNotFound');
  });
});

describe('promo codes', () => {
  it('can be used until they expire or run out', () => {
    expect(promoCodeProblem(null, NOW)).toBe('PromoCodeNotFound');
    expect(promoCodeProblem(promoCode({ expiresAt: NOW }), NOW)).toBe('PromoCodeExpired');
    expect(promoCodeProblem(promoCode({ expiresAt: new Date(NOW.getTime() + 1) }), NOW)).toBeNull();
    expect(promoCodeProblem(promoCode({ usageLimit: 3, usedCount: 3 }), NOW)).toBe(
      'PromoCodeUsedUp',
    );
    expect(promoCodeProblem(promoCode({ usageLimit: 3, usedCount: 2 }), NOW)).toBeNull();
  });
});

describe('pricing a cart (spec 1 §3, §9)', () => {
  it('totals are the sums of the lines, in whole cents, never negative', () => {
    fc.assert(
      fc.property(cart, fc.nat(), fc.option(promo), (priced, seed, code) => {
        const offers = offersFor(priced.items, seed);
        const result = priceCart(
          priced,
          offers,
          GUEST_CART_VIEWER,
          code ? { entered: code.code, code, now: NOW } : null,
        );
        expect(result.lines).toHaveLength(priced.items.length);
        const sum = (pick: (line: (typeof result.lines)[number]) => number) =>
          result.lines.reduce((total, line) => total + pick(line), 0);
        expect(result.resultingSumCents).toBe(sum((line) => line.finalSumCents));
        expect(result.initialSumCents).toBe(sum((line) => line.initialSumCents));
        for (const line of result.lines) {
          expect(Number.isInteger(line.finalSumCents)).toBe(true);
          expect(line.finalSumCents).toBeGreaterThanOrEqual(0);
          // A trial is its own offer: its trial price is all it shows, no old price.
          if (line.viaTrial) expect(line.initialSumCents).toBe(line.finalSumCents);
          else expect(line.initialSumCents).toBeGreaterThanOrEqual(line.salePriceCents);
          if (line.customPriceCents === null && !line.viaTrial) {
            expect(line.finalSumCents).toBeLessThanOrEqual(line.salePriceCents);
          }
        }
        expect(result.promo?.decreaseCents ?? 0).toBe(sum((line) => line.promoDiscountCents));
      }),
    );
  });

  it('a fixed-amount code takes exactly its amount, or everything it can', () => {
    fc.assert(
      fc.property(cart, fc.nat(), fc.integer({ min: 1, max: 1_000_000 }), (priced, seed, value) => {
        const offers = offersFor(priced.items, seed);
        const code = promoCode({ type: 'FIXED', value });
        const without = priceCart(priced, offers, GUEST_CART_VIEWER, null);
        const withCode = priceCart(priced, offers, GUEST_CART_VIEWER, {
          entered: 'SAVE',
          code,
          now: NOW,
        });
        const eligible = without.lines
          .filter((line) => line.customPriceCents === null && !line.viaTrial)
          .reduce((total, line) => total + line.finalSumCents, 0);
        expect(withCode.promo?.decreaseCents).toBe(Math.min(value, eligible));
        expect(withCode.resultingSumCents).toBe(
          without.resultingSumCents - Math.min(value, eligible),
        );
      }),
    );
  });

  it('a percent code takes the rounded percent off each line it applies to', () => {
    const offers = new Map<string, CartOffer>([
      [
        'p',
        packOffer('p', 1999, 2999, { customPriceLowerBoundCents: null, presaleCategoryId: null }),
      ],
      ['s', { type: 'presale', id: 's', salePriceCents: 4999, initialPriceCents: 4999 }],
    ]);
    const items: CartItem[] = [
      { type: 'content', id: 'p' },
      { type: 'presale', id: 's' },
    ];
    const result = priceCart({ promoCode: 'SAVE', items }, offers, GUEST_CART_VIEWER, {
      entered: 'SAVE',
      code: promoCode({ value: 15, scope: ['content'] }),
      now: NOW,
    });
    // 15 % of $19.99 is 299.85 cents: 300 off; the presale is out of the code's scope.
    expect(result.lines.map((line) => line.finalSumCents)).toEqual([1699, 4999]);
    expect(result.initialSumCents).toBe(2999 + 4999);
    expect(result.promo).toEqual({
      code: 'SAVE',
      type: 'PERCENT',
      value: 15,
      decreaseCents: 300,
      problem: null,
    });
  });

  it('says why a code takes nothing off, and prices the cart without it', () => {
    const offers = new Map<string, CartOffer>([
      ['s', { type: 'presale', id: 's', salePriceCents: 4999, initialPriceCents: 4999 }],
    ]);
    const items: CartItem[] = [{ type: 'presale', id: 's' }];
    const price = (code: PromoCode | null) =>
      priceCart({ promoCode: 'X', items }, offers, GUEST_CART_VIEWER, {
        entered: 'X',
        code,
        now: NOW,
      });
    expect(price(null).promo?.problem).toBe('PromoCodeNotFound');
    expect(price(promoCode({ scope: ['tariff'] })).promo?.problem).toBe('PromoCodeNotApplicable');
    expect(price(promoCode({ usageLimit: 1, usedCount: 1 })).promo?.problem).toBe(
      'PromoCodeUsedUp',
    );
    expect(price(promoCode({ usageLimit: 1, usedCount: 1 })).resultingSumCents).toBe(4999);
  });

  it('costs nothing for packs an owned or bought presale covers, or a lifetime subscription', () => {
    const pack = (id: string, presaleCategoryId: string | null) =>
      packOffer(id, 1000, 1000, { customPriceLowerBoundCents: null, presaleCategoryId });
    const offers = new Map<string, CartOffer>([
      ['owned-cat-pack', pack('owned-cat-pack', 'owned')],
      ['bought-cat-pack', pack('bought-cat-pack', 'bought')],
      ['plain', pack('plain', null)],
      ['bought', { type: 'presale', id: 'bought', salePriceCents: 3000, initialPriceCents: 4000 }],
    ]);
    const items: CartItem[] = [...offers.keys()].map((id) =>
      id === 'bought' ? { type: 'presale', id } : { type: 'content', id },
    );
    const viewer = { ownedPresaleCategoryIds: new Set(['owned']), hasLifetimeSubscription: false };
    const result = priceCart({ promoCode: null, items }, offers, viewer, null);
    expect(
      result.lines.map((line) => [line.id, line.finalSumCents, line.coveredByPresale]),
    ).toEqual([
      ['owned-cat-pack', 0, true],
      ['bought-cat-pack', 0, true],
      ['plain', 1000, false],
      ['bought', 3000, false],
    ]);
    const lifetime = priceCart(
      { promoCode: null, items },
      offers,
      {
        ownedPresaleCategoryIds: new Set(),
        hasLifetimeSubscription: true,
      },
      null,
    );
    expect(lifetime.resultingSumCents).toBe(0);
    expect(lifetime.lines.every((line) => line.coveredByLifetimeSubscription)).toBe(true);
  });

  it('charges a custom price or a trial price as they are, without the promo code', () => {
    const offers = new Map<string, CartOffer>([
      [
        'p',
        packOffer('p', 1500, 1500, { customPriceLowerBoundCents: 500, presaleCategoryId: null }),
      ],
      [
        't',
        {
          type: 'tariff',
          id: 't',
          salePriceCents: 2999,
          initialPriceCents: 3999,
          trialPriceCents: 100,
        },
      ],
    ]);
    const items: CartItem[] = [
      { type: 'content', id: 'p', customPriceCents: 2500 },
      { type: 'tariff', id: 't', viaTrial: true },
    ];
    const result = priceCart({ promoCode: 'SAVE', items }, offers, GUEST_CART_VIEWER, {
      entered: 'SAVE',
      code: promoCode({ value: 50 }),
      now: NOW,
    });
    expect(result.lines.map((line) => line.finalSumCents)).toEqual([2500, 100]);
    expect(result.promo?.problem).toBe('PromoCodeNotApplicable');
  });

  it('leaves out items the catalogue does not have or that break a rule', () => {
    const offers = new Map<string, CartOffer>([
      [
        'p',
        packOffer('p', 1500, 1500, { customPriceLowerBoundCents: 500, presaleCategoryId: null }),
      ],
    ]);
    const items: CartItem[] = [
      { type: 'content', id: 'p', customPriceCents: 100 },
      { type: 'content', id: 'gone' },
    ];
    expect(priceCart({ promoCode: null, items }, offers, GUEST_CART_VIEWER, null).lines).toEqual(
      [],
    );
  });
});

describe('tariffs for a subscriber (spec 1 §9 upgrade, personal discounts)', () => {
  const tariff = (id: string, salePriceCents: number): CartOffer => ({
    type: 'tariff',
    id,
    salePriceCents,
    initialPriceCents: salePriceCents,
    trialPriceCents: 100,
  });
  const offers = new Map<string, CartOffer>([
    ['monthly', tariff('monthly', 1500)],
    ['annual', tariff('annual', 9900)],
    ['lifetime', tariff('lifetime', 19900)],
  ]);
  const viewerWith = (terms: Record<string, Partial<TariffTerms>>) => ({
    ...GUEST_CART_VIEWER,
    tariffTerms: new Map(
      Object.entries(terms).map(([id, partial]): [string, TariffTerms] => [
        id,
        { refusal: null, creditCents: 0, discountPercent: 0, ...partial },
      ]),
    ),
  });
  const priceOf = (
    item: CartItem,
    viewer: ReturnType<typeof viewerWith>,
    promo: PromoCode | null = null,
  ) =>
    priceCart(
      { promoCode: promo?.code ?? null, items: [item] },
      offers,
      viewer,
      promo && { entered: promo.code, code: promo, now: NOW },
    );

  it('an upgrade costs the price less the unused credit, never below zero', () => {
    const upgrade = priceOf(
      { type: 'tariff', id: 'annual' },
      viewerWith({ annual: { creditCents: 1234 } }),
    );
    expect(upgrade.lines[0]).toMatchObject({
      finalSumCents: 9900 - 1234,
      upgradeCreditCents: 1234,
      personalDiscountCents: 0,
    });
    expect(upgrade.resultingSumCents).toBe(8666);
    const generous = priceOf(
      { type: 'tariff', id: 'monthly' },
      viewerWith({ monthly: { creditCents: 5000 } }),
    );
    expect(generous.lines[0]).toMatchObject({ finalSumCents: 0, upgradeCreditCents: 1500 });
  });

  it('takes the personal discount off the price before the credit', () => {
    const result = priceOf(
      { type: 'tariff', id: 'lifetime' },
      viewerWith({ lifetime: { discountPercent: 20, creditCents: 1000 } }),
    );
    expect(result.lines[0]).toMatchObject({
      personalDiscountCents: 3980,
      upgradeCreditCents: 1000,
      finalSumCents: 19900 - 3980 - 1000,
    });
  });

  it('leaves a trial as its own offer, without discount or credit', () => {
    const result = priceOf(
      { type: 'tariff', id: 'monthly', viaTrial: true },
      viewerWith({ monthly: { discountPercent: 50, creditCents: 50 } }),
    );
    expect(result.lines[0]).toMatchObject({
      finalSumCents: 100,
      personalDiscountCents: 0,
      upgradeCreditCents: 0,
    });
  });

  it('leaves out a tariff the buyer may not have, and says why', () => {
    const viewer = viewerWith({
      monthly: { refusal: 'TariffDowngrade' },
      annual: { refusal: 'TariffAlreadyHeld' },
    });
    expect(tariffRefusalOf({ type: 'tariff', id: 'monthly' }, viewer)).toBe('TariffDowngrade');
    expect(tariffRefusalOf({ type: 'tariff', id: 'annual' }, viewer)).toBe('TariffAlreadyHeld');
    expect(tariffRefusalOf({ type: 'tariff', id: 'lifetime' }, viewer)).toBeNull();
    expect(tariffRefusalOf({ type: 'content', id: 'annual' }, viewer)).toBeNull();
    expect(priceOf({ type: 'tariff', id: 'annual' }, viewer).lines).toEqual([]);
    expect(priceOf({ type: 'tariff', id: 'lifetime' }, viewer).resultingSumCents).toBe(19900);
  });

  it('refuses the trial of a buyer who had a subscription, not the tariff at its price', () => {
    const viewer = viewerWith({ monthly: { trialRefusal: 'TrialAlreadyUsed' } });
    const trial = { type: 'tariff', id: 'monthly', viaTrial: true } as const;
    expect(tariffRefusalOf(trial, viewer)).toBe('TrialAlreadyUsed');
    expect(tariffRefusalOf({ type: 'tariff', id: 'monthly' }, viewer)).toBeNull();
    expect(priceOf(trial, viewer).lines).toEqual([]);
    expect(priceOf({ type: 'tariff', id: 'monthly' }, viewer).lines).toHaveLength(1);
  });

  it('a promo code applies to what is left after the credit', () => {
    const result = priceOf(
      { type: 'tariff', id: 'annual' },
      viewerWith({ annual: { creditCents: 900 } }),
      promoCode({ value: 10 }),
    );
    expect(result.lines[0]).toMatchObject({ promoDiscountCents: 900, finalSumCents: 8100 });
  });

  it('never charges below zero nor more than the price, whatever the terms', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('monthly', 'annual', 'lifetime'),
        fc.integer({ min: -10, max: 150 }),
        fc.integer({ min: -100, max: 50_000 }),
        (id, discountPercent, creditCents) => {
          const [line] = priceOf(
            { type: 'tariff', id },
            viewerWith({ [id]: { discountPercent, creditCents } }),
          ).lines;
          const price = offers.get(id)?.salePriceCents ?? 0;
          expect(line?.finalSumCents).toBeGreaterThanOrEqual(0);
          expect(line?.finalSumCents).toBeLessThanOrEqual(price);
          expect(
            (line?.finalSumCents ?? 0) +
              (line?.personalDiscountCents ?? 0) +
              (line?.upgradeCreditCents ?? 0),
          ).toBe(price);
        },
      ),
    );
  });
});

describe('splitting an amount in proportion', () => {
  it('gives whole cents that add up to the amount, each within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const shares = splitInProportion(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          if (sum === 0 || total === 0) {
            expect(shares.every((share) => share === 0)).toBe(true);
            return;
          }
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          shares.forEach((share, index) => {
            expect(Number.isInteger(share)).toBe(true);
            expect(Math.abs(share - (total * (weights[index] ?? 0)) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
