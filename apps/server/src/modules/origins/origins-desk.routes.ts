import { deskContentEndpoints as endpoints } from '@parallax/core/endpoints/desk-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskActor, type DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import type { OriginsEditingService } from './origins-editing.service.js';

/**
 * A list of elements longer than the schema allows is refused by the schema (400 naming
 * `elements`), not by the body's size: a save or create may be twice the app's 1 MiB. Its valid
 * bodies stay well under that (the texts and at most MAX_ORIGINS_ELEMENTS elements).
 */
const SAVE_BODY_LIMIT = 2 * 1024 * 1024;

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
  route(
    app,
    endpoints.saveOriginsPack,
    { ...guard(endpoints.saveOriginsPack), bodyLimit: SAVE_BODY_LIMIT },
    (request) => editing.save(deskActor(request), request.params.id, request.body),
  );
  route(
    app,
    endpoints.createOriginsPack,
    { ...guard(endpoints.createOriginsPack), bodyLimit: SAVE_BODY_LIMIT },
    async (request, reply) =>
      reply.code(201).send(await editing.create(deskActor(request), request.body)),
  );
};
