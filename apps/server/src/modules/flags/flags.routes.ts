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
    async (request, reply) => {
      // spec 1 §4: flags are refetched on window focus, so a change must show at once:
      // caches may keep a copy but revalidate it (ETag) every time.
      reply.header('Cache-Control', 'no-cache');
      return flags.list(request.query.platform ?? 'web_app', request.query.source);
    },
  );
};
