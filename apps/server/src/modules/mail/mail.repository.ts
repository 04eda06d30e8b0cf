import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { MailMessage } from './mail.types.js';
import { mailOutbox } from './mail.schema.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;
type Writer = Pick<Database, 'insert'>;
type Updater = Pick<Database, 'update'>;

/** The e-mail outbox: one row per message, from recording to its delivery outcome. */
export function createMailRepository(db: Database) {
  return {
    async insert(
      executor: Writer,
      message: MailMessage,
      status: 'kept' | 'pending',
    ): Promise<string> {
      const [row] = await executor
        .insert(mailOutbox)
        .values({ ...message, headers: message.headers ?? {}, status })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('the e-mail was not recorded');
      return row.id;
    },

    /**
     * Takes a pending message for one delivery attempt. It commits on its own, before SMTP is
     * called: a second attempt (another process, a retry) finds it taken and never sends it again.
     */
    async claim(id: string, at: Date): Promise<OutboxRow | null> {
      const [row] = await db
        .update(mailOutbox)
        .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, claimedAt: at })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))
        .returning();
      return row ?? null;
    },

    async statusOf(id: string): Promise<OutboxRow['status'] | null> {
      const [row] = await db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id));
      return row?.status ?? null;
    },

    /** The attempt did not reach the server: pending again, for the next retry. */
    async release(id: string, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'pending', lastError: error })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
    },

    async markSent(executor: Updater, id: string, at: Date): Promise<void> {
      await executor
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: at, lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'failed', lastError: error })
        .where(eq(mailOutbox.id, id));
    },

    /** The development outbox: messages kept instead of sent, newest first. */
    async listKept(limit = 100) {
      return db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          html: mailOutbox.html,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'kept'))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
    },
  };
}
