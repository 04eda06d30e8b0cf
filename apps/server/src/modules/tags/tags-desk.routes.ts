import { deskContentEndpoints as endpoints } from '@parallax/core/endpoints/desk-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskActor, type DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import type { TagsEditingService } from './tags-editing.service.js';

/** The desk's tags (content area): list, open, save, create, delete. HTTP only. */
export const tagsDeskRoutes: FastifyPluginAsyncZod<{
  editing: TagsEditingService;
  deskAccess: DeskAccess;
}> = async (app, { editing, deskAccess }) => {
  const guard = deskAccess.guard.bind(deskAccess);
  route(app, endpoints.listTags, guard(endpoints.listTags), (request) =>
    editing.list(request.query),
  );
  route(app, endpoints.tag, guard(endpoints.tag), (request) => editing.open(request.params.id));
  route(app, endpoints.saveTag, guard(endpoints.saveTag), (request) =>
    editing.save(deskActor(request), request.params.id, request.body),
  );
  route(app, endpoints.createTag, guard(endpoints.createTag), async (request, reply) =>
    reply.code(201).send(await editing.create(deskActor(request), request.body)),
  );
  route(app, endpoints.deleteTag, guard(endpoints.deleteTag), async (request, reply) => {
    await editing.remove(deskActor(request), request.params.id);
    return reply.code(204).send(null);
  });
};
