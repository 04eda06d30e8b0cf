import { analyticsEndpoints } from '@parallax/core/endpoints/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import type { RateLimited } from '../../http/rate-limit.js';
import type { SessionHttp } from '../../http/session.js';
import type { AnalyticsService } from './analytics.service.js';

type Options = { analytics: AnalyticsService; sessionHttp: SessionHttp; rateLimited: RateLimited };

/** spec 2 §8: a client reports a failure to analytics. HTTP only. */
export const analyticsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { analytics, sessionHttp, rateLimited },
) => {
  route(
    app,
    analyticsEndpoints.report,
    // Per address and minute (AUTH_RATE_LIMIT_PER_MINUTE, 30 by default): a client in a
    // failure loop cannot fill the table.
    { onRequest: rateLimited('/analytics/reports') },
    async (request, reply) => {
      const user = await sessionHttp.userOf(request);
      await analytics.record(user?.userId ?? null, request.body);
      return reply.code(202).send(null);
    },
  );
};
