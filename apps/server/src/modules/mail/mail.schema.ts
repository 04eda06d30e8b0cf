import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../db/columns.js';

// Outgoing e-mail (spec 1 §8).

/**
 * Every e-mail, written in the transaction of the change that sends it. With SMTP a job sends it:
 * pending → sending (claimed, committed before SMTP is called) → sent, or failed (refused, out of
 * retries, or interrupted mid-send: never sent twice). Without SMTP it is `kept`: the development
 * outbox (GET /api/dev/outbox).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** Extra headers of the message (List-Unsubscribe and List-Unsubscribe-Post on marketing). */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text().notNull().default('kept'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    claimedAt: instant(),
    sentAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_created').on(t.createdAt),
    check(
      'mail_outbox_status',
      sql`${t.status} in ('kept', 'pending', 'sending', 'sent', 'failed')`,
    ),
  ],
);
