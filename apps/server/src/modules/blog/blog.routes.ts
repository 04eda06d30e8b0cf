import { BlogPost, BlogPostList, BlogPostParams } from '@parallax/core/contracts/blog';
import { ErrorBody } from '@parallax/core/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOfVaried } from '../../http/language.js';
import type { BlogService } from './blog.service.js';

/** spec 1 §2 blog: the list of published posts and one post, in the User-Language. */
export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  app.get(
    '/blog/posts',
    {
      schema: {
        tags: ['blog'],
        description: 'Published blog posts, newest first, in the language of User-Language.',
        response: { 200: BlogPostList },
      },
    },
    async (request, reply) => blog.list(languageOfVaried(request, reply)),
  );

  app.get(
    '/blog/posts/:slug',
    {
      schema: {
        tags: ['blog'],
        description: 'One published blog post with its body, in the language of User-Language.',
        params: BlogPostParams,
        response: { 200: BlogPost, 404: ErrorBody },
      },
    },
    async (request, reply) => blog.get(request.params.slug, languageOfVaried(request, reply)),
  );
};
