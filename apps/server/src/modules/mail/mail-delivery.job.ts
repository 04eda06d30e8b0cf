import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { JobDefinition, JobLog } from '../../jobs/job-queue.js';
import type { MailTransport } from '../../providers/mail/mail.types.js';
import { MAIL_DELIVERY_JOB } from './mailer.service.js';
import { createMailRepository } from './mail.repository.js';

/** `Parallax <hello@parallax.test>` → parallax.test: the right-hand side of our Message-IDs. */
export function domainOf(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'parallax.localhost';
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Delivers one outbox message, at most once: the row is claimed (committed) before SMTP is called,
 * and never inside a transaction. The Message-ID is the outbox id, so a receiving server can tell
 * a message from a copy. Retries back off from 10 s for about 3–6 hours (SMTP down), then the job
 * is dead-lettered and the message marked failed.
 */
export function mailDeliveryJob({
  db,
  transport,
  from,
  now,
  log,
}: {
  db: Database;
  transport: MailTransport;
  from: string;
  now: () => Date;
  log: JobLog;
}): JobDefinition<{ messageId: string }> {
  const repository = createMailRepository(db);
  const domain = domainOf(from);
  return {
    name: MAIL_DELIVERY_JOB,
    data: z.object({ messageId: z.uuid() }),
    retryLimit: 10,
    retryDelaySeconds: 10,
    pollingIntervalSeconds: 1,
    async handler({ messageId }, job) {
      const message = await repository.claim(messageId, now());
      if (!message) {
        // An earlier attempt claimed it and then died before recording the outcome: it may have
        // been delivered, so it is not sent again.
        if ((await repository.statusOf(messageId)) === 'sending') {
          await repository.markFailed(messageId, 'interrupted while sending: it may have arrived');
        }
        return;
      }
      try {
        await transport.send({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: `<${message.id}@${domain}>`,
          headers: message.headers,
        });
      } catch (error) {
        const failure = transport.failureOf(error);
        if (failure === 'retry' && !job.isLastAttempt) {
          await repository.release(messageId, errorText(error));
          throw error;
        }
        await repository.markFailed(messageId, errorText(error));
        // Out of retries: the job fails too, into its dead-letter queue.
        if (failure === 'retry') throw error;
        log.warn({ err: error, messageId }, `an e-mail was not delivered (${failure})`);
        return;
      }
      await job.transaction((tx) => repository.markSent(tx, messageId, now()));
    },
  };
}
