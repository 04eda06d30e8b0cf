import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../auth/auth.schema.js';

// Client reports (spec 2 §8: download, update and decompression failures go to analytics).

/**
 * A failure a client met and reported: what (`kind`), on which platform, for which pack, and the
 * client's error type and message. Filed under the signed-in user, if any; a deleted account's
 * reports stay, unattributed. The pack id is kept as sent (a report outlives the pack).
 */
export const clientReports = pgTable(
  'client_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: text().notNull(),
    platform: text().notNull(),
    contentPackId: uuid(),
    errorType: text().notNull(),
    message: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_reports_kind_created').on(t.kind, t.createdAt),
    index('client_reports_user').on(t.userId),
  ],
);

/**
 * A pack downloaded for offline play or played (a session started): what the sales dashboard counts
 * per pack. The user is kept while the account lives; the pack id as it was.
 */
export const contentUsageEvents = pgTable(
  'content_usage_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    contentPackId: uuid().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    platform: text(),
    at: createdAt(),
  },
  (t) => [
    check('content_usage_events_kind', sql`${t.kind} in ('download', 'play')`),
    // The sales dashboard's counts per bucket and per pack, from the index alone.
    index('content_usage_events_at').on(t.at, t.kind, t.contentPackId),
    // A user's recent event of a pack: links asked again count once.
    index('content_usage_events_user').on(t.userId, t.contentPackId, t.kind, t.at),
  ],
);
