import { z } from 'zod';
import { PROMO_CODE_TYPES } from '../rules/cart.js';
import { AssetUrl, Price, Slug, text } from './common.js';

/**
 * spec 1 §3 local cart item, as the web app keeps it in local storage (`parallax_cart`) and sends
 * it to be priced: a custom price (dollars) for content only, viaTrial for a tariff only.
 */
export const LocalCartItem = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('content'), id: z.uuid(), customPrice: Price.optional() }),
    z.object({ type: z.literal('presale'), id: z.uuid() }),
    z.object({ type: z.literal('tariff'), id: z.uuid(), viaTrial: z.boolean().optional() }),
  ])
  .meta({ id: 'LocalCartItem' });
export type LocalCartItem = z.infer<typeof LocalCartItem>;

export const PromoCodeText = text({ trim: true }).min(1).max(64);

export const LocalCart = z
  .object({
    promoCode: PromoCodeText.nullable(),
    items: z.array(LocalCartItem).max(100),
  })
  .meta({ id: 'LocalCart' });
export type LocalCart = z.infer<typeof LocalCart>;

/**
 * spec 1 §3 "cart totals on the guest side": what a guest's cart (or an InitializedViaPayment
 * user's) is priced from: presale ids, the tariff with viaTrial, content ids with an optional
 * custom price in cents, the promo code, and the marketing source a personal discount may depend
 * on (spec 1 §4: source-14 needs no login), so the guest pays what the banner said.
 */
export const GuestCartRequest = z
  .object({
    presaleCategoryIds: z.array(z.uuid()).max(100).default([]),
    tariff: z
      .object({ id: z.uuid(), viaTrial: z.boolean().default(false) })
      .nullable()
      .default(null),
    contents: z
      .array(
        z.object({
          id: z.uuid(),
          customPriceInCents: z.number().int().nonnegative().optional(),
        }),
      )
      .max(100)
      .default([]),
    promoCode: PromoCodeText.nullable().default(null),
    source: text()
      .max(100)
      .optional()
      .describe(
        'the marketing source the guest came from (stored by the app): its personal discount',
      ),
  })
  .meta({ id: 'GuestCartRequest' });
export type GuestCartRequest = z.infer<typeof GuestCartRequest>;

/** POST the server cart's "add list of items". */
export const AddCartItemsBody = z.object({ items: z.array(LocalCartItem).min(1).max(100) });
export type AddCartItemsBody = z.infer<typeof AddCartItemsBody>;

export const PromoCodeBody = z.object({ promoCode: PromoCodeText });
export type PromoCodeBody = z.infer<typeof PromoCodeBody>;

/** spec 1 §3 server cart response: one line. Money in dollars, as everywhere in the API. */
export const CartItemDto = z
  .object({
    contentPackId: z.uuid().nullable(),
    presaleCategoryId: z.uuid().nullable(),
    tariffId: z.uuid().nullable(),
    title: z.string(),
    presaleCategoryName: z.string().nullable(),
    tariffName: z.string().nullable(),
    description: z.string(),
    initialSum: Price.describe('price before the catalogue discount'),
    salePrice: Price.describe('the catalogue price now'),
    finalSum: Price.describe('what the line costs in this cart'),
    creator: z
      .object({ id: z.uuid(), username: z.string(), avatar: AssetUrl.nullable() })
      .nullable(),
    previews: z.object({ previewLink: AssetUrl.nullable(), videoPreviewLink: AssetUrl.nullable() }),
    storePreview: AssetUrl.nullable(),
    presaleCategoryImage: AssetUrl.nullable(),
    tariffCartPreview: AssetUrl.nullable(),
    numberOfContentItems: z.number().int().nonnegative(),
    slug: Slug.nullable(),
    isDynamic: z.boolean(),
    coveredByPresale: z.boolean(),
    coveredByLifetimeSubscription: z.boolean(),
    customPrice: Price.nullable(),
    tariffDurationDays: z.number().int().positive().nullable(),
    isLifetimeTariff: z.boolean(),
    isSubscriptionTrial: z.boolean(),
    regularTariffPrice: Price.nullable(),
    trialDurationDays: z.number().int().positive().nullable(),
    upgradeCredit: Price.nullable()
      .optional()
      .describe(
        'an upgrade’s credit for the unused time of the current tariff, already off finalSum',
      ),
  })
  .meta({ id: 'CartItem' });
export type CartItemDto = z.infer<typeof CartItemDto>;

export const PromoCodeInfo = z
  .object({
    promoCodeValue: z.string(),
    type: z.enum(PROMO_CODE_TYPES).default('PERCENT'),
    promoCodeDecreaseValue: Price.describe('dollars the code takes off this cart'),
    errorMessage: z.string().nullable(),
    errorType: z.string().nullable(),
  })
  .meta({ id: 'PromoCodeInfo' });
export type PromoCodeInfo = z.infer<typeof PromoCodeInfo>;

export const PAYMENT_METHODS = ['card', 'crypto', 'paypal'] as const;
export const PaymentMethodName = z.enum(PAYMENT_METHODS);

export const PaymentMethodDto = z
  .object({
    paymentMethod: PaymentMethodName,
    isEnabled: z.boolean(),
    errorMessage: z.string().nullable(),
    availableAcquiringTypes: z.array(z.string()),
    paymentMethodShortInfo: z.string().nullable(),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethodDto = z.infer<typeof PaymentMethodDto>;

export const CartResponse = z
  .object({
    cartItems: z.array(CartItemDto),
    promoCodeInfo: PromoCodeInfo.nullable(),
    initialSum: Price,
    resultingSum: Price,
    paymentMethods: z.array(PaymentMethodDto),
  })
  .meta({ id: 'CartResponse' });
export type CartResponse = z.infer<typeof CartResponse>;
