import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../auth/auth.schema.js';
import { contentPacks } from '../catalog/catalog.schema.js';

// Content feedback (spec 2 §3 Feedback).

/**
 * A user's rating of a content pack after a session (spec 2 §3 Feedback): grade 1–3 (reallyBad,
 * itsOkay, superGood), the reasons picked (core `FEEDBACK_OPTIONS`, each at most once) and an
 * optional text. Goes with the user's account and with the pack.
 */
export const contentFeedback = pgTable(
  'content_feedback',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentPackId: uuid()
      .notNull()
      .references(() => contentPacks.id, { onDelete: 'cascade' }),
    grade: smallint().notNull(),
    options: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    text: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('content_feedback_grade', sql`${t.grade} between 1 and 3`),
    check(
      'content_feedback_options',
      sql`${t.options} <@ array['castingOrGenre', 'qualityRealism', 'inVrNavigation', 'appPerformance']::text[]`,
    ),
    index('content_feedback_pack').on(t.contentPackId, t.createdAt),
    // Account deletion removes a user's feedback through the cascade.
    index('content_feedback_user').on(t.userId),
  ],
);
