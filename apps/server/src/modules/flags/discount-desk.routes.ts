import { deskPricesEndpoints as endpoints } from '@parallax/core/endpoints/desk-prices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskActor, type DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import type { FlagEditingService } from './flag-editing.service.js';

/** The desk's personal discounts (area `prices`: editors and finance). */
export const discountDeskRoutes: FastifyPluginAsyncZod<{
  discounts: FlagEditingService;
  deskAccess: DeskAccess;
}> = async (app, { discounts, deskAccess }) => {
  route(app, endpoints.discountSettings, deskAccess.guard(endpoints.discountSettings), async () =>
    discounts.open(),
  );
  route(
    app,
    endpoints.updateDiscountSettings,
    deskAccess.guard(endpoints.updateDiscountSettings),
    async (request) => discounts.save(deskActor(request), request.body),
  );
};
