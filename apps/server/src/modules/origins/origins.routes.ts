import { ErrorBody, UserCatalogQuery } from '@parallax/core/contracts/common';
import { OriginsPack, OriginsPackParams } from '@parallax/core/contracts/origins';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { OriginsService } from './origins.service.js';

/** spec 2 §7 origins pack check by slug (path not shown there; ours). */
export const originsRoutes: FastifyPluginAsyncZod<{
  origins: OriginsService;
  viewerOf: ViewerOf;
}> = async (app, { origins, viewerOf }) => {
  app.get(
    '/origins-pack/:slug',
    {
      schema: {
        tags: ['origins'],
        summary: 'An origins pack, locked or unlocked for the caller',
        params: OriginsPackParams,
        querystring: UserCatalogQuery,
        response: { 200: OriginsPack, 404: ErrorBody },
      },
    },
    async (request) => origins.get(request.params.slug, await viewerOf(request)),
  );
};
