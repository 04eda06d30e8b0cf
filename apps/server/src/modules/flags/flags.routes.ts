import { flagsEndpoints } from '@parallax/core/endpoints/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import type { FlagsService } from './flags.service.js';

/** spec 1 §7: GET /feature/list with platform and source. */
export const flagsRoutes: FastifyPluginAsyncZod<{ flags: FlagsService }> = async (
  app,
  { flags },
) => {
  route(app, flagsEndpoints.list, async (request, reply) => {
    // spec 1 §4: flags are refetched on window focus, so a change must show at once:
    // caches may keep a copy but revalidate it (ETag) every time.
    reply.header('Cache-Control', 'no-cache');
    return flags.list(request.query.platform ?? 'web_app', request.query.source);
  });
};
