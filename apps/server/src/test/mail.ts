import type { DevOutboxMessage } from '@parallax/core/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { createOutboxMailer, type Mailer } from '../modules/mail/mailer.service.js';

/** The newest development-outbox message to `to` (the real outbox, read over HTTP). */
export async function lastMailTo(app: FastifyInstance, to: string): Promise<DevOutboxMessage> {
  const messages = (await app.inject('/api/dev/outbox')).json<DevOutboxMessage[]>();
  const message = messages.find((candidate) => candidate.to === to);
  if (!message) throw new Error(`no e-mail to ${to}`);
  return message;
}

export function codeIn(message: DevOutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in "${message.text}"`);
  return code;
}

/**
 * The development outbox, except that the next receipt fails once it is armed: the process dying
 * in the middle of a fulfilment, which must leave nothing half-written behind.
 */
export function receiptFailingMailer(db: Database): {
  mailer: Mailer;
  failNextReceipt: () => void;
} {
  const outbox = createOutboxMailer(db);
  let isArmed = false;
  return {
    failNextReceipt: () => {
      isArmed = true;
    },
    mailer: {
      ...outbox,
      async send(message, executor) {
        if (isArmed && message.subject.includes('receipt')) {
          isArmed = false;
          throw new Error('the process died while fulfilling');
        }
        return outbox.send(message, executor);
      },
    },
  };
}
