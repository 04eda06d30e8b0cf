import { deskContentEndpoints as endpoints } from '@parallax/core/endpoints/desk-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskActor, type DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import type { BlogEditingService } from './blog-editing.service.js';

/** The desk's blog posts (content area): list, open, save, create, delete. HTTP only. */
export const blogDeskRoutes: FastifyPluginAsyncZod<{
  editing: BlogEditingService;
  deskAccess: DeskAccess;
}> = async (app, { editing, deskAccess }) => {
  const guard = deskAccess.guard.bind(deskAccess);
  route(app, endpoints.listBlogPosts, guard(endpoints.listBlogPosts), (request) =>
    editing.list(request.query),
  );
  route(app, endpoints.blogPost, guard(endpoints.blogPost), (request) =>
    editing.open(request.params.id),
  );
  route(app, endpoints.saveBlogPost, guard(endpoints.saveBlogPost), (request) =>
    editing.save(deskActor(request), request.params.id, request.body),
  );
  route(app, endpoints.createBlogPost, guard(endpoints.createBlogPost), async (request, reply) =>
    reply.code(201).send(await editing.create(deskActor(request), request.body)),
  );
  route(app, endpoints.deleteBlogPost, guard(endpoints.deleteBlogPost), async (request, reply) => {
    await editing.remove(deskActor(request), request.params.id);
    return reply.code(204).send(null);
  });
};
