import type { AppDeps } from '../app.js';
import type { Config } from '../config.js';
import { createDeskAccess } from '../http/desk-access.js';
import { createRateLimits } from '../http/rate-limit.js';
import { createSessionHttp } from '../http/session.js';
import { createAccessTokens } from '../modules/auth/access-tokens.service.js';
import { rolesRepository } from '../modules/auth/roles.repository.js';
import { loadAuthSecret } from '../modules/auth/secrets.service.js';
import { createAuditService } from '../modules/audit/audit.service.js';
import { createSessions } from '../modules/auth/sessions.service.js';
import { createCatalogRepository } from '../modules/catalog/catalog.repository.js';
import { createCatalogSnapshot } from '../modules/catalog/catalog.snapshot.js';
import { createMailModule } from '../modules/mail/mail.module.js';
import { createOffsetClock } from '../modules/subscriptions/billing-clock.service.js';
import { createSmtpProvider } from '../providers/mail/smtp.provider.js';
import { requestIdOf } from './fastify-instance.js';
import type { Infrastructure } from './infrastructure.js';

/** The clock, the mailer, the secret, sessions and the HTTP session handling. */
async function buildSessions(infrastructure: Infrastructure, config: Config, deps: AppDeps) {
  const { app, database, jobs, isHttps } = infrastructure;
  const db = database.db;
  const log = app.log;
  // With the development tools the clock can be moved forward (POST /api/dev/clock/advance).
  const clock = config.devTools ? createOffsetClock(deps.now) : null;
  const now = clock?.now ?? deps.now ?? (() => new Date());
  const secret = await loadAuthSecret(db, config.auth.secret);
  const mail = createMailModule({
    db,
    config,
    jobs,
    now,
    log,
    transport: config.mail.smtpUrl ? createSmtpProvider(config.mail.smtpUrl) : null,
    mailer: deps.mailer,
  });
  app.addHook('onClose', async () => mail.close());
  const accessTokens = createAccessTokens(secret, config.auth.accessTokenTtlSeconds, now);
  const sessions = createSessions({
    db,
    accessTokens,
    refreshTtlDays: config.auth.refreshTokenTtlDays,
    deviceRefreshTtlDays: config.auth.deviceRefreshTokenTtlDays,
    now,
  });
  const sessionHttp = createSessionHttp({ accessTokens, sessions, isHttps });
  sessionHttp.register(app);
  const rateLimited = createRateLimits(app, config.auth.rateLimitPerMinute);
  return {
    clock,
    now,
    secret,
    mail,
    mailer: mail.mailer,
    accessTokens,
    sessions,
    sessionHttp,
    rateLimited,
  };
}

/**
 * What every module is built on: the infrastructure, the clock, the mailer, sessions and the
 * in-memory catalog (ownership and so the viewer, carts, media and the pages read it).
 */
export async function buildFoundation(
  infrastructure: Infrastructure,
  config: Config,
  deps: AppDeps,
) {
  const { app, database, metrics, replays, isTrustedPeer } = infrastructure;
  const db = database.db;
  const base = await buildSessions(infrastructure, config, deps);
  const catalogRepository = createCatalogRepository(db);
  const snapshot = createCatalogSnapshot(catalogRepository, {
    ttlMs: config.catalogCacheTtlMs,
    now: base.now,
  });
  replays.register(app, {
    currentVersion: () => snapshot.peek(),
    requestId: (request) => requestIdOf(isTrustedPeer, request),
    answered: metrics.requestAnswered,
  });
  // The operator's desk: who may call its endpoints, and the log of what they changed.
  const deskAccess = createDeskAccess({
    sessionHttp: base.sessionHttp,
    staffOf: (userId) => rolesRepository.staffOf(db, userId),
  });
  const audit = createAuditService(db);
  // Every instance hears of a catalog write at once (the triggers of migration 0014).
  const stopListening = await database.listen('parallax_catalog', () => snapshot.invalidate());
  app.addHook('onClose', stopListening);
  return {
    ...infrastructure,
    ...base,
    config,
    db,
    log: app.log,
    publicUrl: config.publicUrl,
    hasDevRoutes: config.devTools,
    catalogRepository,
    snapshot,
    deskAccess,
    audit,
  };
}

export type Foundation = Awaited<ReturnType<typeof buildFoundation>>;
