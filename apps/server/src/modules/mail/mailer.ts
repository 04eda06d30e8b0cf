import { desc } from 'drizzle-orm';
import { DomainError } from '@parallax/core/errors';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Where a write happens: the database itself or an open transaction. */
export type Executor = Pick<Database, 'insert'>;

export type Mailer = {
  /**
   * Sends one message. With an outbox, the message is written through `executor`, so it is kept
   * only if the caller's transaction commits; an SMTP failure throws, so the caller's transaction
   * rolls back and nothing half-done is left behind.
   */
  send(message: MailMessage, executor?: Executor): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
  close(): void;
};

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        throw new DomainError(
          'ServiceUnavailable',
          'The e-mail could not be sent, try again later',
          {
            cause: error,
          },
        );
      }
    },
    close: () => transport.close(),
  };
}

/** Development: messages are stored in the database and listed at GET /api/dev/outbox. */
export function createOutboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    async send(message, executor = db) {
      await executor.insert(mailOutbox).values(message);
    },
    close: () => undefined,
  };
}

export async function listOutbox(db: Database, limit = 100) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
