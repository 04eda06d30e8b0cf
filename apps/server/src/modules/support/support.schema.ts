import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../db/columns.js';
import { users } from '../auth/auth.schema.js';
import { contentPacks } from '../catalog/catalog.schema.js';

// Report content, support requests and the moderator's desk (spec 2 §3, §6, §7).

const ticketStatus = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in ('open', 'answered', 'closed')`);

/** A user's report of a content pack: open → answered (the reporter is told) → closed. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentPackId: uuid()
      .notNull()
      .references(() => contentPacks.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    language: text().notNull().default('en'),
    status: text().notNull().default('open'),
    answer: text(),
    answeredById: uuid().references(() => users.id, { onDelete: 'set null' }),
    answeredAt: instant(),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index('content_reports_status').on(t.status, t.createdAt),
    index('content_reports_user').on(t.userId, t.createdAt),
    ticketStatus('content_reports_status_check', t.status),
  ],
);

/** A support request (spec 2 §3 supportRequestDto), a guest's too: open → answered → closed. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    problemDescription: text().notNull(),
    vrSetup: text(),
    headsetModel: text(),
    headsetModelOther: text(),
    gpuModel: text(),
    contentId: uuid().references(() => contentPacks.id, { onDelete: 'set null' }),
    /** Where it came from, for the per-address limit across instances. */
    ipAddress: text(),
    language: text().notNull().default('en'),
    status: text().notNull().default('open'),
    answer: text(),
    answeredById: uuid().references(() => users.id, { onDelete: 'set null' }),
    answeredAt: instant(),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index('support_requests_status').on(t.status, t.createdAt),
    index('support_requests_user').on(t.userId, t.createdAt),
    index('support_requests_address').on(t.ipAddress, t.createdAt),
    ticketStatus('support_requests_status_check', t.status),
  ],
);

/**
 * Every moderation mark (spec 2 §3 contentModerationDto), newest last: the pack's current state is
 * kept on the pack (content_packs.hidden_at); this is who did what, when and why.
 */
export const contentModerationMarks = pgTable(
  'content_moderation_marks',
  {
    id: uuid().primaryKey().defaultRandom(),
    contentPackId: uuid()
      .notNull()
      .references(() => contentPacks.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    message: text(),
    moderatorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_moderation_marks_pack').on(t.contentPackId, t.createdAt),
    check('content_moderation_marks_status', sql`${t.status} in ('READY', 'HIDDEN')`),
  ],
);
