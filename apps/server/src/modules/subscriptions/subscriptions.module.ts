import type { FastifyBaseLogger } from 'fastify';
import { accountApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { SessionHttp } from '../../http/session.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { Mailer } from '../mail/mailer.service.js';
import type { Notifier } from '../notifications/notifications.types.js';
import type { PaymentProvider } from '../../providers/payments/payments.types.js';
import type { DiscountsService } from '../discounts/discounts.service.js';
import { createBilling } from './billing.service.js';
import type { OffsetClock } from './billing-clock.service.js';
import { billingJob } from './billing.job.js';
import { createCancellation } from './cancellation.service.js';
import { createLifecycle } from './lifecycle.service.js';
import { createRenewalCharges } from './renewal-charges.service.js';
import type { SubscriptionAccessService } from './subscription-access.service.js';
import { clockRoutes, subscriptionsRoutes } from './subscriptions.routes.js';
import { createSubscriptionsService } from './subscriptions.service.js';
import { createTariffPricingService } from './tariff-pricing.service.js';
import { createTrials } from './trials.service.js';

/**
 * Subscriptions (spec 1 §3, §4, §7, §9): the service payments and account deletion call; tariff
 * pricing, which the cart and checkout ask a tariff's price of; the billing run on the job
 * queue; the subscription routes; and, outside production, the development clock. What a
 * subscription opens (`access`) is built before, from the database alone: the modules this one
 * is built on (discounts) read it too.
 */
export function createSubscriptionsModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  access: SubscriptionAccessService;
  /** A tariff's personal discount (percent) for the caller. */
  discounts: Pick<DiscountsService, 'tariffDiscountPercents'>;
  auth: AuthService;
  mailer: Mailer;
  notifier: Notifier;
  jobs: JobQueue;
  providers: ReadonlyMap<string, PaymentProvider>;
  sessionHttp: SessionHttp;
  publicUrl: string;
  /** The site's own origins: where the management page may return the subscriber. */
  siteOrigins: readonly string[];
  billing: { graceDays: number; retryIntervalHours: number };
  now: () => Date;
  /** The movable clock of development (null in production). */
  clock: OffsetClock | null;
  log: FastifyBaseLogger;
}) {
  const lifecycle = createLifecycle(deps);
  const trials = createTrials(deps);
  const pricing = createTariffPricingService({ ...deps, trials });
  const renewalCharges = createRenewalCharges({ ...deps, lifecycle });
  const cancellation = createCancellation({ ...deps, lifecycle });
  const subscriptions = createSubscriptionsService({
    ...deps,
    lifecycle,
    trials,
    pricing,
    renewalCharges,
    cancellation,
  });
  const billing = createBilling({ ...deps, lifecycle, renewalCharges, cancellation });
  deps.jobs.define(billingJob(billing));
  const { clock } = deps;
  return {
    service: subscriptions,
    pricing,
    billing,
    api: accountApi(subscriptionsRoutes, {
      subscriptions,
      pricing,
      sessionHttp: deps.sessionHttp,
      siteOrigins: deps.siteOrigins,
    }),
    routes: async (app) => {
      if (clock) await app.register(clockRoutes, { clock, runBilling: () => billing.run() });
    },
  } satisfies AppModule;
}
