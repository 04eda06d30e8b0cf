import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../db/columns.js';
import { users } from '../auth/auth.schema.js';

// Sign-in with Google or Twitter (spec 1 §7): linked identities and OAuth redirects in flight.

/** Google or Twitter account linked to a user. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text().notNull(),
    subject: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    check('social_identities_provider', sql`${t.provider} in ('google', 'twitter')`),
    index('social_identities_user').on(t.userId),
  ],
);

/** An OAuth redirect in flight: state, PKCE verifier, nonce and the parameters to carry through. */
export const socialSignInStates = pgTable('social_sign_in_states', {
  state: text().primaryKey(),
  provider: text().notNull(),
  codeVerifier: text().notNull(),
  nonce: text(),
  params: jsonb().$type<Record<string, string>>().notNull().default({}),
  expiresAt: instant().notNull(),
  createdAt: createdAt(),
});
