/**
 * The cart's rules (spec 1 §3 local cart and server cart response, §4 cart, §9 prices), shared by
 * the server (which prices every cart, a guest's included) and the web app (which keeps a guest's
 * cart in local storage). Pure: no I/O, money in integer cents throughout.
 */

export const CART_ITEM_TYPES = ['content', 'presale', 'tariff'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

/** spec 1 §3 local cart item: customPrice for content only, viaTrial for tariffs only. */
export type CartItem =
  | { type: 'content'; id: string; customPriceCents?: number }
  | { type: 'presale'; id: string }
  | { type: 'tariff'; id: string; viaTrial?: boolean };

export type Cart = { promoCode: string | null; items: readonly CartItem[] };

export const EMPTY_CART: Cart = { promoCode: null, items: [] };

/**
 * spec 1 §4: adding an item replaces any item with the same id; adding a tariff also removes any
 * other tariff (one subscription at a time). The new item goes last.
 */
export function addCartItem(cart: Cart, item: CartItem): Cart {
  const kept = cart.items.filter(
    (existing) =>
      existing.id !== item.id && !(item.type === 'tariff' && existing.type === 'tariff'),
  );
  return { ...cart, items: [...kept, item] };
}

export function removeCartItem(cart: Cart, id: string): Cart {
  return { ...cart, items: cart.items.filter((item) => item.id !== id) };
}

/**
 * Adds several items in order (the server cart's "add list of items"; merging a guest's cart
 * into a user's on sign-in): the later of two items with the same id wins, and so does the later
 * tariff. The promo code of `incoming`, when it has one, replaces the cart's.
 */
export function mergeCarts(cart: Cart, incoming: Cart): Cart {
  const merged = incoming.items.reduce(addCartItem, cart);
  return { ...merged, promoCode: incoming.promoCode ?? cart.promoCode };
}

/** What the catalogue says about an item in the cart, in cents. */
export type CartOffer =
  | {
      type: 'content';
      id: string;
      salePriceCents: number;
      initialPriceCents: number;
      /** null: the pack takes no custom price; otherwise the lowest one it takes. */
      customPriceLowerBoundCents: number | null;
      /** The presale category the pack belongs to, if any: buying it covers the pack. */
      presaleCategoryId: string | null;
    }
  | { type: 'presale'; id: string; salePriceCents: number; initialPriceCents: number }
  | {
      type: 'tariff';
      id: string;
      salePriceCents: number;
      initialPriceCents: number;
      /** null: the tariff has no trial. */
      trialPriceCents: number | null;
    };

/** Why an item cannot go in the cart as asked. */
export type CartItemProblem =
  'CartItemNotFound' | 'CustomPriceNotAllowed' | 'CustomPriceTooLow' | 'TrialNotAvailable';

/**
 * spec 1 §3: a custom price only for content that takes one, never below its lower bound; via
 * trial only for a tariff with a trial. null when the item is fine.
 */
export function cartItemProblem(
  item: CartItem,
  offer: CartOffer | undefined,
): CartItemProblem | null {
  if (!offer || offer.type !== item.type || offer.id !== item.id) return 'CartItemNotFound';
  if (item.type === 'content' && item.customPriceCents !== undefined && offer.type === 'content') {
    if (offer.customPriceLowerBoundCents === null) return 'CustomPriceNotAllowed';
    if (item.customPriceCents < offer.customPriceLowerBoundCents) return 'CustomPriceTooLow';
  }
  if (item.type === 'tariff' && item.viaTrial && offer.type === 'tariff') {
    if (offer.trialPriceCents === null) return 'TrialNotAvailable';
  }
  return null;
}

/** spec 1 §3 promoCodeInfo.type: PERCENT by default, or a fixed amount off. */
export const PROMO_CODE_TYPES = ['PERCENT', 'FIXED'] as const;
export type PromoCodeType = (typeof PROMO_CODE_TYPES)[number];

export type PromoCode = {
  code: string;
  type: PromoCodeType;
  /** PERCENT: 1–100; FIXED: cents off the eligible items together. */
  value: number;
  /** The kinds of item it takes money off. */
  scope: readonly CartItemType[];
  expiresAt: Date | null;
  /** null: no limit. */
  usageLimit: number | null;
  usedCount: number;
};

export type PromoCodeProblem =
  'PromoCodeNotFound' | 'PromoCodeExpired' | 'PromoCodeUsedUp' | 'PromoCodeNotApplicable';

/** Whether `promo` can be used now at all (the cart's items are checked when pricing). */
export function promoCodeProblem(promo: PromoCode | null, now: Date): PromoCodeProblem | null {
  if (!promo) return 'PromoCodeNotFound';
  if (promo.expiresAt !== null && promo.expiresAt.getTime() <= now.getTime()) {
    return 'PromoCodeExpired';
  }
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) return 'PromoCodeUsedUp';
  return null;
}

/**
 * Why a tariff cannot be bought by this buyer (spec 1 §9 upgrade order): they hold it already, it
 * is shorter than the one they hold, or they hold a lifetime one (nothing is above it).
 */
/**
 * A tariff's price less a personal discount percent (0–100), in whole cents: what the discount
 * banner shows, the subscription page's upgrade price and the cart charge, rounded alike.
 */
export function afterPersonalDiscount(priceCents: number, percent: number): number {
  const clamped = Math.min(Math.max(percent, 0), 100);
  return Math.round((priceCents * (100 - clamped)) / 100);
}

export const TARIFF_REFUSALS = [
  'TariffAlreadyHeld',
  'TariffDowngrade',
  'LifetimeHeld',
  'TrialAlreadyUsed',
] as const;
export type TariffRefusal = (typeof TARIFF_REFUSALS)[number];

/** What the buyer's subscription and personal discount make of one tariff on sale. */
export type TariffTerms = {
  refusal: TariffRefusal | null;
  /**
   * Why its trial is not for this buyer (a trial is sold once per customer: they held a
   * subscription before), or null; the tariff itself may still be bought at its price.
   */
  trialRefusal?: 'TrialAlreadyUsed' | null;
  /** The unused part of the current period, credited to an upgrade (0 when not one). */
  creditCents: number;
  /** The buyer's personal discount on this tariff, 0–100. */
  discountPercent: number;
};

/** Who is buying: what they own already covers part of a cart. */
export type CartViewer = {
  ownedPresaleCategoryIds: ReadonlySet<string>;
  hasLifetimeSubscription: boolean;
  /** By tariff id; a tariff missing here has no refusal, credit or discount. */
  tariffTerms?: ReadonlyMap<string, TariffTerms>;
};

export const GUEST_CART_VIEWER: CartViewer = {
  ownedPresaleCategoryIds: new Set(),
  hasLifetimeSubscription: false,
};

/**
 * Why this buyer may not have this tariff item (as a trial, or at all), or null (anything else is
 * never refused here).
 */
export function tariffRefusalOf(item: CartItem, viewer: CartViewer): TariffRefusal | null {
  if (item.type !== 'tariff') return null;
  const terms = viewer.tariffTerms?.get(item.id);
  if (item.viaTrial === true && terms?.trialRefusal) return terms.trialRefusal;
  return terms?.refusal ?? null;
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

  const lines: PricedCartLine[] = valid.map(({ item, offer }) => {
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
    if (coveredByPresale || coveredByLifetimeSubscription) finalSumCents = 0;
    // A trial is its own offer: neither the personal discount nor an upgrade credit applies.
    const terms =
      item.type === 'tariff' && !viaTrial ? viewer.tariffTerms?.get(item.id) : undefined;
    const personalDiscountCents =
      finalSumCents - afterPersonalDiscount(finalSumCents, terms?.discountPercent ?? 0);
    finalSumCents -= personalDiscountCents;
    const upgradeCreditCents = Math.min(Math.max(terms?.creditCents ?? 0, 0), finalSumCents);
    finalSumCents -= upgradeCreditCents;
    return {
      type: item.type,
      id: item.id,
      initialSumCents: Math.max(offer.initialPriceCents, offer.salePriceCents),
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
  });

  let pricedPromo: PricedCart['promo'] = null;
  if (promo) {
    const problem = promoCodeProblem(promo.code, promo.now);
    const code = promo.code;
    if (code && problem === null) {
      const eligible = lines.filter(
        (line) =>
          code.scope.includes(line.type) &&
          line.customPriceCents === null &&
          !line.viaTrial &&
          line.finalSumCents > 0,
      );
      const discounts =
        code.type === 'PERCENT'
          ? eligible.map((line) =>
              Math.min(line.finalSumCents, Math.round((line.finalSumCents * code.value) / 100)),
            )
          : splitInProportion(
              Math.min(
                code.value,
                eligible.reduce((sum, line) => sum + line.finalSumCents, 0),
              ),
              eligible.map((line) => line.finalSumCents),
            );
      eligible.forEach((line, index) => {
        const discount = discounts[index] ?? 0;
        line.promoDiscountCents = discount;
        line.finalSumCents -= discount;
      });
      const decreaseCents = discounts.reduce((a, b) => a + b, 0);
      pricedPromo = {
        // The code as the catalogue spells it (codes match without regard to case).
        code: code.code,
        type: code.type,
        value: code.value,
        decreaseCents,
        problem: decreaseCents > 0 ? null : 'PromoCodeNotApplicable',
      };
    } else {
      pricedPromo = {
        code: promo.entered,
        type: code?.type ?? 'PERCENT',
        value: code?.value ?? 0,
        decreaseCents: 0,
        problem,
      };
    }
  }

  return {
    lines,
    initialSumCents: lines.reduce((sum, line) => sum + line.initialSumCents, 0),
    resultingSumCents: lines.reduce((sum, line) => sum + line.finalSumCents, 0),
    promo: pricedPromo,
  };
}
