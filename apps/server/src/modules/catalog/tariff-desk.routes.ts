import { deskPricesEndpoints as endpoints } from '@parallax/core/endpoints/desk-prices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskActor, type DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import type { TariffEditingService } from './tariff-editing.service.js';

/** The desk's tariffs (area `prices`: editors and finance). */
export const tariffDeskRoutes: FastifyPluginAsyncZod<{
  tariffs: TariffEditingService;
  deskAccess: DeskAccess;
}> = async (app, { tariffs, deskAccess }) => {
  route(app, endpoints.tariffs, deskAccess.guard(endpoints.tariffs), async () => tariffs.list());
  route(app, endpoints.updateTariff, deskAccess.guard(endpoints.updateTariff), async (request) =>
    tariffs.save(deskActor(request), request.params.id, request.body),
  );
};
