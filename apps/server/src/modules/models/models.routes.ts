import { modelsEndpoints } from '@parallax/core/endpoints/browse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { ModelsService } from './models.service.js';

/** spec 2 §7: GET /model/list and GET /model/{modelId} (id or slug). */
export const modelsRoutes: FastifyPluginAsyncZod<{
  models: ModelsService;
  viewerOf: ViewerOf;
}> = async (app, { models, viewerOf }) => {
  route(app, modelsEndpoints.list, async () => models.list());
  route(app, modelsEndpoints.model, async (request) =>
    models.get(request.params.modelId, await viewerOf(request)),
  );
};
