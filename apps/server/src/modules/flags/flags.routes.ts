import { CatalogQuery } from '@parallax/core/contracts/common';
import { FeatureFlagList } from '@parallax/core/contracts/flags';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FlagsService } from './flags.service.js';

/** spec 1 §7: GET /feature/list with platform and source. */
export const flagsRoutes: FastifyPluginAsyncZod<{ flags: FlagsService }> = async (
  app,
  { flags },
) => {
  app.get(
    '/feature/list',
    { schema: { tags: ['flags'], querystring: CatalogQuery, response: { 200: FeatureFlagList } } },
    async (request) => flags.list(request.query.platform ?? 'web_app', request.query.source),
  );
};
