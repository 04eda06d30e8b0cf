import { CatalogQuery, ErrorBody } from '@parallax/core/contracts/common';
import { Tag, TagParams } from '@parallax/core/contracts/tags';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { TagsService } from './tags.service.js';

/** spec 2 §7: GET /tags/{slug}. */
export const tagsRoutes: FastifyPluginAsyncZod<{
  tags: TagsService;
  viewerOf: ViewerOf;
}> = async (app, { tags, viewerOf }) => {
  app.get(
    '/tags/:slug',
    {
      schema: {
        tags: ['tags'],
        params: TagParams,
        querystring: CatalogQuery,
        response: { 200: Tag, 404: ErrorBody },
      },
    },
    async (request) => tags.get(request.params.slug, await viewerOf(request)),
  );
};
