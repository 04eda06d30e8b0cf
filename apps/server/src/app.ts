// First: the contracts load in the OpenAPI document's order (openapi-components.ts).
import './composition/openapi-components.js';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Mailer } from './modules/mail/mailer.service.js';
import type { WebhookDelivery } from './providers/payments/test-acquirer/outgoing-webhooks.service.js';
import { buildFoundation } from './composition/foundation.js';
import { openInfrastructure } from './composition/infrastructure.js';
import { buildModules } from './composition/module-graph.js';
import { registerPages } from './composition/pages.js';
import { registerModuleRoutes } from './composition/routes.js';

export type AppDeps = {
  /** An open database (tests pass one restored from a snapshot); otherwise opened from config. */
  database?: DatabaseHandle;
  now?: () => Date;
  /** Where JSON logs go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** Replaces the mailer chosen from config (tests read what was sent). */
  mailer?: Mailer;
  /**
   * The job queue (default: on the app's database, with background workers). Tests pass one
   * without workers and run its due jobs themselves (`jobs.runDue()`); the app starts and stops it.
   */
  jobs?: JobQueue;
  /**
   * How the test acquirer posts its webhooks (default: fetch to PUBLIC_URL); tests deliver
   * through `app.inject`. With `backgroundWebhooks: false` they go out only when flushed
   * (POST /api/dev/test-acquirer/deliver), so tests choose when and how often.
   */
  deliverWebhook?: WebhookDelivery;
  backgroundWebhooks?: boolean;
};

/**
 * The composition root: infrastructure (composition/infrastructure.ts), what every module is
 * built on (foundation.ts), every module built from what it needs (module-graph.ts: the order is
 * the dependency graph), their routes registered in order (routes.ts), then the pages and the web
 * app (pages.ts). Tests build this very app and talk to it through `app.inject`.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const infrastructure = await openInfrastructure(config, deps);
  const { app, database, jobs } = infrastructure;
  const foundation = await buildFoundation(infrastructure, config, deps);
  const modules = await buildModules(foundation, deps);
  await registerModuleRoutes(app, { ...modules, mail: foundation.mail });
  await registerPages(app, config, {
    snapshot: foundation.snapshot,
    catalog: modules.catalog.service,
    faq: modules.faq.service,
    models: modules.models.service,
    tags: modules.tags.service,
    origins: modules.origins.service,
    documents: modules.documents.service,
    blog: modules.blog.service,
  });
  // Last: every job is defined by now. Processes starting together on one PostgreSQL take turns
  // creating pg-boss's tables and queues.
  await database.withStartupLock(() => jobs.start());
  return app;
}
