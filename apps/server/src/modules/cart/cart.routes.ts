import {
  AddCartItemsBody,
  CartResponse,
  GuestCartRequest,
  PromoCodeBody,
} from '@parallax/core/contracts/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PlatformQuery, SHOP_ERRORS, shopContextOf } from '../../http/shop-request.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { CartService } from './cart.service.js';

type Options = { cart: CartService; sessionHttp: SessionHttp };

/**
 * spec 1 §7 cart calls. A guest's cart lives in the app (local storage) and is priced here; a
 * signed-in user's lives on the server. Every answer is the whole priced cart (spec 1 §3 server
 * cart response), in the User-Language, never cached (the account API sends no-store).
 */
export const cartRoutes: FastifyPluginAsyncZod<Options> = async (app, { cart, sessionHttp }) => {
  const signedIn = {
    preHandler: (request: Parameters<SessionHttp['requireUser']>[0]) =>
      sessionHttp.requireUser(request),
  };

  app.post(
    '/cart/guest',
    {
      schema: {
        tags: ['cart'],
        summary: 'Price a guest cart (also for an InitializedViaPayment user); nothing is stored',
        description:
          'Items the catalogue does not sell as asked are left out of the answer; the app drops them from its local cart.',
        querystring: PlatformQuery,
        body: GuestCartRequest,
        response: { 200: CartResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => cart.priceGuestCart(request.body, shopContextOf(request)),
  );

  app.get(
    '/cart/list',
    {
      ...signedIn,
      schema: {
        tags: ['cart'],
        summary: 'The signed-in user’s cart, priced',
        querystring: PlatformQuery,
        response: { 200: CartResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => cart.get(signedInUser(request).userId, shopContextOf(request)),
  );

  app.post(
    '/cart/items',
    {
      ...signedIn,
      schema: {
        tags: ['cart'],
        summary: 'Add a list of items (an item replaces one with the same id; a tariff any tariff)',
        description:
          'Also how a guest cart joins the user’s at sign-in. Refused: an item the catalogue does not sell (CartItemNotFound), a custom price not allowed or below the lower bound, a trial the tariff does not have, a pack or presale already owned (AlreadyOwned).',
        querystring: PlatformQuery,
        body: AddCartItemsBody,
        response: { 200: CartResponse, ...SHOP_ERRORS },
      },
    },
    async (request) =>
      cart.addItems(signedInUser(request).userId, request.body.items, shopContextOf(request)),
  );

  app.post(
    '/cart/presale/:categoryId',
    {
      ...signedIn,
      schema: {
        tags: ['cart'],
        summary: 'Add a presale category (spec 1 §7 add presale category)',
        querystring: PlatformQuery,
        params: z.object({ categoryId: z.uuid() }),
        response: { 200: CartResponse, ...SHOP_ERRORS },
      },
    },
    async (request) =>
      cart.addItems(
        signedInUser(request).userId,
        [{ type: 'presale', id: request.params.categoryId }],
        shopContextOf(request),
      ),
  );

  app.delete(
    '/cart/items/:itemId',
    {
      ...signedIn,
      schema: {
        tags: ['cart'],
        summary: 'Remove one item',
        querystring: PlatformQuery,
        params: z.object({ itemId: z.uuid() }),
        response: { 200: CartResponse, ...SHOP_ERRORS },
      },
    },
    async (request) =>
      cart.removeItem(signedInUser(request).userId, request.params.itemId, shopContextOf(request)),
  );

  app.post(
    '/cart/clean',
    {
      ...signedIn,
      schema: {
        tags: ['cart'],
        summary: 'Empty the cart and drop its promo code',
        querystring: PlatformQuery,
        response: { 200: CartResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => cart.clean(signedInUser(request).userId, shopContextOf(request)),
  );

  app.post(
    '/cart/promo-code',
    {
      ...signedIn,
      schema: {
        tags: ['cart'],
        summary: 'Put a promo code on the cart',
        description:
          'A code that does not exist (404 PromoCodeNotFound), has expired (410 PromoCodeExpired) or is used up (410 PromoCodeUsedUp) is refused; one that takes nothing off this cart is kept, with promoCodeInfo.errorMessage saying so.',
        querystring: PlatformQuery,
        body: PromoCodeBody,
        response: { 200: CartResponse, ...SHOP_ERRORS },
      },
    },
    async (request) =>
      cart.setPromoCode(
        signedInUser(request).userId,
        request.body.promoCode,
        shopContextOf(request),
      ),
  );

  app.delete(
    '/cart/promo-code',
    {
      ...signedIn,
      schema: {
        tags: ['cart'],
        summary: 'Take the promo code off the cart',
        querystring: PlatformQuery,
        response: { 200: CartResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => cart.removePromoCode(signedInUser(request).userId, shopContextOf(request)),
  );
};
