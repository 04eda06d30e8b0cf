import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.js';
import { users } from './auth.schema.js';

/**
 * Who asked for an account's e-mailed codes (registration, sign-in, checkout, password reset) and
 * who typed them wrong, one row each. Anyone may have a code sent to an address, and anyone
 * holding a challenge's token may guess at it (a checkout hands the token to whoever gives the
 * address), so sends and wrong codes are counted per requester as well as per account and per
 * code: a stranger never uses up the owner's (`challenges.rules.ts`). The requester is a keyed hash of
 * the client address, not the address. Rows older than a day are deleted as new ones come.
 */
export const codeRequests = pgTable(
  'code_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    kind: text().notNull(),
    /** No reference: a new code for the account deletes its challenge, not the day's count. */
    challengeId: uuid().notNull(),
    requester: text().notNull(),
    at: instant().notNull(),
  },
  (t) => [
    check('code_requests_kind', sql`${t.kind} in ('send', 'wrong_code')`),
    index('code_requests_requester').on(t.userId, t.purpose, t.requester, t.kind, t.at),
  ],
);
