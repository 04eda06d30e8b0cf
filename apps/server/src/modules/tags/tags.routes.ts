import { tagsEndpoints } from '@parallax/core/endpoints/browse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { languageOf } from '../../http/language.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { TagsService } from './tags.service.js';

/** spec 2 §7: GET /tags/{slug}; GET /tags lists every tag (ours: the SEO tag footer). */
export const tagsRoutes: FastifyPluginAsyncZod<{
  tags: TagsService;
  viewerOf: ViewerOf;
}> = async (app, { tags, viewerOf }) => {
  route(app, tagsEndpoints.list, async (request) => tags.list(languageOf(request)));
  route(app, tagsEndpoints.tag, async (request) =>
    tags.get(request.params.slug, await viewerOf(request)),
  );
};
