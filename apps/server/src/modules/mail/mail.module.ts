import type { FastifyBaseLogger } from 'fastify';
import type { AppModule } from '../../app-module.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { MailTransport } from '../../providers/mail/mail.types.js';
import { devRoutes } from './dev.routes.js';
import { mailDeliveryJob } from './mail-delivery.job.js';
import { createOutboxMailer, createQueuedMailer, type Mailer } from './mailer.service.js';

/**
 * The mailer every module writes its messages with: to the outbox and, with SMTP_URL, sent by a
 * job. Built before the modules that send mail.
 */
export function createMailModule(deps: {
  db: Database;
  config: Pick<Config, 'mail' | 'env' | 'devTools'>;
  jobs: JobQueue;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Where messages are sent (SMTP, with SMTP_URL); none: they are only kept in the outbox. */
  transport: MailTransport | null;
  /** Replaces the mailer chosen from config (tests read what was sent). */
  mailer: Mailer | undefined;
}) {
  const { db, config, jobs, log, transport } = deps;
  if (transport) {
    jobs.define(mailDeliveryJob({ db, transport, from: config.mail.from, now: deps.now, log }));
  }
  const mailer =
    deps.mailer ?? (transport ? createQueuedMailer({ db, jobs }) : createOutboxMailer(db));
  if (mailer.kind === 'outbox' && config.env === 'production') {
    log.warn('SMTP_URL is not set: e-mails are only stored in the outbox table');
  }
  return {
    mailer,
    /** The mailer first, then the SMTP connection it may still be using. */
    close: () => {
      mailer.close();
      transport?.close();
    },
    routes: async (app) => {
      // Only on a loopback address (config.ts refuses any other).
      if (config.devTools) await app.register(devRoutes, { db });
    },
  } satisfies AppModule;
}
