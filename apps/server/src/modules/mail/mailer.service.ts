import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { createMailRepository } from './mail.repository.js';
import type { MailMessage } from './mail.types.js';

/** `Parallax <hello@parallax.test>` → hello@parallax.test; null when no address is in it. */
export function addressOf(from: string): string | null {
  return /<?([^\s<>@]+@[^\s<>@]+?)>?\s*$/.exec(from)?.[1] ?? null;
}

/** Where a write happens: the database itself or an open transaction. */
export type Executor = Pick<Database, 'insert' | 'execute'>;

/** The job that delivers one recorded message over SMTP (mail-delivery.job.ts). */
export const MAIL_DELIVERY_JOB = 'mail.send';

export type Mailer = {
  /**
   * Records one message in the outbox through `executor` (the caller's transaction), so it exists
   * only if that transaction commits. It never talks to SMTP: with SMTP a job sends it after the
   * commit, so no transaction waits on a mail server and a refusing server fails no write.
   */
  send(message: MailMessage, executor?: Executor): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
  close(): void;
};

/** With SMTP: the message is pending and its delivery job is queued, in the same transaction. */
export function createQueuedMailer({ db, jobs }: { db: Database; jobs: JobQueue }): Mailer {
  const repository = createMailRepository(db);
  async function record(message: MailMessage, tx: Executor) {
    const messageId = await repository.insert(tx, message, 'pending');
    await jobs.send(MAIL_DELIVERY_JOB, { messageId }, { tx });
  }
  return {
    kind: 'smtp',
    async send(message, executor) {
      await (executor ? record(message, executor) : db.transaction((tx) => record(message, tx)));
    },
    close: () => undefined,
  };
}

/** Development (no SMTP): messages are kept in the outbox and listed at GET /api/dev/outbox. */
export function createOutboxMailer(db: Database): Mailer {
  const repository = createMailRepository(db);
  return {
    kind: 'outbox',
    async send(message, executor = db) {
      await repository.insert(executor, message, 'kept');
    },
    close: () => undefined,
  };
}
