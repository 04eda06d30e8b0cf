import { parseArgs } from 'node:util';
import { text } from '@parallax/core/contracts/common';
import { pino } from 'pino';
import { z } from 'zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { logHooks, logSerializers } from './http/log-serializers.js';
import { createJobQueue } from './jobs/job-queue.js';
import { usersRepository } from './modules/auth/users.repository.js';
import { createCatalogRepository } from './modules/catalog/catalog.repository.js';
import { createPublishingService } from './modules/catalog/publishing.service.js';
import { createMailModule } from './modules/mail/mail.module.js';
import { parseSegment } from './modules/notifications/broadcast.service.js';
import { createNotifications } from './modules/notifications/notifications.module.js';
import { buyerIdsAmong } from './modules/payments/payments.service.js';
import { subscriberIdsAmong } from './modules/subscriptions/subscription-access.service.js';
import { createSmtpProvider } from './providers/mail/smtp.provider.js';
import { createWebPushProvider } from './providers/push/web-push.provider.js';
import { createOwnershipRepository } from './modules/ownership/ownership.repository.js';

// The operator's notification commands (cli.ts): a broadcast, and the release of a coming-soon
// pack. They write to the database directly, as the server would, and queue the pushes and
// e-mails as jobs for the server's workers to send.

export const NOTIFY_USAGE = `  notify --title T --description D [--link URL] [--segment S] [--email]
            notify users: S is all (default), subscribers, buyers, language:en|es or
            source:NAME; --email also sends it by e-mail to those who agreed to e-mail
            (at a confirmed address, or one given by a social sign-in)
  publish-pack SLUG
            bring a coming-soon pack out; the buyers of its presale category are notified`;

export type CommandDeps = {
  config: Config;
  /** Open and migrated; the command does not close it. */
  database: DatabaseHandle;
  print: (line: string) => void;
};

/** A command's arguments that do not parse: the usage is shown. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The app's notification pieces on a job queue with no worker: what is queued, the server sends. */
async function notificationsOf({ config, database }: CommandDeps) {
  const db = database.db;
  // Written like the server's lines: no credential in them (http/log-serializers.ts).
  const log = pino(
    { level: config.logLevel, serializers: logSerializers, hooks: logHooks },
    pino.destination(2),
  );
  const jobs = createJobQueue({ database, log, background: false });
  const now = () => new Date();
  const mail = createMailModule({
    db,
    config,
    jobs,
    now,
    log,
    transport: config.mail.smtpUrl ? createSmtpProvider(config.mail.smtpUrl) : null,
    mailer: undefined,
  });
  const notifications = await createNotifications({
    db,
    config,
    jobs,
    mailer: mail.mailer,
    push: createWebPushProvider({ allowsLoopback: config.devTools }),
    audience: { buyerIdsAmong, subscriberIdsAmong },
    languageOf: async (tx, userId) =>
      (await usersRepository.userById(tx, userId))?.language === 'es' ? 'es' : 'en',
    now,
    log,
  });
  await database.withStartupLock(() => jobs.start());
  return {
    ...notifications,
    now,
    close: async () => {
      await jobs.stop(5_000);
      mail.close();
    },
  };
}

const Broadcast = z.object({
  title: text({ trim: true }).min(1).max(200),
  description: text({ multiline: true, trim: true }).max(2000),
  link: text({ trim: true })
    .max(2048)
    .regex(/^(https?:\/\/|\/)/, 'must be an http(s) URL or a path of the site')
    .optional(),
  segment: z.string(),
  email: z.boolean(),
});

function parseBroadcast(args: string[]) {
  try {
    const { values } = parseArgs({
      args,
      options: {
        title: { type: 'string' },
        description: { type: 'string', default: '' },
        link: { type: 'string' },
        segment: { type: 'string', default: 'all' },
        email: { type: 'boolean', default: false },
      },
      strict: true,
    });
    return Broadcast.parse(values);
  } catch (error) {
    if (error instanceof z.ZodError) throw new UsageError(z.prettifyError(error));
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** `notify`: an operator's broadcast (modules/notifications/broadcast.service.ts). */
export async function notifyCommand(args: string[], deps: CommandDeps) {
  const parsed = parseBroadcast(args);
  const segment = parseSegment(parsed.segment);
  if (!segment) throw new UsageError(`unknown segment ${parsed.segment}`);
  const notifications = await notificationsOf(deps);
  try {
    const result = await notifications.broadcasts.broadcast({
      title: parsed.title,
      description: parsed.description,
      link: parsed.link ?? null,
      segment,
      withEmail: parsed.email,
    });
    deps.print(
      `notify: broadcast ${result.id} to ${parsed.segment}: ${result.recipients} users notified, ${result.emails} e-mails, ${result.guestPushes} guest browsers; the server's job workers send the pushes${parsed.email ? ' and e-mails' : ''}.`,
    );
    return result;
  } finally {
    await notifications.close();
  }
}

/** `publish-pack SLUG`: a coming-soon pack comes out (modules/catalog/publishing.service.ts). */
export async function publishPackCommand(args: string[], deps: CommandDeps) {
  const [slug, ...rest] = args;
  if (!slug || rest.length > 0) throw new UsageError('publish-pack takes one slug');
  const notifications = await notificationsOf(deps);
  try {
    const ownership = createOwnershipRepository(deps.database.db);
    const publishing = createPublishingService({
      db: deps.database.db,
      repository: createCatalogRepository(deps.database.db),
      presaleBuyerIds: (tx, categoryId) => ownership.presaleBuyerIds(tx, categoryId),
      notifier: notifications.notifier,
      now: notifications.now,
    });
    const published = await publishing.publishPack(slug);
    deps.print(
      `publish-pack: ${published.title} is out; ${published.notified} presale buyers notified (the server shows it once its catalog cache refreshes).`,
    );
    return published;
  } finally {
    await notifications.close();
  }
}
