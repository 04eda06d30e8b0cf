import { tagsEndpoints } from '@parallax/core/endpoints/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { languageOf } from '../../http/language.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { CatalogAnswers } from '../../http/catalog-answers.js';
import type { TagsService } from './tags.service.js';

/**
 * spec 2 §7: GET /tags/{slug}; GET /tags lists every tag (ours: the SEO tag footer), built once
 * per catalog version and language.
 */
export const tagsRoutes: FastifyPluginAsyncZod<{
  tags: TagsService;
  viewerOf: ViewerOf;
  answerFromCatalog: CatalogAnswers;
}> = async (app, { tags, viewerOf, answerFromCatalog }) => {
  route(app, tagsEndpoints.list, async (request, reply) => {
    const language = languageOf(request);
    return answerFromCatalog(request, reply, tagsEndpoints.list, language, () =>
      tags.list(language),
    );
  });
  route(app, tagsEndpoints.tag, async (request) =>
    tags.get(request.params.slug, await viewerOf(request)),
  );
};
