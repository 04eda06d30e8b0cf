import type { AppDeps } from '../app.js';
import { createAuthModule } from '../modules/auth/auth.module.js';
import { endFeedLinksOf } from '../modules/feeds/feeds.service.js';
import { createNotificationsModule } from '../modules/notifications/notifications.module.js';
import { endPushSubscriptionsOf } from '../modules/notifications/notifications.service.js';
import { buyerIdsAmong } from '../modules/payments/payments.service.js';
import { unlinkSocialIdentities } from '../modules/social/social.service.js';
import { subscriberIdsAmong } from '../modules/subscriptions/subscription-access.service.js';
import type { PaymentProvider } from '../providers/payments/payments.types.js';
import { createTestAcquirerModule } from '../providers/payments/test-acquirer/test-acquirer.module.js';
import { createWebPushProvider } from '../providers/push/web-push.provider.js';
import type { Foundation } from './foundation.js';

/**
 * Accounts: auth, with what it ends when an account's credentials go. Feeds, notifications and
 * social hold credentials of their own and are built on auth (further down), so auth is given
 * their ending functions, which need nothing but auth's transaction.
 */
function buildAuth(foundation: Foundation) {
  const { db, secret, sessions, sessionHttp, rateLimited, mailer, publicUrl, now, log } =
    foundation;
  return createAuthModule({
    db,
    secret,
    sessions,
    sessionHttp,
    rateLimited,
    mailer,
    publicUrl,
    now,
    log,
    unlinkSocialIdentities,
    // Built on auth, those modules end their own credentials in auth's transaction.
    credentialHolders: {
      endFeedLinks: endFeedLinksOf,
      endPushSubscriptions: endPushSubscriptionsOf,
    },
    deskAccess: foundation.deskAccess,
    audit: foundation.audit,
    hasDevRoutes: foundation.hasDevRoutes,
  });
}

/** The payment providers by id: the built-in test acquirer when it is on. */
function buildPaymentProviders(foundation: Foundation, deps: AppDeps) {
  const { config, db, secret, publicUrl, jobs, now, log, hasDevRoutes } = foundation;
  const testAcquirer = config.testAcquirer
    ? createTestAcquirerModule({
        db,
        secret,
        publicUrl,
        jobs,
        now,
        log,
        deliverWebhook: deps.deliverWebhook,
        hasBackgroundWebhooks: deps.backgroundWebhooks !== false,
        hasDevRoutes,
      })
    : null;
  const providers = new Map<string, PaymentProvider>(
    testAcquirer ? [['test', testAcquirer.provider]] : [],
  );
  return { testAcquirer, providers };
}

/** Notifications and web push: payments, subscriptions and support tell their events to it. */
async function buildNotifications(foundation: Foundation, auth: ReturnType<typeof buildAuth>) {
  const { config, db, jobs, mailer, sessionHttp, rateLimited, now, log } = foundation;
  return createNotificationsModule({
    db,
    config,
    jobs,
    mailer,
    // With the development tools, pushes may go to the test push receivers on this machine.
    push: createWebPushProvider({ allowsLoopback: config.devTools }),
    // Functions of the database alone: subscriptions and payments are built after notifications.
    audience: { buyerIdsAmong, subscriberIdsAmong },
    auth: auth.service,
    sessionHttp,
    rateLimited,
    now,
    log,
  });
}

/** Auth, the payment providers and notifications: what commerce and support are built on. */
export async function buildAccountModules(foundation: Foundation, deps: AppDeps) {
  const auth = buildAuth(foundation);
  const { testAcquirer, providers } = buildPaymentProviders(foundation, deps);
  const notifications = await buildNotifications(foundation, auth);
  return { auth, testAcquirer, providers, notifications };
}

export type AccountModules = Awaited<ReturnType<typeof buildAccountModules>>;
