import { z } from 'zod';
import {
  AddCartItemsBody,
  CartResponse,
  GuestCartRequest,
  PromoCodeBody,
} from '../contracts/cart.js';
import { ErrorBody, PlatformQuery, text } from '../contracts/common.js';
import {
  CheckoutEmailConfirmation,
  CheckoutRequest,
  CheckoutResponse,
  TransactionDto,
  TransactionList,
} from '../contracts/payments.js';
import { defineEndpoint } from './endpoint.js';

/** The error answers of the cart and payment calls (spec 1 §8 errorTypes). */
const shopErrors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  410: ErrorBody,
};
const cartAnswers = { 200: CartResponse, ...shopErrors };

/**
 * spec 1 §7 cart calls. A guest's cart lives in the app (local storage) and is priced by the
 * server; a signed-in user's lives on the server. Every answer is the whole priced cart.
 */
export const cartEndpoints = {
  guest: defineEndpoint({
    method: 'POST',
    path: '/cart/guest',
    query: PlatformQuery,
    body: GuestCartRequest,
    responses: cartAnswers,
    tags: ['cart'],
    summary: 'Price a guest cart (also for an InitializedViaPayment user); nothing is stored',
    description:
      'Items the catalogue does not sell as asked are left out of the answer; the app drops them from its local cart.',
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/cart/list',
    query: PlatformQuery,
    responses: cartAnswers,
    auth: 'user',
    tags: ['cart'],
    summary: 'The signed-in user’s cart, priced',
  }),
  addItems: defineEndpoint({
    method: 'POST',
    path: '/cart/items',
    query: PlatformQuery,
    body: AddCartItemsBody,
    responses: cartAnswers,
    auth: 'user',
    tags: ['cart'],
    summary: 'Add a list of items (an item replaces one with the same id; a tariff any tariff)',
    description:
      'Also how a guest cart joins the user’s at sign-in. Refused: an item the catalogue does not sell (CartItemNotFound), a custom price not allowed or below the lower bound, a trial the tariff does not have, a pack or presale already owned (AlreadyOwned), a tariff the user holds, one shorter than theirs or any once they hold a lifetime one (TariffAlreadyHeld, TariffDowngrade, LifetimeHeld, 409). An upgrade’s line costs the tariff’s price less the personal discount, then less the unused part of the current period (upgradeCredit).',
  }),
  addPresale: defineEndpoint({
    method: 'POST',
    path: '/cart/presale/:categoryId',
    params: z.object({ categoryId: z.uuid() }),
    query: PlatformQuery,
    responses: cartAnswers,
    auth: 'user',
    tags: ['cart'],
    summary: 'Add a presale category (spec 1 §7 add presale category)',
  }),
  removeItem: defineEndpoint({
    method: 'DELETE',
    path: '/cart/items/:itemId',
    params: z.object({ itemId: z.uuid() }),
    query: PlatformQuery,
    responses: cartAnswers,
    auth: 'user',
    tags: ['cart'],
    summary: 'Remove one item',
  }),
  clean: defineEndpoint({
    method: 'POST',
    path: '/cart/clean',
    query: PlatformQuery,
    responses: cartAnswers,
    auth: 'user',
    tags: ['cart'],
    summary: 'Empty the cart and drop its promo code',
  }),
  setPromoCode: defineEndpoint({
    method: 'POST',
    path: '/cart/promo-code',
    query: PlatformQuery,
    body: PromoCodeBody,
    responses: cartAnswers,
    auth: 'user',
    tags: ['cart'],
    summary: 'Put a promo code on the cart',
    description:
      'A code that does not exist (404 PromoCodeNotFound), has expired (410 PromoCodeExpired) or is used up (410 PromoCodeUsedUp) is refused; one that takes nothing off this cart is kept, with promoCodeInfo.errorMessage saying so.',
  }),
  removePromoCode: defineEndpoint({
    method: 'DELETE',
    path: '/cart/promo-code',
    query: PlatformQuery,
    responses: cartAnswers,
    auth: 'user',
    tags: ['cart'],
    summary: 'Take the promo code off the cart',
  }),
};

/** spec 1 §4 checkout and §7 transactions. */
export const paymentsEndpoints = {
  checkout: defineEndpoint({
    method: 'POST',
    path: '/checkout',
    query: PlatformQuery,
    body: CheckoutRequest,
    responses: { 200: CheckoutResponse, 202: CheckoutEmailConfirmation, ...shopErrors },
    auth: 'optional',
    tags: ['payments'],
    summary: 'Check out the cart: writes the order and opens the provider’s hosted payment page',
    description:
      'A guest sends the local cart and an e-mail and is registered for the payment (status InitializedViaPayment, signed in by cookies); an e-mail with an account answers ProceedToLogin; the e-mail of an account another checkout opened and nobody has proven answers 202 with a code challenge, and the checkout is sent again with the code in `confirmation` (nobody is signed into that account before). Two checkouts of one cart get one order. The payment page returns the buyer to the address the checkout came from.',
  }),
  transactions: defineEndpoint({
    method: 'GET',
    path: '/transaction/list',
    responses: { 200: TransactionList, ...shopErrors },
    auth: 'user',
    tags: ['payments'],
    summary: 'The signed-in user’s transactions, newest first (TRIAL is shown as SUCCESSFUL)',
  }),
  transaction: defineEndpoint({
    method: 'GET',
    path: '/transaction/:transactionId',
    params: z.object({ transactionId: text().max(64) }),
    responses: { 200: TransactionDto, ...shopErrors },
    auth: 'user',
    tags: ['payments'],
    summary: 'One transaction; a pending one is checked with the payment provider first',
  }),
};
