import { deskPricesEndpoints as endpoints } from '@parallax/core/endpoints/desk-prices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskActor, type DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import type { PromoDeskService } from './promo-desk.service.js';

/** The desk's promo codes (area `prices`: editors and finance). */
export const promoDeskRoutes: FastifyPluginAsyncZod<{
  promos: PromoDeskService;
  deskAccess: DeskAccess;
}> = async (app, { promos, deskAccess }) => {
  route(app, endpoints.promoCodes, deskAccess.guard(endpoints.promoCodes), async (request) =>
    promos.page(request.query),
  );
  route(app, endpoints.promoItems, deskAccess.guard(endpoints.promoItems), async () => ({
    items: await promos.items(),
  }));
  route(app, endpoints.promoCode, deskAccess.guard(endpoints.promoCode), async (request) =>
    promos.one(request.params.id),
  );
  route(
    app,
    endpoints.createPromoCode,
    deskAccess.guard(endpoints.createPromoCode),
    async (request, reply) => {
      const created = await promos.create(deskActor(request), request.body);
      return reply.code(201).send(created);
    },
  );
  route(
    app,
    endpoints.updatePromoCode,
    deskAccess.guard(endpoints.updatePromoCode),
    async (request) => promos.update(deskActor(request), request.params.id, request.body),
  );
  route(
    app,
    endpoints.expirePromoCode,
    deskAccess.guard(endpoints.expirePromoCode),
    async (request) => promos.expire(deskActor(request), request.params.id, request.body.revision),
  );
};
