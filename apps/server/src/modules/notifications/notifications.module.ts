import type { Language } from '@parallax/core/platform';
import { accountApi, type AppModule } from '../../app-module.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { RateLimited } from '../../http/rate-limit.js';
import type { SessionHttp } from '../../http/session.js';
import type { JobLog, JobQueue } from '../../jobs/job-queue.js';
import type { AuthService } from '../auth/auth.service.js';
import type { Mailer } from '../mail/mailer.js';
import { createBroadcastService } from './broadcast.service.js';
import { createDeliveryLog, notificationsDevRoutes } from './dev.routes.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { notificationsRoutes } from './notifications.routes.js';
import { createNotificationsService } from './notifications.service.js';
import { pushDeliveryJob } from './push-delivery.job.js';
import { loadVapid, vapidSubject } from './push.js';
import { unsubscribeRoutes } from './unsubscribe.routes.js';

type NotificationsDeps = {
  db: Database;
  config: Pick<Config, 'devTools' | 'publicUrl' | 'mail'>;
  /** Where the push jobs are defined and sent; define-able still (before `start`). */
  jobs: JobQueue;
  mailer: Mailer;
  /** users.language, for the events told in several languages. */
  languageOf: (tx: Database, userId: string) => Promise<Language>;
  now: () => Date;
  log: JobLog;
};

/**
 * Notifications, web push and broadcasts without HTTP: what the app builds its module on, and
 * what the command line builds to broadcast or to notify from a change it makes. Loads (on the
 * very first start, makes) the VAPID keys and defines the push delivery job.
 */
export async function createNotifications(deps: NotificationsDeps) {
  const { db, config, jobs, now } = deps;
  const repository = createNotificationsRepository(db);
  const vapid = await loadVapid(repository, vapidSubject(config));
  const deliveryLog = config.devTools ? createDeliveryLog() : null;
  // With the development tools, pushes may go to the test push receivers on this machine.
  const network = { allowsLoopback: config.devTools };
  jobs.define(
    pushDeliveryJob({
      repository,
      vapid,
      network,
      now,
      log: deps.log,
      onDelivery: deliveryLog?.record,
    }),
  );
  const service = createNotificationsService({
    db,
    repository,
    jobs,
    vapid,
    publicUrl: config.publicUrl,
    now,
    languageOf: deps.languageOf,
    network,
  });
  const broadcasts = createBroadcastService({
    db,
    repository,
    notifications: service,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    unsubscribeMailbox: config.mail.unsubscribeMailto,
    now,
  });
  return { service, notifier: service.notifier, broadcasts, deliveryLog };
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
  const { service, notifier, deliveryLog } = notifications;
  return {
    service,
    notifier,
    api: accountApi(notificationsRoutes, { notifications: service, sessionHttp, rateLimited }),
    routes: async (app) => {
      await app.register(unsubscribeRoutes, { db, auth, rateLimited });
      if (deliveryLog) {
        await app.register(notificationsDevRoutes, { db, notifier, deliveryLog, sessionHttp });
      }
    },
  } satisfies AppModule;
}
