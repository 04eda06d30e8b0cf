import type { Language } from '@parallax/core/platform';
import { accountApi, type AppModule } from '../../app-module.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { RateLimited } from '../../http/rate-limit.js';
import type { SessionHttp } from '../../http/session.js';
import type { JobLog, JobQueue } from '../../jobs/job-queue.js';
import type { AuthService } from '../auth/auth.service.js';
import type { PushProvider, Vapid } from '../../providers/push/push.types.js';
import type { Mailer } from '../mail/mailer.service.js';
import { createBroadcastService, type AudienceLookups } from './broadcast.service.js';
import { createDeliveryLog, notificationsDevRoutes } from './dev.routes.js';
import {
  createNotificationsRepository,
  type NotificationsRepository,
} from './notifications.repository.js';
import { notificationsRoutes } from './notifications.routes.js';
import { createNotificationsService } from './notifications.service.js';
import { createNotifierService } from './notifier.service.js';
import { pushDeliveryJob } from './push-delivery.job.js';
import { vapidSubject } from './push.rules.js';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { createPushSubscriptionsService } from './push-subscriptions.service.js';
import { unsubscribeRoutes } from './unsubscribe.routes.js';

type NotificationsDeps = {
  db: Database;
  config: Pick<Config, 'devTools' | 'publicUrl' | 'mail'>;
  /** Where the push jobs are defined and sent; define-able still (before `start`). */
  jobs: JobQueue;
  mailer: Mailer;
  /** Web push to the browsers' push services (and, with the development tools, to this machine). */
  push: PushProvider;
  /** The segments of a broadcast that subscriptions and payments know. */
  audience: AudienceLookups;
  /** users.language, for the events told in several languages. */
  languageOf: (tx: Database, userId: string) => Promise<Language>;
  now: () => Date;
  log: JobLog;
};

/**
 * The VAPID key pair: generated on first start and kept in the database (push_keys, `vapid`), so
 * every instance signs with the same key — a browser's subscription is bound to the public key it
 * was made with, and a new key would silently orphan every subscription.
 */
async function loadVapid(
  repository: NotificationsRepository,
  push: PushProvider,
  subject: string,
): Promise<Vapid> {
  const stored = await repository.keepKeys('vapid', push.newVapidKeys());
  if (!stored) throw new Error('The VAPID keys could not be stored');
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

/**
 * Notifications, web push and broadcasts without HTTP: what the app builds its module on, and
 * what the command line builds to broadcast or to notify from a change it makes. Loads (on the
 * very first start, makes) the VAPID keys and defines the push delivery job.
 */
export async function createNotifications(deps: NotificationsDeps) {
  const { db, config, jobs, push, now } = deps;
  const repository = createNotificationsRepository(db);
  const subscriptionsRepository = createPushSubscriptionsRepository(db);
  const vapid = await loadVapid(repository, push, vapidSubject(config));
  const deliveryLog = config.devTools ? createDeliveryLog() : null;
  jobs.define(
    pushDeliveryJob({
      repository: subscriptionsRepository,
      push,
      vapid,
      now,
      log: deps.log,
      onDelivery: deliveryLog?.record,
    }),
  );
  const notifying = createNotifierService({
    repository,
    subscriptionsRepository,
    jobs,
    publicUrl: config.publicUrl,
    now,
    languageOf: deps.languageOf,
  });
  const broadcasts = createBroadcastService({
    db,
    repository,
    notifications: notifying,
    audience: deps.audience,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    unsubscribeMailbox: config.mail.unsubscribeMailto,
    now,
  });
  return {
    service: createNotificationsService({ repository, now }),
    pushSubscriptions: createPushSubscriptionsService({
      db,
      subscriptionsRepository,
      push,
      vapid,
      now,
    }),
    notifier: notifying.notifier,
    broadcasts,
    deliveryLog,
  };
}

/**
 * The notifications module (spec 2 §3, §4, §7; spec 1 §3, §7): the notification center's calls,
 * push consent and subscriptions, the marketing attribution, the one-click unsubscribe of
 * marketing e-mail, and the `Notifier` that payments, subscriptions and support tell their events
 * to — so it is built before them.
 */
export async function createNotificationsModule(
  deps: Omit<NotificationsDeps, 'languageOf'> & {
    auth: Pick<AuthService, 'userById' | 'setEmailConsentByToken'>;
    sessionHttp: SessionHttp;
    rateLimited: RateLimited;
  },
) {
  const { db, auth, sessionHttp, rateLimited } = deps;
  const notifications = await createNotifications({
    ...deps,
    languageOf: async (tx, userId) =>
      (await auth.userById(tx, userId))?.language === 'es' ? 'es' : 'en',
  });
  const { service, pushSubscriptions, notifier, deliveryLog } = notifications;
  return {
    service,
    notifier,
    api: accountApi(notificationsRoutes, {
      notifications: service,
      pushSubscriptions,
      sessionHttp,
      rateLimited,
    }),
    routes: async (app) => {
      await app.register(unsubscribeRoutes, { db, auth, rateLimited });
      if (deliveryLog) {
        await app.register(notificationsDevRoutes, { db, notifier, deliveryLog, sessionHttp });
      }
    },
  } satisfies AppModule;
}
