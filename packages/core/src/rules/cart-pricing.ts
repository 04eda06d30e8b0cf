/**
 * Pricing a cart (spec 1 §3 server cart response, §9 prices), shared by the server (which prices
 * every cart) and whatever shows a price the same way: each line's sums, the personal discount
 * and upgrade credit of a tariff, the promo code's decrease and the totals. Pure: money in
 * integer cents throughout.
 */
import {
  cartItemProblem,
  promoCodeProblem,
  tariffRefusalOf,
  type Cart,
  type CartItem,
  type CartItemType,
  type CartOffer,
  type CartViewer,
  type PromoCode,
  type PromoCodeProblem,
  type PromoCodeType,
} from './cart.js';

/**
 * A tariff's price less a personal discount percent (0–100), in whole cents: what the discount
 * banner shows, the subscription page's upgrade price and the cart charge, rounded alike.
 */
export function afterPersonalDiscount(priceCents: number, percent: number): number {
  const clamped = Math.min(Math.max(percent, 0), 100);
  return Math.round((priceCents * (100 - clamped)) / 100);
}

/** A tariff's personal offer: the first period's price the cart charges, and what it replaces. */
export type PersonalOffer = { priceCents: number; oldPriceCents: number; percent: number };

/**
 * The personal offer on a tariff priced `priceCents` for a buyer whose personal discount on it is
 * `percent` (spec 1 §4), or null when it takes nothing off: the one figure the discount banner,
 * the plan cards and the cart line show, as the cart charges it (`afterPersonalDiscount`). The
 * percent shown is the one the prices make (spec 1 §9, rounded).
 */
export function personalOffer(priceCents: number, percent: number): PersonalOffer | null {
  const offered = afterPersonalDiscount(priceCents, percent);
  if (offered >= priceCents) return null;
  const shown = priceCents <= 0 ? 0 : Math.round((1 - offered / priceCents) * 100);
  return { priceCents: offered, oldPriceCents: priceCents, percent: shown };
}

export type PricedCartLine = {
  type: CartItemType;
  id: string;
  /** The price before the catalogue's own discount (the old price). */
  initialSumCents: number;
  /** The catalogue's current price. */
  salePriceCents: number;
  /** What this line costs in this cart: custom price, trial, promo code and coverage applied. */
  finalSumCents: number;
  promoDiscountCents: number;
  /** A pack whose presale category the buyer owns or buys in this cart: nothing to pay. */
  coveredByPresale: boolean;
  /** The buyer's lifetime subscription already gives the pack or presale: nothing to pay. */
  coveredByLifetimeSubscription: boolean;
  /** A tariff's personal discount, taken off its price before the upgrade credit. */
  personalDiscountCents: number;
  /** An upgrade's credit for the unused time of the current tariff (never more than the price). */
  upgradeCreditCents: number;
  viaTrial: boolean;
  customPriceCents: number | null;
};

export type PricedCart = {
  lines: PricedCartLine[];
  initialSumCents: number;
  resultingSumCents: number;
  promo: {
    code: string;
    type: PromoCodeType;
    value: number;
    /** Cents the code takes off in this cart (0 when it does not apply). */
    decreaseCents: number;
    problem: PromoCodeProblem | null;
  } | null;
};

/**
 * `total` split over `weights` in proportion, in whole cents that add up to `total` exactly
 * (largest remainder; ties go to the earlier line).
 */
export function splitInProportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** One line priced: coverage, custom or trial price, personal discount, upgrade credit. */
function priceLine(
  { item, offer }: { item: CartItem; offer: CartOffer },
  viewer: CartViewer,
  presalesInCart: ReadonlySet<string>,
): PricedCartLine {
  const presaleCategoryId = offer.type === 'content' ? offer.presaleCategoryId : null;
  const coveredByPresale =
    presaleCategoryId !== null &&
    (viewer.ownedPresaleCategoryIds.has(presaleCategoryId) ||
      presalesInCart.has(presaleCategoryId));
  const coveredByLifetimeSubscription =
    viewer.hasLifetimeSubscription && (item.type === 'content' || item.type === 'presale');
  const customPriceCents =
    item.type === 'content' && item.customPriceCents !== undefined ? item.customPriceCents : null;
  const viaTrial = item.type === 'tariff' && item.viaTrial === true;
  let finalSumCents = customPriceCents ?? offer.salePriceCents;
  if (viaTrial && offer.type === 'tariff') finalSumCents = offer.trialPriceCents ?? finalSumCents;
  // A trial is its own offer, not a cut of the tariff's price: it has no old price to strike.
  const initialSumCents = viaTrial
    ? finalSumCents
    : Math.max(offer.initialPriceCents, offer.salePriceCents);
  if (coveredByPresale || coveredByLifetimeSubscription) finalSumCents = 0;
  // A trial is its own offer: neither the personal discount nor an upgrade credit applies.
  const terms = item.type === 'tariff' && !viaTrial ? viewer.tariffTerms?.get(item.id) : undefined;
  const personalDiscountCents =
    finalSumCents - afterPersonalDiscount(finalSumCents, terms?.discountPercent ?? 0);
  finalSumCents -= personalDiscountCents;
  const upgradeCreditCents = Math.min(Math.max(terms?.creditCents ?? 0, 0), finalSumCents);
  finalSumCents -= upgradeCreditCents;
  return {
    type: item.type,
    id: item.id,
    initialSumCents,
    salePriceCents: offer.salePriceCents,
    finalSumCents,
    promoDiscountCents: 0,
    coveredByPresale,
    coveredByLifetimeSubscription,
    personalDiscountCents,
    upgradeCreditCents,
    viaTrial,
    customPriceCents,
  };
}

/** What `code` takes off each eligible line (PERCENT per line, FIXED split in proportion). */
function promoDiscounts(code: PromoCode, eligible: readonly PricedCartLine[]): number[] {
  if (code.type === 'PERCENT') {
    return eligible.map((line) =>
      Math.min(line.finalSumCents, Math.round((line.finalSumCents * code.value) / 100)),
    );
  }
  const eligibleCents = eligible.reduce((sum, line) => sum + line.finalSumCents, 0);
  return splitInProportion(
    Math.min(code.value, eligibleCents),
    eligible.map((line) => line.finalSumCents),
  );
}

/**
 * Takes the promo code off the lines it applies to (changing them) and says what it took, or why
 * it took nothing.
 */
function applyPromoCode(
  lines: PricedCartLine[],
  promo: { entered: string; code: PromoCode | null; now: Date },
): NonNullable<PricedCart['promo']> {
  const problem = promoCodeProblem(promo.code, promo.now);
  const code = promo.code;
  if (!code || problem !== null) {
    return {
      code: promo.entered,
      type: code?.type ?? 'PERCENT',
      value: code?.value ?? 0,
      decreaseCents: 0,
      problem,
    };
  }
  const eligible = lines.filter(
    (line) =>
      code.scope.includes(line.type) &&
      (code.itemIds == null || code.itemIds.includes(line.id)) &&
      line.customPriceCents === null &&
      !line.viaTrial &&
      line.finalSumCents > 0,
  );
  const discounts = promoDiscounts(code, eligible);
  eligible.forEach((line, index) => {
    const discount = discounts[index] ?? 0;
    line.promoDiscountCents = discount;
    line.finalSumCents -= discount;
  });
  const decreaseCents = discounts.reduce((a, b) => a + b, 0);
  return {
    // The code as the catalogue spells it (codes match without regard to case).
    code: code.code,
    type: code.type,
    value: code.value,
    decreaseCents,
    problem: decreaseCents > 0 ? null : 'PromoCodeNotApplicable',
  };
}

/**
 * Prices a cart (spec 1 §3 server cart response, §9): each line's initial, sale and final sums,
 * the promo code's decrease and the totals. Items the catalogue does not know, or that break a
 * rule (cartItemProblem), are left out: the caller refuses them when they are added.
 *
 * - A pack whose presale category the buyer owns, or buys in this cart, costs nothing
 *   (coveredByPresale); so do packs and presales under a lifetime subscription.
 * - A custom price replaces the pack's price; a tariff via trial costs its trial price. Neither
 *   takes a promo code: the buyer chose the price, or the trial is the offer.
 * - A tariff the buyer may not have (tariffRefusalOf) is left out like an unknown item. Another
 *   tariff costs its price less the buyer's personal discount percent, then less the upgrade
 *   credit of their current period, never below zero (spec 1 §9 upgrade, personal discounts).
 * - A code takes money off the lines of the kinds in its scope and, when it names items, off
 *   those items only; a cart with none of them gets PromoCodeNotApplicable.
 * - PERCENT takes round(line × percent / 100) off each eligible line; FIXED takes its amount off
 *   the eligible lines together, split in proportion, never below zero.
 */
export function priceCart(
  cart: Cart,
  offers: ReadonlyMap<string, CartOffer>,
  viewer: CartViewer,
  /** The code the buyer entered, what it names (null: nothing), and the time to check it at. */
  promo: { entered: string; code: PromoCode | null; now: Date } | null,
): PricedCart {
  const valid = cart.items.flatMap((item) => {
    const offer = offers.get(item.id);
    return offer && cartItemProblem(item, offer) === null && tariffRefusalOf(item, viewer) === null
      ? [{ item, offer }]
      : [];
  });
  const presalesInCart = new Set(
    valid.filter(({ item }) => item.type === 'presale').map(({ item }) => item.id),
  );
  const lines = valid.map((entry) => priceLine(entry, viewer, presalesInCart));
  const pricedPromo = promo ? applyPromoCode(lines, promo) : null;
  return {
    lines,
    initialSumCents: lines.reduce((sum, line) => sum + line.initialSumCents, 0),
    resultingSumCents: lines.reduce((sum, line) => sum + line.finalSumCents, 0),
    promo: pricedPromo,
  };
}
