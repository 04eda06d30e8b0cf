import type {
  CartItemDto,
  CartResponse,
  GuestCartRequest,
  LocalCartItem,
  PaymentMethodDto,
  PromoCodeInfo,
} from '@parallax/core/contracts/cart';
import { DomainError } from '@parallax/core/errors';
import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import type { Language, Platform } from '@parallax/core/platform';
import {
  addCartItem,
  cartItemProblem,
  EMPTY_CART,
  priceCart,
  promoCodeProblem,
  removeCartItem,
  tariffRefusalOf,
  type Cart,
  type CartItem,
  type CartOffer,
  type CartViewer,
  type PricedCart,
  type PricedCartLine,
  type TariffRefusal,
  type TariffTerms,
  GUEST_CART_VIEWER,
} from '@parallax/core/rules/cart';
import type { SubscriptionAccess } from '@parallax/core/rules/entitlement';
import { fromCents, toCents } from '@parallax/core/rules/price';
import { localized } from '@parallax/core/rules/translations';
import type { Database } from '../../db/client.js';
import { isPurchasable } from '../catalog/catalog.presenter.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { CartRepository } from './cart.repository.js';

const MESSAGES = { en, es } as const;

/** What a line shows besides its sums: the catalogue's side of CartItemDto. */
type LineDisplay = Omit<
  CartItemDto,
  | 'initialSum'
  | 'salePrice'
  | 'finalSum'
  | 'coveredByPresale'
  | 'coveredByLifetimeSubscription'
  | 'upgradeCredit'
> & { isSubscriptionTrial: boolean };

type Entry = {
  offer: CartOffer;
  display: Omit<LineDisplay, 'customPrice' | 'isSubscriptionTrial'>;
};

const noDisplay = {
  contentPackId: null,
  presaleCategoryId: null,
  tariffId: null,
  presaleCategoryName: null,
  tariffName: null,
  creator: null,
  previews: { previewLink: null, videoPreviewLink: null },
  storePreview: null,
  presaleCategoryImage: null,
  tariffCartPreview: null,
  numberOfContentItems: 0,
  slug: null,
  isDynamic: false,
  tariffDurationDays: null,
  isLifetimeTariff: false,
  regularTariffPrice: null,
  trialDurationDays: null,
};

/**
 * spec 1 §3: card, crypto and paypal, one option per acquiring type. Cards go through the built-in
 * test acquirer until a real provider is configured; crypto and PayPal have no provider yet, and
 * crypto is dropped on a headset, which cannot complete a wallet payment.
 */
export function paymentMethodsFor(
  platform: Platform,
  language: Language,
  cardAcquiringTypes: readonly string[],
): PaymentMethodDto[] {
  const unavailable = MESSAGES[language].errors.payment_method_unavailable;
  const hasCard = cardAcquiringTypes.length > 0;
  const methods: PaymentMethodDto[] = [
    {
      paymentMethod: 'card',
      isEnabled: hasCard,
      errorMessage: hasCard ? null : unavailable,
      availableAcquiringTypes: [...cardAcquiringTypes],
      paymentMethodShortInfo: null,
    },
    {
      paymentMethod: 'paypal',
      isEnabled: false,
      errorMessage: unavailable,
      availableAcquiringTypes: [],
      paymentMethodShortInfo: null,
    },
    {
      paymentMethod: 'crypto',
      isEnabled: false,
      errorMessage: unavailable,
      availableAcquiringTypes: [],
      paymentMethodShortInfo: null,
    },
  ];
  return platform === 'quest3' ? methods.filter((m) => m.paymentMethod !== 'crypto') : methods;
}

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

/**
 * What the subscriptions service says of buying a tariff: may they (and may they take its trial),
 * and the upgrade credit.
 */
export type TariffQuote = {
  refusal: TariffRefusal | null;
  trialRefusal: 'TrialAlreadyUsed' | null;
  creditCents: number;
};

/** Where the buyer is and came from, for a personal discount that depends on it (spec 1 §7). */
export type DiscountContext = { source?: string; platform?: string };

/** What the cart asks other modules of tariffs: the subscriptions and discounts services. */
export type CartTariffDeps = {
  /** What the user's subscription gives now (the subscriptions service's). */
  subscriptionAccessOf: (userId: string) => Promise<SubscriptionAccess>;
  /**
   * Whether the buyer may buy the tariff (not held already, not a downgrade, nothing above a
   * lifetime one) and what their current period credits to it (the subscriptions service's).
   */
  tariffQuote: (userId: string | null, tariffId: string) => Promise<TariffQuote>;
  /** The buyer's personal discount on a tariff, in percent (the discounts service's); none: 0. */
  tariffDiscountPercent?: (
    userId: string | null,
    tariffId: string,
    context: DiscountContext,
  ) => Promise<number>;
};

/**
 * Carts (spec 1 §3, §4, §7): a guest's priced from what the app keeps locally, a signed-in user's
 * kept on the server. Prices come from the catalog snapshot (packs, presales, tariffs) and are
 * computed by the shared rules of core/rules/cart.ts; the answer is in dollars.
 */
export function createCartService({
  repository,
  snapshots,
  ownedPackIds,
  boughtPresaleCategoryIds,
  subscriptionAccessOf,
  tariffQuote,
  tariffDiscountPercent,
  cardAcquiringTypes,
  now,
}: CartTariffDeps & {
  repository: CartRepository;
  snapshots: CatalogSnapshotSource;
  ownedPackIds: (userId: string) => Promise<string[]>;
  boughtPresaleCategoryIds: (userId: string) => Promise<string[]>;
  /** The configured card providers (the test acquirer is `test`). */
  cardAcquiringTypes: readonly string[];
  now: () => Date;
}) {
  async function catalogue(language: Language): Promise<Map<string, Entry>> {
    const snapshot = await snapshots.get();
    const entries = new Map<string, Entry>();
    const presaleCategories = snapshot.categories.filter(
      (category) => category.isPresaleEnabled && category.presalePriceCents !== null,
    );
    const presaleIds = new Set(presaleCategories.map((category) => category.id));
    for (const row of snapshot.packs) {
      // Exclusive packs come with the annual and lifetime tariffs only (spec 1 §6).
      if (!isPurchasable(row) || row.isExclusiveForYearAndLifetime) continue;
      const pack = localized(row, language);
      const [preview] = pack.previews;
      entries.set(pack.id, {
        offer: {
          type: 'content',
          id: pack.id,
          salePriceCents: pack.priceCents,
          initialPriceCents: pack.initialPriceCents,
          customPriceLowerBoundCents: pack.isAllowedToSetCustomPrice
            ? (pack.customPriceLowerBoundCents ?? 0)
            : null,
          presaleCategoryId: presaleIds.has(pack.categoryId) ? pack.categoryId : null,
        },
        display: {
          ...noDisplay,
          contentPackId: pack.id,
          title: pack.title,
          description: pack.description,
          creator: {
            id: pack.creator.id,
            username: pack.creator.username,
            avatar: pack.creator.pic,
          },
          previews: {
            previewLink: preview?.imageUrl ?? null,
            videoPreviewLink: preview?.videoUrl ?? null,
          },
          storePreview: pack.storePreview,
          numberOfContentItems: pack.parts.length,
          slug: pack.slug,
          isDynamic: pack.parts.some((part) => part.type === 'dynamic'),
        },
      });
    }
    for (const row of presaleCategories) {
      const category = localized(row, language);
      const salePriceCents = category.presalePriceCents ?? 0;
      entries.set(category.id, {
        offer: {
          type: 'presale',
          id: category.id,
          salePriceCents,
          initialPriceCents: category.presaleInitialPriceCents ?? salePriceCents,
        },
        display: {
          ...noDisplay,
          presaleCategoryId: category.id,
          title: category.title,
          presaleCategoryName: category.name,
          description: category.presaleDescription ?? category.description,
          presaleCategoryImage: category.presaleImage,
          numberOfContentItems: snapshot.packs.filter((pack) => pack.categoryId === category.id)
            .length,
        },
      });
    }
    for (const row of snapshot.activeTariffs) {
      const tariff = localized(row, language);
      entries.set(tariff.id, {
        offer: {
          type: 'tariff',
          id: tariff.id,
          salePriceCents: tariff.priceCents,
          initialPriceCents: tariff.oldPriceCents ?? tariff.priceCents,
          trialPriceCents: tariff.isTrialEnabled ? tariff.trialPriceCents : null,
        },
        display: {
          ...noDisplay,
          tariffId: tariff.id,
          title: tariff.name,
          tariffName: tariff.name,
          description: tariff.description,
          tariffCartPreview: tariff.cartPreview,
          tariffDurationDays: tariff.durationDays,
          isLifetimeTariff: tariff.isLifetime,
          regularTariffPrice: fromCents(tariff.priceCents),
          trialDurationDays: tariff.isTrialEnabled ? tariff.trialDurationDays : null,
        },
      });
    }
    return entries;
  }

  /**
   * What each tariff on sale costs this buyer besides its price: a refusal (held, a downgrade,
   * under a lifetime one), an upgrade's credit and a personal discount. A guest holds nothing.
   */
  async function tariffTermsOf(
    userId: string | null,
    context: DiscountContext,
  ): Promise<Map<string, TariffTerms>> {
    const { activeTariffs } = await snapshots.get();
    const terms = await Promise.all(
      activeTariffs.map(async (tariff): Promise<[string, TariffTerms]> => {
        const [quote, discountPercent] = await Promise.all([
          userId === null
            ? { refusal: null, trialRefusal: null, creditCents: 0 }
            : tariffQuote(userId, tariff.id),
          tariffDiscountPercent ? tariffDiscountPercent(userId, tariff.id, context) : 0,
        ]);
        return [tariff.id, { ...quote, discountPercent }];
      }),
    );
    return new Map(terms);
  }

  /** spec 1 §6: a lifetime subscription covers every pack and presale. */
  async function viewerOf(userId: string, context: DiscountContext = {}): Promise<CartViewer> {
    const [presales, access, tariffTerms] = await Promise.all([
      boughtPresaleCategoryIds(userId),
      subscriptionAccessOf(userId),
      tariffTermsOf(userId, context),
    ]);
    return {
      ownedPresaleCategoryIds: new Set(presales),
      hasLifetimeSubscription: access.tariff?.isLifetime === true,
      tariffTerms,
    };
  }

  async function guestViewerOf(context: DiscountContext = {}): Promise<CartViewer> {
    if (!tariffDiscountPercent) return GUEST_CART_VIEWER;
    return { ...GUEST_CART_VIEWER, tariffTerms: await tariffTermsOf(null, context) };
  }

  function lineDto(line: PricedCartLine, entry: Entry): CartItemDto {
    return {
      ...entry.display,
      initialSum: fromCents(line.initialSumCents),
      salePrice: fromCents(line.salePriceCents),
      finalSum: fromCents(line.finalSumCents),
      coveredByPresale: line.coveredByPresale,
      coveredByLifetimeSubscription: line.coveredByLifetimeSubscription,
      customPrice: line.customPriceCents === null ? null : fromCents(line.customPriceCents),
      isSubscriptionTrial: line.viaTrial,
      upgradeCredit: line.upgradeCreditCents > 0 ? fromCents(line.upgradeCreditCents) : null,
    };
  }

  /** The cart priced: the rules' figures (cents) and the answer the API gives (dollars). */
  async function quote(
    cart: Cart,
    viewer: CartViewer,
    context: { language: Language; platform: Platform },
  ): Promise<{
    priced: PricedCart;
    lines: { line: PricedCartLine; item: CartItemDto }[];
    response: CartResponse;
  }> {
    const entries = await catalogue(context.language);
    const offers = new Map([...entries].map(([id, entry]) => [id, entry.offer]));
    const promo = cart.promoCode
      ? {
          entered: cart.promoCode,
          code: await repository.findPromoCode(cart.promoCode),
          now: now(),
        }
      : null;
    const priced = priceCart(cart, offers, viewer, promo);
    const errors = MESSAGES[context.language].errors;
    const promoCodeInfo: PromoCodeInfo | null = priced.promo && {
      promoCodeValue: priced.promo.code,
      type: priced.promo.type,
      promoCodeDecreaseValue: fromCents(priced.promo.decreaseCents),
      errorType: priced.promo.problem,
      errorMessage: priced.promo.problem ? errors[PROMO_MESSAGE[priced.promo.problem]] : null,
    };
    const lines = priced.lines.flatMap((line) => {
      const entry = entries.get(line.id);
      return entry ? [{ line, item: lineDto(line, entry) }] : [];
    });
    return {
      priced,
      lines,
      response: {
        cartItems: lines.map(({ item }) => item),
        promoCodeInfo,
        initialSum: fromCents(priced.initialSumCents),
        resultingSum: fromCents(priced.resultingSumCents),
        paymentMethods: paymentMethodsFor(context.platform, context.language, cardAcquiringTypes),
      },
    };
  }

  async function price(
    cart: Cart,
    viewer: CartViewer,
    context: { language: Language; platform: Platform },
  ): Promise<CartResponse> {
    return (await quote(cart, viewer, context)).response;
  }

  /**
   * Refuses an item the catalogue does not sell as asked, that the buyer already has, or a tariff
   * they may not buy (held, a downgrade, under a lifetime one). Checkout asks again: what was
   * fine when added may not be after an upgrade paid in another tab.
   */
  async function checkItemsFor(
    userId: string,
    items: readonly CartItem[],
    viewer: CartViewer,
  ): Promise<void> {
    const [entries, owned] = await Promise.all([catalogue('en'), ownedPackIds(userId)]);
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
  }

  async function checkItems(userId: string, items: readonly CartItem[]): Promise<void> {
    await checkItemsFor(userId, items, await viewerOf(userId));
  }

  return {
    quote,
    viewerOf,
    paymentMethods: (context: { language: Language; platform: Platform }) =>
      paymentMethodsFor(context.platform, context.language, cardAcquiringTypes),
    checkItems,

    /** The signed-in user's cart kept on the server, as the rules take it. */
    saved: (userId: string): Promise<Cart> => repository.read(userId),

    /**
     * What a paid order does to carts, in the payment's transaction: its promo code counts one
     * more use; bought from the server cart, its items and that code leave the cart.
     */
    async recordPurchase(
      tx: Database,
      order: {
        userId: string;
        itemIds: readonly string[];
        promoCode: string | null;
        fromServerCart: boolean;
      },
    ): Promise<void> {
      if (order.promoCode !== null) await repository.countPromoCodeUse(tx, order.promoCode);
      if (order.fromServerCart) {
        await repository.removeBought(tx, order.userId, order.itemIds, order.promoCode);
      }
    },

    /**
     * spec 1 §3 guest-side calculation: what the app keeps locally, priced; never stored. The
     * source the guest came from chooses their personal discount, as on the banner (spec 1 §4).
     */
    priceGuestCart: async (
      request: GuestCartRequest,
      context: { language: Language; platform: Platform },
    ) =>
      price(
        cartOfGuestRequest(request),
        await guestViewerOf({
          platform: context.platform,
          ...(request.source ? { source: request.source } : {}),
        }),
        context,
      ),

    async get(userId: string, context: { language: Language; platform: Platform }) {
      return price(
        await repository.read(userId),
        await viewerOf(userId, { platform: context.platform }),
        context,
      );
    },

    /** spec 1 §4 add list of items (also the guest cart merged in at sign-in). */
    async addItems(
      userId: string,
      items: readonly LocalCartItem[],
      context: { language: Language; platform: Platform },
    ) {
      const cartItems = items.map(cartItemOf);
      const viewer = await viewerOf(userId, { platform: context.platform });
      await checkItemsFor(userId, cartItems, viewer);
      const cart = await repository.update(userId, (current) =>
        cartItems.reduce(addCartItem, current),
      );
      return price(cart, viewer, context);
    },

    async removeItem(
      userId: string,
      itemId: string,
      context: { language: Language; platform: Platform },
    ) {
      const cart = await repository.update(userId, (current) => removeCartItem(current, itemId));
      return price(cart, await viewerOf(userId, { platform: context.platform }), context);
    },

    async clean(userId: string, context: { language: Language; platform: Platform }) {
      const cart = await repository.update(userId, () => EMPTY_CART);
      return price(cart, await viewerOf(userId, { platform: context.platform }), context);
    },

    /**
     * Puts a promo code on the cart. One that does not exist, has expired or is used up is refused
     * (its errorType); one that takes nothing off this cart is kept, and the answer says so.
     */
    async setPromoCode(
      userId: string,
      entered: string,
      context: { language: Language; platform: Platform },
    ) {
      const code = await repository.findPromoCode(entered);
      const problem = promoCodeProblem(code, now());
      if (problem || !code) {
        const errorType = problem ?? 'PromoCodeNotFound';
        throw new DomainError(errorType, PROBLEM_TEXT[errorType]);
      }
      const cart = await repository.update(userId, (current) => ({
        ...current,
        promoCode: code.code,
      }));
      return price(cart, await viewerOf(userId, { platform: context.platform }), context);
    },

    async removePromoCode(userId: string, context: { language: Language; platform: Platform }) {
      const cart = await repository.update(userId, (current) => ({ ...current, promoCode: null }));
      return price(cart, await viewerOf(userId, { platform: context.platform }), context);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

const PROMO_MESSAGE = {
  PromoCodeNotFound: 'promo_code_not_found',
  PromoCodeExpired: 'promo_code_expired',
  PromoCodeUsedUp: 'promo_code_used_up',
  PromoCodeNotApplicable: 'promo_code_not_applicable',
} as const;

const PROBLEM_TEXT = {
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
