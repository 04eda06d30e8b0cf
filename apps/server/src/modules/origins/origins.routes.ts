import { originsEndpoints } from '@parallax/core/endpoints/browse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { OriginsService } from './origins.service.js';

/** spec 2 §7 origins pack check by slug (path not shown there; ours). */
export const originsRoutes: FastifyPluginAsyncZod<{
  origins: OriginsService;
  viewerOf: ViewerOf;
}> = async (app, { origins, viewerOf }) => {
  route(app, originsEndpoints.pack, async (request) =>
    origins.get(request.params.slug, await viewerOf(request)),
  );
};
