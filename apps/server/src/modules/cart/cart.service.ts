import type { GuestCartRequest, LocalCartItem } from '@parallax/core/contracts/cart';
import { DomainError } from '@parallax/core/errors';
import {
  addCartItem,
  EMPTY_CART,
  promoCodeProblem,
  removeCartItem,
  type Cart,
  type CartItem,
} from '@parallax/core/rules/cart';
import type { SubscriptionAccess } from '@parallax/core/rules/entitlement';
import { toCents } from '@parallax/core/rules/price';
import type { Database } from '../../db/client.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { TariffPricingService } from '../subscriptions/tariff-pricing.service.js';
import { createCartPricing, PROBLEM_TEXT, type ShopContext } from './cart-pricing.service.js';
import { createCartViewers } from './cart-viewer.service.js';
import { paymentMethodsFor } from './cart.presenter.js';
import type { CartRepository } from './cart.repository.js';

/** A local cart item (dollars) as the cart rules take it (cents). */
export function cartItemOf(item: LocalCartItem): CartItem {
  if (item.type === 'content') {
    return item.customPrice === undefined
      ? { type: 'content', id: item.id }
      : { type: 'content', id: item.id, customPriceCents: toCents(item.customPrice) };
  }
  if (item.type === 'tariff')
    return { type: 'tariff', id: item.id, viaTrial: item.viaTrial === true };
  return { type: 'presale', id: item.id };
}

/** spec 1 §3 guest-side totals as a cart: presales, then contents, then the tariff. */
export function cartOfGuestRequest(request: GuestCartRequest): Cart {
  const items: CartItem[] = [
    ...request.presaleCategoryIds.map((id): CartItem => ({ type: 'presale', id })),
    ...request.contents.map((content): CartItem =>
      content.customPriceInCents === undefined
        ? { type: 'content', id: content.id }
        : { type: 'content', id: content.id, customPriceCents: content.customPriceInCents },
    ),
    ...(request.tariff
      ? [{ type: 'tariff', id: request.tariff.id, viaTrial: request.tariff.viaTrial } as const]
      : []),
  ];
  return { promoCode: request.promoCode, items: items.reduce(addCartItem, EMPTY_CART).items };
}

/** A paid order, as the cart hears of it. */
type PaidOrder = {
  userId: string;
  itemIds: readonly string[];
  promoCode: string | null;
  fromServerCart: boolean;
};

/**
 * What a paid order does to carts, in the payment's transaction: its promo code counts one more
 * use; bought from the server cart, its items and that code leave the cart.
 */
async function recordPurchase(
  repository: CartRepository,
  tx: Database,
  order: PaidOrder,
): Promise<void> {
  if (order.promoCode !== null) await repository.countPromoCodeUse(tx, order.promoCode);
  if (order.fromServerCart) {
    await repository.removeBought(tx, order.userId, order.itemIds, order.promoCode);
  }
}

/**
 * Carts (spec 1 §3, §4, §7): a guest's priced from what the app keeps locally, a signed-in user's
 * kept on the server. Prices come from the catalog snapshot (packs, presales, tariffs) and are
 * computed by the shared rules of core/rules/cart.ts (cart-pricing.service.ts); a tariff's terms
 * for the buyer are tariff pricing's. The answer is in dollars.
 */
export function createCartService(deps: {
  repository: CartRepository;
  snapshots: CatalogSnapshotSource;
  ownedPackIds: (userId: string) => Promise<string[]>;
  boughtPresaleCategoryIds: (userId: string) => Promise<string[]>;
  /** What the user's subscription opens now (the subscription access service's). */
  subscriptionAccessOf: (userId: string) => Promise<SubscriptionAccess>;
  /** A tariff's terms for the buyer: refusal, upgrade credit, personal discount. */
  pricing: Pick<TariffPricingService, 'termsOf'>;
  /** The configured card providers (the test acquirer is `test`). */
  cardAcquiringTypes: readonly string[];
  now: () => Date;
}) {
  const { repository, cardAcquiringTypes, now } = deps;
  const { quote, price, checkItemsFor } = createCartPricing(deps);
  const { viewerOf, guestViewerOf } = createCartViewers(deps);
  /** The signed-in user's cart, changed, priced for them. */
  const changed = async (userId: string, change: (cart: Cart) => Cart, context: ShopContext) =>
    price(
      await repository.update(userId, change),
      await viewerOf(userId, { platform: context.platform }),
      context,
    );

  return {
    quote,
    viewerOf,
    paymentMethods: (context: ShopContext) =>
      paymentMethodsFor(context.platform, cardAcquiringTypes),
    checkItems: async (userId: string, items: readonly CartItem[]): Promise<void> =>
      checkItemsFor(userId, items, await viewerOf(userId)),

    /** The signed-in user's cart kept on the server, as the rules take it. */
    saved: (userId: string): Promise<Cart> => repository.read(userId),

    recordPurchase: (tx: Database, order: PaidOrder) => recordPurchase(repository, tx, order),

    /**
     * spec 1 §3 guest-side calculation: what the app keeps locally, priced; never stored. The
     * source the guest came from chooses their personal discount, as on the banner (spec 1 §4).
     */
    priceGuestCart: async (request: GuestCartRequest, context: ShopContext) =>
      price(
        cartOfGuestRequest(request),
        await guestViewerOf({
          platform: context.platform,
          ...(request.source ? { source: request.source } : {}),
        }),
        context,
      ),

    get: async (userId: string, context: ShopContext) =>
      price(
        await repository.read(userId),
        await viewerOf(userId, { platform: context.platform }),
        context,
      ),

    /** spec 1 §4 add list of items (also the guest cart merged in at sign-in). */
    async addItems(userId: string, items: readonly LocalCartItem[], context: ShopContext) {
      const cartItems = items.map(cartItemOf);
      const viewer = await viewerOf(userId, { platform: context.platform });
      await checkItemsFor(userId, cartItems, viewer);
      const cart = await repository.update(userId, (current) =>
        cartItems.reduce(addCartItem, current),
      );
      return price(cart, viewer, context);
    },

    removeItem: (userId: string, itemId: string, context: ShopContext) =>
      changed(userId, (current) => removeCartItem(current, itemId), context),

    clean: (userId: string, context: ShopContext) => changed(userId, () => EMPTY_CART, context),

    /**
     * Puts a promo code on the cart. One that does not exist, has expired or is used up is refused
     * (its errorType); one that takes nothing off this cart is kept, and the answer says so.
     */
    async setPromoCode(userId: string, entered: string, context: ShopContext) {
      const code = await repository.findPromoCode(entered);
      const problem = promoCodeProblem(code, now());
      if (problem || !code) {
        const errorType = problem ?? 'PromoCodeNotFound';
        throw new DomainError(errorType, PROBLEM_TEXT[errorType]);
      }
      return changed(userId, (current) => ({ ...current, promoCode: code.code }), context);
    },

    removePromoCode: (userId: string, context: ShopContext) =>
      changed(userId, (current) => ({ ...current, promoCode: null }), context),
  };
}

export type CartService = ReturnType<typeof createCartService>;
