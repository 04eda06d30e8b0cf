import type { FastifyBaseLogger } from 'fastify';
import { accountApi, deskApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { DeskAccess } from '../../http/desk-access.js';
import type { RateLimited } from '../../http/rate-limit.js';
import type { SessionHttp } from '../../http/session.js';
import type { AuditRecorder } from '../audit/audit.types.js';
import type { Mailer } from '../mail/mailer.service.js';
import { createAuthService } from './auth.service.js';
import { createChallenges } from './challenges.service.js';
import { credentialsRoutes } from './credentials.routes.js';
import { deviceGrantMetadataRoutes, deviceGrantRoutes } from './device-grant.routes.js';
import { devicesRoutes } from './devices.routes.js';
import { oneTimeLoginRoutes } from './one-time-login.routes.js';
import { passwordsRoutes } from './passwords.routes.js';
import { quickRegistrationRoutes, registrationRoutes } from './registration.routes.js';
import type { CredentialHolders } from './credentials.service.js';
import { rolesDevRoutes } from './roles-dev.routes.js';
import { signInRoutes } from './sign-in.routes.js';
import { staffDeskRoutes } from './staff-desk.routes.js';
import type { Sessions } from './sessions.service.js';

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
  /** The operator's desk: its door, and the audit log every change of roles is written to. */
  deskAccess: DeskAccess;
  audit: AuditRecorder;
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
    audit: deps.audit,
  });
  return {
    service: auth,
    api: async (app) => {
      // Registered in this order, so the OpenAPI document lists the paths as it always has.
      const options = { auth, sessionHttp, rateLimited };
      await app.register(accountApi(registrationRoutes, options));
      await app.register(accountApi(quickRegistrationRoutes, options));
      await app.register(accountApi(signInRoutes, options));
      await app.register(accountApi(passwordsRoutes, { auth, rateLimited }));
      await app.register(accountApi(oneTimeLoginRoutes, options));
      await app.register(accountApi(devicesRoutes, options));
      await app.register(accountApi(credentialsRoutes, options));
    },
    desk: deskApi(staffDeskRoutes, { auth, deskAccess: deps.deskAccess }),
    routes: async (app) => {
      // RFC 8628 device authorization grant at the site's root (the OAuth wire format).
      await app.register(deviceGrantRoutes, { auth, rateLimited, now });
      await app.register(deviceGrantMetadataRoutes, { publicUrl });
      if (!deps.hasDevRoutes) return;
      await app.register(rolesDevRoutes, { db, auth, sessionHttp });
    },
  } satisfies AppModule;
}
