import { cartEndpoints as endpoints } from '@parallax/core/endpoints/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { shopContextOf } from '../../http/shop-request.js';
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

  route(app, endpoints.guest, async (request) =>
    cart.priceGuestCart(request.body, shopContextOf(request)),
  );

  route(app, endpoints.list, signedIn, async (request) =>
    cart.get(signedInUser(request).userId, shopContextOf(request)),
  );

  route(app, endpoints.addItems, signedIn, async (request) =>
    cart.addItems(signedInUser(request).userId, request.body.items, shopContextOf(request)),
  );

  route(app, endpoints.addPresale, signedIn, async (request) =>
    cart.addItems(
      signedInUser(request).userId,
      [{ type: 'presale', id: request.params.categoryId }],
      shopContextOf(request),
    ),
  );

  route(app, endpoints.removeItem, signedIn, async (request) =>
    cart.removeItem(signedInUser(request).userId, request.params.itemId, shopContextOf(request)),
  );

  route(app, endpoints.clean, signedIn, async (request) =>
    cart.clean(signedInUser(request).userId, shopContextOf(request)),
  );

  route(app, endpoints.setPromoCode, signedIn, async (request) =>
    cart.setPromoCode(signedInUser(request).userId, request.body.promoCode, shopContextOf(request)),
  );

  route(app, endpoints.removePromoCode, signedIn, async (request) =>
    cart.removePromoCode(signedInUser(request).userId, shopContextOf(request)),
  );
};
