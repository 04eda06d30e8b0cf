import type { Health, SocialProviderName } from '@parallax/core/contracts/system';
import { systemEndpoints } from '@parallax/core/endpoints/system';
import { compareVersions } from '@parallax/core/rules/version';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';

export type SystemRoutesOptions = {
  version: string;
  minClientVersion: string;
  pingDatabase: () => Promise<void>;
  now: () => Date;
  /** The social sign-ins that have settings, so the app shows no button that cannot work. */
  socialProviders: readonly SocialProviderName[];
};

/** GET /api/health (checks the database) and GET /api/bootstrap/check (spec 1 §7). */
export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, options) => {
  const startedAt = options.now().getTime();

  route(app, systemEndpoints.health, async (_request, reply) => {
    const started = performance.now();
    const database = await options.pingDatabase().then(
      () => 'ok' as const,
      (error: unknown) => {
        app.log.error({ err: error }, 'health check: database down');
        return 'down' as const;
      },
    );
    const body: Health = {
      status: database === 'ok' ? 'ok' : 'degraded',
      database: {
        status: database,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
      },
      version: options.version,
      uptimeSeconds: Math.round((options.now().getTime() - startedAt) / 1000),
    };
    return reply
      .code(database === 'ok' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(body);
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
