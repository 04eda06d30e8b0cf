import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { authCookieNames } from '@parallax/core/contracts/auth-cookies';
import type { AppDeps } from '../app.js';
import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { isCatalogEmpty, seedDemoCatalog } from '../db/seed/seed.js';
import { registerCompression } from '../http/compression.js';
import { limitDrain } from '../http/drain.js';
import { registerErrorHandling } from '../http/error-handler.js';
import { registerEtags } from '../http/etags.js';
import { registerJsonBodies } from '../http/json-body.js';
import { createMetrics } from '../http/metrics.js';
import { registerOpenApi } from '../http/openapi.js';
import { databaseRateLimitStore } from '../http/rate-limit.js';
import { createReplayedAnswers } from '../http/replayed-answers.js';
import { registerSecurityHeaders } from '../http/security.js';
import { trustedPeerCheck } from '../http/trusted-proxy.js';
import { createJobQueue } from '../jobs/job-queue.js';
import { createFastify } from './fastify-instance.js';
import { serverVersion } from './server-version.js';

/** The database, opened from config unless the caller brought one, with its close hook. */
async function openAppDatabase(
  app: FastifyInstance,
  config: Config,
  deps: AppDeps,
): Promise<DatabaseHandle> {
  const database =
    deps.database ??
    (await openDatabase(config.database, {
      onIdleError: (err) => app.log.warn({ err }, 'an idle database connection was lost'),
      onCloseStragglers: (count) =>
        app.log.warn({ count }, 'database connections still held at close: ended'),
      guardSelfWaits: config.env === 'test',
    }));
  app.addHook('onClose', () => database.close());
  return database;
}

/** Migrations, then the demo catalog into an empty database; the database closes if they fail. */
async function prepareDatabase(app: FastifyInstance, config: Config, database: DatabaseHandle) {
  try {
    await database.withStartupLock(async () => {
      await database.migrate();
      if (config.seedDemo && (await isCatalogEmpty(database.db))) {
        app.log.info('empty database: seeding the demo catalog');
        await seedDemoCatalog(database.db, config.mediaDir);
      }
    });
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * What the modules run on: the Fastify instance with its HTTP plumbing, the migrated database,
 * the job queue and the metrics. Closing the app stops them in order.
 */
export async function openInfrastructure(config: Config, deps: AppDeps) {
  const replays = createReplayedAnswers();
  const isTrustedPeer = trustedPeerCheck(config.trustProxy);
  const app = createFastify(config, deps.logStream, replays, isTrustedPeer);
  // SHUTDOWN_TIMEOUT_MS is shared out: requests in flight get 40 %, the job queue half, the
  // database what is left.
  limitDrain(app, Math.floor(config.shutdownTimeoutMs * 0.4));
  const database = await openAppDatabase(app, config, deps);
  const jobs = deps.jobs ?? createJobQueue({ database, log: app.log, background: true });
  // onClose hooks run last-added first: the queue drains before the database closes, within half
  // of SHUTDOWN_TIMEOUT_MS (HTTP requests finish first, and the rest must fit in too).
  app.addHook('onClose', () => jobs.stop(Math.floor(config.shutdownTimeoutMs / 2)));
  const metrics = createMetrics(config.metricsToken, {
    queueDepths: () => jobs.depths(),
    poolStats: database.poolStats,
    log: app.log,
  });
  await prepareDatabase(app, config, database);
  const isHttps = config.publicUrl.startsWith('https:');
  await registerInfrastructure(app, config, isHttps, database);
  metrics.register(app);
  return { app, database, jobs, metrics, replays, isTrustedPeer, isHttps };
}

export type Infrastructure = Awaited<ReturnType<typeof openInfrastructure>>;

/** Error handling, security headers, cookies, rate limits, compression, ETags and /api/docs. */
async function registerInfrastructure(
  app: FastifyInstance,
  config: Config,
  isHttps: boolean,
  database: DatabaseHandle,
) {
  registerErrorHandling(app);
  registerJsonBodies(app);
  // Object storage: media load from the bucket's origin (delivery redirects there).
  const mediaOrigin =
    config.mediaStore.kind === 's3'
      ? await (
          await import('../providers/media-store/s3.provider.js')
        ).s3OriginOf(config.mediaStore)
      : null;
  registerSecurityHeaders(app, { isHttps, mediaOrigin });
  await app.register(cookie);
  // Limits are opted into per route (sign-in, registration, codes). Their counters are this
  // process's on the embedded database (one process), the database's when instances share one.
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgres' ? { store: databaseRateLimitStore(database.executeSql) } : {}),
  });
  registerCompression(app, { threshold: 1024 });
  registerEtags(app);
  await registerOpenApi(app, {
    version: serverVersion,
    publicUrl: config.publicUrl,
    cookieNames: authCookieNames(isHttps),
  });
}
