import { deskContentEndpoints as endpoints } from '@parallax/core/endpoints/desk-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskActor, type DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import type { CategoryEditingService } from './category-editing.service.js';

/** The desk's categories and presales (content area): list, open, save, create, delete. HTTP only. */
export const contentDeskRoutes: FastifyPluginAsyncZod<{
  editing: CategoryEditingService;
  deskAccess: DeskAccess;
}> = async (app, { editing, deskAccess }) => {
  const guard = deskAccess.guard.bind(deskAccess);
  route(app, endpoints.listCategories, guard(endpoints.listCategories), (request) =>
    editing.list(request.query),
  );
  route(app, endpoints.category, guard(endpoints.category), (request) =>
    editing.open(request.params.id),
  );
  route(app, endpoints.saveCategory, guard(endpoints.saveCategory), (request) =>
    editing.save(deskActor(request), request.params.id, request.body),
  );
  route(app, endpoints.createCategory, guard(endpoints.createCategory), async (request, reply) =>
    reply.code(201).send(await editing.create(deskActor(request), request.body)),
  );
  route(app, endpoints.deleteCategory, guard(endpoints.deleteCategory), async (request, reply) => {
    await editing.remove(deskActor(request), request.params.id);
    return reply.code(204).send(null);
  });
};
