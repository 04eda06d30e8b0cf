import { ErrorBody, UserCatalogQuery } from '@parallax/core/contracts/common';
import { Model, ModelListItem, ModelParams } from '@parallax/core/contracts/models';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { ModelsService } from './models.service.js';

const tags = ['models'];

/** spec 2 §7: GET /model/list and GET /model/{modelId} (id or slug). */
export const modelsRoutes: FastifyPluginAsyncZod<{
  models: ModelsService;
  viewerOf: ViewerOf;
}> = async (app, { models, viewerOf }) => {
  app.get(
    '/model/list',
    { schema: { tags, querystring: UserCatalogQuery, response: { 200: z.array(ModelListItem) } } },
    async () => models.list(),
  );

  app.get(
    '/model/:modelId',
    {
      schema: {
        tags,
        params: ModelParams,
        querystring: UserCatalogQuery,
        response: { 200: Model, 404: ErrorBody },
      },
    },
    async (request) => models.get(request.params.modelId, await viewerOf(request)),
  );
};
