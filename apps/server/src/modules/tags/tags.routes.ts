import { CatalogQuery, ErrorBody } from '@parallax/core/contracts/common';
import { TagShort } from '@parallax/core/contracts/catalog';
import { Tag, TagParams } from '@parallax/core/contracts/tags';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../http/language.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { TagsService } from './tags.service.js';

/** spec 2 §7: GET /tags/{slug}; GET /tags lists every tag (ours: the SEO tag footer). */
export const tagsRoutes: FastifyPluginAsyncZod<{
  tags: TagsService;
  viewerOf: ViewerOf;
}> = async (app, { tags, viewerOf }) => {
  app.get(
    '/tags',
    {
      schema: {
        tags: ['tags'],
        summary: 'Every tag, for the SEO tag footer',
        querystring: CatalogQuery,
        response: { 200: z.array(TagShort) },
      },
    },
    async (request) => tags.list(languageOf(request)),
  );

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
