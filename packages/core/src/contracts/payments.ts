import { z } from 'zod';
import { PROMO_CODE_TYPES } from '../rules/cart.js';
import { CodeChallenge, Email, TokenConfirmation } from './auth.js';
import { GuestCartRequest, PaymentMethodName } from './cart.js';
import { AssetUrl, IsoDateTime, Price, Slug, text } from './common.js';

/**
 * Checkout (spec 1 §4 cart, §6): the cart becomes an order and the buyer goes to the payment
 * provider's hosted page. A guest (or an InitializedViaPayment user) sends the cart kept locally;
 * a guest also gives an e-mail and is registered for the payment.
 */
export const CheckoutRequest = z
  .object({
    paymentMethod: PaymentMethodName.default('card'),
    acquiringType: text({ trim: true }).min(1).max(32),
    cart: GuestCartRequest.optional().describe('the local cart; for guest-style carts only'),
    email: Email.optional().describe('a guest buying: the e-mail of the account to create'),
    confirmation: TokenConfirmation.optional().describe(
      'a guest buying with the e-mail of an account that is not yet proven: the code e-mailed to it',
    ),
    emailConsent: z.boolean().default(true),
    source: text().max(100).optional(),
    clientId: text().max(100).optional(),
    affiliateProgram: text().max(100).optional(),
  })
  .meta({ id: 'CheckoutRequest' });
export type CheckoutRequest = z.input<typeof CheckoutRequest>;

/**
 * Transaction statuses (spec 1 §3). PENDING until the provider answers; TRIAL is a paid trial of a
 * tariff, shown as SUCCESSFUL; REFUNDED once all of it was given back (a part given back keeps
 * the status and shows in `refundedSum`).
 */
export const TRANSACTION_STATUSES = [
  'PENDING',
  'SUCCESSFUL',
  'TRIAL',
  'FAILED',
  'REFUNDED',
] as const;
export const TransactionStatus = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof TransactionStatus>;

export const CheckoutResponse = z
  .object({
    transactionId: z.uuid(),
    status: TransactionStatus,
    /** Where the browser goes next: the hosted payment page, or the result page when nothing is due. */
    redirectUrl: z.string().min(1),
  })
  .meta({ id: 'CheckoutResponse' });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/**
 * A guest gave the e-mail of an account whose owner has not proven the address yet (a checkout
 * started elsewhere): nobody is signed into it until the code e-mailed to the address comes back
 * in `confirmation` (answered with HTTP 202).
 */
export const CheckoutEmailConfirmation = z
  .object({ email: z.string(), emailConfirmation: CodeChallenge })
  .meta({ id: 'CheckoutEmailConfirmation' });
export type CheckoutEmailConfirmation = z.infer<typeof CheckoutEmailConfirmation>;

const Creator = z.object({ id: z.uuid(), username: z.string(), avatar: AssetUrl.nullable() });

/** spec 1 §3 Transaction, with the names of both documents (spec 2 §3 purchases list). */
export const TransactionDto = z
  .object({
    id: z.uuid(),
    createdAt: IsoDateTime,
    orderId: z.uuid(),
    paymentSystemOrderId: z.string().nullable(),
    status: TransactionStatus,
    totalSum: Price,
    totalPrice: Price,
    initialSum: Price,
    refundedSum: Price.describe('what was given back of it (0: nothing)'),
    cardPan: z.string().nullable().describe('the last digits of the card'),
    paymentMethod: z.enum(['CARD', 'CRYPTO', 'PAYPAL']),
    paymentType: z.enum(['CARD', 'CRYPTO', 'PAYPAL']),
    acquiringType: z.string(),
    paymentSystem: z.string(),
    failureReason: z.string().nullable(),
    promoCode: z.string().nullable(),
    promoCodeData: z
      .object({ type: z.enum(PROMO_CODE_TYPES), value: z.number(), name: z.string() })
      .nullable(),
    items: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        slug: Slug.nullable(),
        previews: z.object({
          previewLink: AssetUrl.nullable(),
          videoPreviewLink: AssetUrl.nullable(),
        }),
        creator: Creator.nullable(),
        price: Price,
        initialSum: Price,
        discountPrice: Price,
        finalSum: Price,
      }),
    ),
    presales: z.array(
      z.object({
        categoryId: z.uuid(),
        name: z.string(),
        price: Price,
        finalPrice: Price,
        discountPrice: Price,
      }),
    ),
    subscription: z
      .object({
        tariffId: z.uuid(),
        name: z.string(),
        price: Price,
        finalSum: Price,
        discountPrice: Price,
        rebillPrice: Price,
        trialEndsAt: IsoDateTime.nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'Transaction' });
export type TransactionDto = z.infer<typeof TransactionDto>;

export const TransactionList = z.array(TransactionDto).meta({ id: 'TransactionList' });
