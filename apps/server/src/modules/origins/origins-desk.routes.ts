import { deskContentEndpoints as endpoints } from '@parallax/core/endpoints/desk-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskActor, type DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import type { OriginsEditingService } from './origins-editing.service.js';

/** The desk's origins packs (content area): list, open, save, create. HTTP only. */
export const originsDeskRoutes: FastifyPluginAsyncZod<{
  editing: OriginsEditingService;
  deskAccess: DeskAccess;
}> = async (app, { editing, deskAccess }) => {
  const guard = deskAccess.guard.bind(deskAccess);
  route(app, endpoints.listOriginsPacks, guard(endpoints.listOriginsPacks), (request) =>
    editing.list(request.query),
  );
  route(app, endpoints.originsPack, guard(endpoints.originsPack), (request) =>
    editing.open(request.params.id),
  );
  route(app, endpoints.saveOriginsPack, guard(endpoints.saveOriginsPack), (request) =>
    editing.save(deskActor(request), request.params.id, request.body),
  );
  route(
    app,
    endpoints.createOriginsPack,
    guard(endpoints.createOriginsPack),
    async (request, reply) =>
      reply.code(201).send(await editing.create(deskActor(request), request.body)),
  );
};
