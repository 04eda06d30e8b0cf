import { modelsEndpoints } from '@parallax/core/endpoints/browse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { languageOf } from '../../http/language.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { CatalogAnswers } from '../../http/catalog-answers.js';
import type { ModelsService } from './models.service.js';

/**
 * spec 2 §7: GET /model/list (the same for everyone: built once per catalog version) and
 * GET /model/{modelId} (id or slug).
 */
export const modelsRoutes: FastifyPluginAsyncZod<{
  models: ModelsService;
  viewerOf: ViewerOf;
  answerFromCatalog: CatalogAnswers;
}> = async (app, { models, viewerOf, answerFromCatalog }) => {
  route(app, modelsEndpoints.list, async (request, reply) =>
    answerFromCatalog(request, reply, modelsEndpoints.list, languageOf(request), () =>
      models.list(),
    ),
  );
  route(app, modelsEndpoints.model, async (request) =>
    models.get(request.params.modelId, await viewerOf(request)),
  );
};
