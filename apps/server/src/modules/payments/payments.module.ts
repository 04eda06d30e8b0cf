import type { FastifyBaseLogger } from 'fastify';
import { accountApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { RateLimited } from '../../http/rate-limit.js';
import type { SessionHttp } from '../../http/session.js';
import type { AuditRecorder } from '../audit/audit.types.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CartService } from '../cart/cart.service.js';
import type { LibraryService } from '../library/library.service.js';
import type { Mailer } from '../mail/mailer.service.js';
import type { Notifier } from '../notifications/notifications.types.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { paymentsRoutes, paymentWebhookRoutes } from './payments.routes.js';
import { createPaymentsService } from './payments.service.js';
import type { PaymentMetrics } from './payments.types.js';
import type { PaymentProvider } from '../../providers/payments/payments.types.js';

export function createPaymentsModule(deps: {
  db: Database;
  auth: AuthService;
  cart: CartService;
  ownership: OwnershipService;
  library: LibraryService;
  subscriptions: SubscriptionsService;
  providers: ReadonlyMap<string, PaymentProvider>;
  mailer: Mailer;
  notifier: Notifier;
  audit: AuditRecorder;
  sessionHttp: SessionHttp;
  rateLimited: RateLimited;
  publicUrl: string;
  /** The site's own origins: where a payment page may return the buyer. */
  siteOrigins: readonly string[];
  now: () => Date;
  log: FastifyBaseLogger;
  metrics: PaymentMetrics;
}) {
  const { sessionHttp, rateLimited, publicUrl } = deps;
  const payments = createPaymentsService({
    db: deps.db,
    cart: deps.cart,
    ownership: deps.ownership,
    library: deps.library,
    subscriptions: deps.subscriptions,
    providers: deps.providers,
    auth: deps.auth,
    mailer: deps.mailer,
    notifier: deps.notifier,
    audit: deps.audit,
    publicUrl,
    now: deps.now,
    log: deps.log,
    metrics: deps.metrics,
  });
  return {
    service: payments,
    api: accountApi(paymentsRoutes, {
      payments,
      sessionHttp,
      rateLimited,
      siteOrigins: deps.siteOrigins,
    }),
    // Providers call one address, whichever prefix the buyer's client used.
    routes: async (app) => {
      await app.register(paymentWebhookRoutes, { prefix: '/api/v1', payments });
    },
  } satisfies AppModule;
}
