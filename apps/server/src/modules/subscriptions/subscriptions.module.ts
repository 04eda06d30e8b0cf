import type { FastifyBaseLogger } from 'fastify';
import { accountApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { SessionHttp } from '../../http/session.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { Mailer } from '../mail/mailer.js';
import type { Notifier } from '../notifications/notifications.types.js';
import type { PaymentProvider } from '../payments/payments.service.js';
import { createBilling } from './billing.js';
import type { OffsetClock } from './billing-clock.js';
import { billingJob } from './billing.job.js';
import { clockRoutes, subscriptionsRoutes } from './subscriptions.routes.js';
import { createSubscriptionsService } from './subscriptions.service.js';

/**
 * Subscriptions (spec 1 §3, §4, §7, §9): the service payments, the cart, the catalog and account
 * deletion call; the billing run on the job queue; the subscription routes; and, outside
 * production, the development clock.
 */
export function createSubscriptionsModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  auth: AuthService;
  mailer: Mailer;
  notifier: Notifier;
  jobs: JobQueue;
  providers: ReadonlyMap<string, PaymentProvider>;
  sessionHttp: SessionHttp;
  publicUrl: string;
  billing: { graceDays: number; retryIntervalHours: number };
  now: () => Date;
  /** The movable clock of development (null in production). */
  clock: OffsetClock | null;
  log: FastifyBaseLogger;
  tariffDiscountPercent: (userId: string, tariffId: string) => Promise<number>;
}) {
  const subscriptions = createSubscriptionsService(deps);
  const billing = createBilling({
    db: deps.db,
    lifecycle: subscriptions.lifecycle,
    providers: deps.providers,
    now: deps.now,
    log: deps.log,
  });
  deps.jobs.define(billingJob(billing));
  const { clock } = deps;
  return {
    service: subscriptions,
    billing,
    api: accountApi(subscriptionsRoutes, {
      subscriptions,
      sessionHttp: deps.sessionHttp,
      publicUrl: deps.publicUrl,
      tariffDiscountPercent: deps.tariffDiscountPercent,
    }),
    routes: async (app) => {
      if (clock) await app.register(clockRoutes, { clock, runBilling: () => billing.run() });
    },
  } satisfies AppModule;
}
