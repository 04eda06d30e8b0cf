import { documentsEndpoints } from '@parallax/core/endpoints/browse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { languageOfVaried } from '../../http/language.js';
import type { BlogService } from './blog.service.js';

/** spec 1 §2 blog: the list of published posts and one post, in the User-Language. */
export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  route(app, documentsEndpoints.blogPosts, async (request, reply) =>
    blog.list(languageOfVaried(request, reply)),
  );
  route(app, documentsEndpoints.blogPost, async (request, reply) =>
    blog.get(request.params.slug, languageOfVaried(request, reply)),
  );
};
