import type { AppDeps } from '../app.js';
import { createAgeCheckModule } from '../modules/age-check/age-check.module.js';
import { createAnalyticsModule } from '../modules/analytics/analytics.module.js';
import { createAuditModule } from '../modules/audit/audit.module.js';
import { createFeedbackModule } from '../modules/feedback/feedback.module.js';
import { createReleasesModule } from '../modules/releases/releases.module.js';
import { createSocialModule } from '../modules/social/social.module.js';
import { createSystemModule } from '../modules/system/system.module.js';
import {
  configuredOAuthProviders,
  createOAuthProviders,
} from '../providers/oauth/oauth.provider.js';
import { buildAccountModules, type AccountModules } from './account-modules.js';
import { buildCatalogModules, buildViewer, type CatalogModules } from './catalog-modules.js';
import { buildCommerceModules } from './commerce-modules.js';
import type { Foundation } from './foundation.js';
import { buildMediaModules } from './media-modules.js';
import { buildSalesModules } from './sales-modules.js';
import { serverVersion } from './server-version.js';

/**
 * Feedback, analytics, the age check, social sign-in, releases, the system's health and the desk's
 * audit log.
 */
function buildSiteModules(
  foundation: Foundation,
  { catalog }: CatalogModules,
  { auth }: AccountModules,
) {
  const { config, database, db, sessionHttp, rateLimited, publicUrl, now, log } = foundation;
  const feedback = createFeedbackModule({ db, catalog: catalog.service, sessionHttp });
  const analytics = createAnalyticsModule({ db, sessionHttp, rateLimited });
  const ageCheck = createAgeCheckModule({ config, now });
  const social = createSocialModule({
    db,
    auth: auth.service,
    sessionHttp,
    config,
    providers: createOAuthProviders(config),
    now,
  });
  const releases = createReleasesModule({
    config: config.releases,
    webDistDir: config.webDistDir,
    serverVersion,
    publicUrl,
    now,
  });
  const system = createSystemModule({
    version: serverVersion,
    database: {
      ping: database.ping,
      poolStats: database.poolStats,
      intervalMs: config.healthCheckIntervalMs,
      now,
      log,
    },
    now,
    socialProviders: configuredOAuthProviders(config),
    answerBeforeRouting: foundation.replays.live,
  });
  // The desk's audit log (its service is the foundation's: every module records through it).
  const audit = createAuditModule({ audit: foundation.audit, deskAccess: foundation.deskAccess });
  return { feedback, analytics, ageCheck, social, releases, system, audit };
}

/**
 * The module graph: every module built from modules that exist already, in this order (the
 * order is the dependency graph; docs/ARCHITECTURE.md draws it):
 * viewer (ownership, subscription access, the viewer) → catalog reads and the library → auth,
 * payment providers, notifications → discounts → subscriptions and tariff pricing → cart →
 * payments → support → account → media, feeds, playback → the site's small modules.
 */
export async function buildModules(foundation: Foundation, deps: AppDeps) {
  const viewer = buildViewer(foundation);
  // Presale buyers hear of a pack the desk publishes through notifications, built just after.
  const catalogModules = buildCatalogModules(foundation, viewer, {
    notifier: () => accounts.notifications.notifier,
  });
  const accounts = await buildAccountModules(foundation, deps);
  const commerce = buildCommerceModules(foundation, viewer, catalogModules, accounts);
  const mediaModules = await buildMediaModules(foundation, viewer, catalogModules);
  const site = buildSiteModules(foundation, catalogModules, accounts);
  const sales = buildSalesModules(foundation);
  return {
    ...viewer,
    ...catalogModules,
    ...accounts,
    ...commerce,
    ...mediaModules,
    ...site,
    ...sales,
  };
}

export type Modules = Awaited<ReturnType<typeof buildModules>>;
