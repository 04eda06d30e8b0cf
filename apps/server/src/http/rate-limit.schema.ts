import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit windows when several instances share one PostgreSQL (http/rate-limit.ts): one row
 * per limiter and client address, counted and reset in one statement.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetsAt: timestamp({ withTimezone: true }).notNull(),
});
