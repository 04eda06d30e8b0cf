import type { FastifyBaseLogger } from 'fastify';
import { accountApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { RateLimited } from '../../http/rate-limit.js';
import type { SessionHttp } from '../../http/session.js';
import type { Mailer } from '../mail/mailer.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService } from './auth.service.js';
import { createChallenges } from './challenges.js';
import { credentialsRoutes } from './credentials.routes.js';
import type { CredentialHolders } from './credentials.js';
import { rolesDevRoutes } from './roles-dev.routes.js';
import type { Sessions } from './sessions.js';

/** Accounts and sign-in; sessions are built before any module (app.ts), every route reads them. */
export function createAuthModule(deps: {
  db: Database;
  secret: string;
  sessions: Sessions;
  sessionHttp: SessionHttp;
  rateLimited: RateLimited;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The social module's (social.service.ts): proving an address ends a stranger's links. */
  unlinkSocialIdentities: (tx: Database, userId: string) => Promise<void>;
  /** The feeds' and notifications' credentials, ended with the account's sessions. */
  credentialHolders: CredentialHolders;
  /** Development only: the signed-in user may make themselves a moderator (browser tests). */
  hasDevRoutes: boolean;
}) {
  const { db, secret, sessions, sessionHttp, rateLimited, mailer, publicUrl, now, log } = deps;
  const auth = createAuthService({
    db,
    challenges: createChallenges({ secret, mailer, now }),
    sessions,
    mailer,
    publicUrl,
    now,
    log,
    unlinkSocialIdentities: deps.unlinkSocialIdentities,
    credentialHolders: deps.credentialHolders,
  });
  return {
    service: auth,
    api: async (app) => {
      await app.register(accountApi(authRoutes, { auth, sessionHttp, rateLimited }));
      await app.register(accountApi(credentialsRoutes, { auth, sessionHttp, rateLimited }));
    },
    routes: async (app) => {
      if (!deps.hasDevRoutes) return;
      await app.register(rolesDevRoutes, { db, auth, sessionHttp });
    },
  } satisfies AppModule;
}
