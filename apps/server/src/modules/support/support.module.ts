import { accountApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { RateLimited } from '../../http/rate-limit.js';
import type { SessionHttp } from '../../http/session.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { Mailer } from '../mail/mailer.service.js';
import type { Notifier } from '../notifications/notifications.types.js';
import { createModerationService } from './moderation.service.js';
import { createDeskRepository } from './desk.repository.js';
import { supportRepository } from './support.repository.js';
import { supportRoutes } from './support.routes.js';
import { createSupportService } from './support.service.js';

/**
 * Report content, support requests and the moderator's desk (spec 2 §3, §5–§7). Built on auth
 * (who is a moderator, who reported), the catalog (which packs exist; hiding one), the mailer and
 * the notifications module's notifier.
 */
export function createSupportModule(deps: {
  db: Database;
  auth: Pick<AuthService, 'userById' | 'usersByIds' | 'isModerator'>;
  catalog: Pick<CatalogService, 'packSummaries' | 'setHidden' | 'refresh'>;
  mailer: Mailer;
  notifier: Notifier;
  sessionHttp: SessionHttp;
  rateLimited: RateLimited;
  /** SUPPORT_EMAIL: copies go there only when mail leaves this machine (SMTP). */
  supportEmail: string | null;
  publicUrl: string;
  now: () => Date;
}) {
  const { db, auth, catalog, mailer, now } = deps;
  const support = createSupportService({
    db,
    repository: supportRepository,
    mailer,
    users: auth,
    catalog,
    forwardTo: mailer.kind === 'smtp' ? deps.supportEmail : null,
    publicUrl: deps.publicUrl,
    now,
  });
  const moderation = createModerationService({
    db,
    repository: createDeskRepository(db),
    mailer,
    notifier: deps.notifier,
    users: auth,
    catalog,
    now,
  });
  return {
    service: support,
    api: accountApi(supportRoutes, {
      support,
      moderation,
      sessionHttp: deps.sessionHttp,
      rateLimited: deps.rateLimited,
      isModerator: (userId) => auth.isModerator(userId),
    }),
  } satisfies AppModule;
}
