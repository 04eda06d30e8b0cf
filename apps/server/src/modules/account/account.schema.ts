import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../db/columns.js';
import { users } from '../auth/auth.schema.js';

// Account settings keep their data on `users` (auth's table); age verification has its own.

/** Age verification with the (simulated) provider: started, then verified or declined. */
export const ageVerifications = pgTable(
  'age_verifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().notNull().default('started'),
    returnPath: text().notNull().default('/'),
    createdAt: createdAt(),
    completedAt: instant(),
  },
  (t) => [
    check('age_verifications_status', sql`${t.status} in ('started', 'verified', 'declined')`),
  ],
);
