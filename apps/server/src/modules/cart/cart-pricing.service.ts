import type { CartItemDto, CartResponse } from '@parallax/core/contracts/cart';
import { DomainError } from '@parallax/core/errors';
import type { Language, Platform } from '@parallax/core/platform';
import {
  cartItemProblem,
  tariffRefusalOf,
  type Cart,
  type CartItem,
  type CartViewer,
} from '@parallax/core/rules/cart';
import { priceCart, type PricedCart, type PricedCartLine } from '@parallax/core/rules/cart-pricing';
import { fromCents } from '@parallax/core/rules/price';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { cartCatalogueOf } from './cart-catalogue.presenter.js';
import { paymentMethodsFor, toCartItemDto, toPromoCodeInfo } from './cart.presenter.js';
import type { CartRepository } from './cart.repository.js';

/** The text of each errorType a cart refuses with (the web app shows its own message). */
export const PROBLEM_TEXT = {
  CartItemNotFound: 'The catalogue has no such item to sell',
  CustomPriceNotAllowed: 'This pack has a fixed price',
  CustomPriceTooLow: 'The custom price is below the pack’s lower bound',
  TrialNotAvailable: 'This tariff has no trial',
  TariffAlreadyHeld: 'You already have this tariff',
  TariffDowngrade: 'A subscription can only be upgraded: this tariff is shorter than yours',
  LifetimeHeld: 'You have a lifetime subscription: there is nothing to upgrade to',
  TrialAlreadyUsed: 'A trial is for new customers: this account has had a subscription',
  PromoCodeNotFound: 'No such promo code',
  PromoCodeExpired: 'The promo code has expired',
  PromoCodeUsedUp: 'The promo code has been used up',
  PromoCodeNotApplicable: 'The promo code applies to nothing in the cart',
} as const;

export type ShopContext = { language: Language; platform: Platform };

/**
 * Carts priced (spec 1 §3 server cart response, §9) from the catalog snapshot by the shared
 * rules of core/rules/cart.ts, and what a buyer may not put in one. The answer is in dollars.
 */
export function createCartPricing(deps: {
  repository: Pick<CartRepository, 'findPromoCode'>;
  snapshots: CatalogSnapshotSource;
  ownedPackIds: (userId: string) => Promise<string[]>;
  /** The configured card providers (the test acquirer is `test`). */
  cardAcquiringTypes: readonly string[];
  now: () => Date;
}) {
  const { repository, snapshots, cardAcquiringTypes, now } = deps;

  /** The cart priced: the rules' figures (cents) and the answer the API gives (dollars). */
  async function quote(
    cart: Cart,
    viewer: CartViewer,
    context: ShopContext,
  ): Promise<{
    priced: PricedCart;
    lines: { line: PricedCartLine; item: CartItemDto }[];
    response: CartResponse;
  }> {
    const entries = cartCatalogueOf(await snapshots.get(), context.language);
    const offers = new Map([...entries].map(([id, entry]) => [id, entry.offer]));
    const promo = cart.promoCode
      ? {
          entered: cart.promoCode,
          code: await repository.findPromoCode(cart.promoCode),
          now: now(),
        }
      : null;
    const priced = priceCart(cart, offers, viewer, promo);
    const lines = priced.lines.flatMap((line) => {
      const entry = entries.get(line.id);
      return entry ? [{ line, item: toCartItemDto(line, entry) }] : [];
    });
    return {
      priced,
      lines,
      response: {
        cartItems: lines.map(({ item }) => item),
        promoCodeInfo: toPromoCodeInfo(priced.promo, context.language),
        initialSum: fromCents(priced.initialSumCents),
        resultingSum: fromCents(priced.resultingSumCents),
        paymentMethods: paymentMethodsFor(context.platform, cardAcquiringTypes),
      },
    };
  }

  return {
    quote,

    price: async (cart: Cart, viewer: CartViewer, context: ShopContext): Promise<CartResponse> =>
      (await quote(cart, viewer, context)).response,

    /**
     * Refuses an item the catalogue does not sell as asked, that the buyer already has, or a
     * tariff they may not buy (held, a downgrade, under a lifetime one). Checkout asks again:
     * what was fine when added may not be after an upgrade paid in another tab.
     */
    checkItemsFor: async (
      userId: string,
      items: readonly CartItem[],
      viewer: CartViewer,
    ): Promise<void> => {
      const [snapshot, owned] = await Promise.all([snapshots.get(), deps.ownedPackIds(userId)]);
      const entries = cartCatalogueOf(snapshot, 'en');
      const ownedPacks = new Set(owned);
      for (const item of items) {
        const problem = cartItemProblem(item, entries.get(item.id)?.offer);
        if (problem) throw new DomainError(problem, PROBLEM_TEXT[problem]);
        const isOwned =
          (item.type === 'content' && ownedPacks.has(item.id)) ||
          (item.type === 'presale' && viewer.ownedPresaleCategoryIds.has(item.id));
        if (isOwned) throw new DomainError('AlreadyOwned', `You already own ${item.id}`);
        const refusal = tariffRefusalOf(item, viewer);
        if (refusal) throw new DomainError(refusal, PROBLEM_TEXT[refusal]);
      }
    },
  };
}
