/**
 * The cart's rules (spec 1 §3 local cart, §4 cart): its items, what the catalogue offers, what may
 * go in it, promo codes and the buyer's tariff terms; shared by the server (which prices every
 * cart, a guest's included, with cart-pricing.ts) and the web app (which keeps a guest's cart in
 * local storage). Pure: no I/O, money in integer cents throughout.
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
  /**
   * The packs, presale categories or tariffs it takes money off (of the kinds in `scope`);
   * null or left out: every item of those kinds.
   */
  itemIds?: readonly string[] | null;
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
 * is shorter than the one they hold, they hold a lifetime one (nothing is above it), or its trial
 * is for new customers.
 */
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
