import { deskContentEndpoints as endpoints } from '@parallax/core/endpoints/desk-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskActor, type DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import type { ModelsEditingService } from './models-editing.service.js';

/** The desk's models (content area): list, open, save, create, delete. HTTP only. */
export const modelsDeskRoutes: FastifyPluginAsyncZod<{
  editing: ModelsEditingService;
  deskAccess: DeskAccess;
}> = async (app, { editing, deskAccess }) => {
  const guard = deskAccess.guard.bind(deskAccess);
  route(app, endpoints.listModels, guard(endpoints.listModels), (request) =>
    editing.list(request.query),
  );
  route(app, endpoints.model, guard(endpoints.model), (request) => editing.open(request.params.id));
  route(app, endpoints.saveModel, guard(endpoints.saveModel), (request) =>
    editing.save(deskActor(request), request.params.id, request.body),
  );
  route(app, endpoints.createModel, guard(endpoints.createModel), async (request, reply) =>
    reply.code(201).send(await editing.create(deskActor(request), request.body)),
  );
  route(app, endpoints.deleteModel, guard(endpoints.deleteModel), async (request, reply) => {
    await editing.remove(deskActor(request), request.params.id);
    return reply.code(204).send(null);
  });
};
