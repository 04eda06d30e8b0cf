import type { Health, SocialProviderName } from '@parallax/core/contracts/system';
import { systemEndpoints } from '@parallax/core/endpoints/system';
import { compareVersions } from '@parallax/core/rules/version';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import type { LiveAnswer } from '../../http/replayed-answers.js';
import type { DatabaseCheck } from './database-check.service.js';

export type SystemRoutesOptions = {
  version: string;
  minClientVersion: string;
  /** The background check of the database that health reports (no query per call). */
  databaseCheck: DatabaseCheck;
  now: () => Date;
  /** The social sign-ins that have settings, so the app shows no button that cannot work. */
  socialProviders: readonly SocialProviderName[];
  /** Health may also be answered before routing (http/replayed-answers.ts). */
  answerBeforeRouting?: (path: string, answer: () => LiveAnswer) => void;
};

/**
 * GET /api/health (the last background check of the database: 503 when it failed or is stale) and
 * GET /api/bootstrap/check (spec 1 §7).
 */
export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, options) => {
  const startedAt = options.now().getTime();

  /** The health answer: typed as Health here and checked against its schema by the API tests. */
  function health(): { statusCode: 200 | 503; body: Health } {
    const { status, latencyMs, checkedAt, pool } = options.databaseCheck.current();
    const body: Health = {
      status: status === 'ok' ? 'ok' : 'degraded',
      database: {
        status,
        latencyMs,
        checkedAt: checkedAt.toISOString(),
        ...(pool ? { pool } : {}),
      },
      version: options.version,
      uptimeSeconds: Math.round((options.now().getTime() - startedAt) / 1000),
    };
    return { statusCode: status === 'ok' ? 200 : 503, body };
  }

  // Its answer is far below the compression threshold: no compression hook for load balancers'
  // polls, nor an ETag (no-store).
  route(app, systemEndpoints.health, { compress: false }, (_request, reply) => {
    const { statusCode, body } = health();
    // Load balancers poll this: it skips the schema's serializer.
    void reply
      .code(statusCode)
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(body);
  });
  const { base = '', path } = systemEndpoints.health;
  options.answerBeforeRouting?.(base + path, (): LiveAnswer => {
    const { statusCode, body } = health();
    return { statusCode, body: JSON.stringify(body) };
  });

  route(app, systemEndpoints.bootstrapCheck, async (request, reply) => {
    const { clientVersion } = request.query;
    reply.header('Cache-Control', 'no-store');
    return {
      status: 'ok' as const,
      serverVersion: options.version,
      minClientVersion: options.minClientVersion,
      isOutdated:
        clientVersion !== undefined && compareVersions(clientVersion, options.minClientVersion) < 0,
      serverTime: options.now().toISOString(),
      socialProviders: [...options.socialProviders],
    };
  });
};
