import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../db/columns.js';
import { users } from '../auth/auth.schema.js';

// Feed links for VR players (docs/decisions/0035-vr-player-feeds.md).

/**
 * A feed link: a secret token in a feed's path that names its user, since DeoVR and HereSphere
 * cannot send a session. Only the token's SHA-256 is kept (a leaked table opens no feed). A
 * revoked link keeps its row (the list leaves it out) and its feeds answer 404; the link goes
 * with the user's account.
 */
export const feedLinks = pgTable(
  'feed_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    label: text().notNull(),
    createdAt: createdAt(),
    /** Written at most once a minute, as a player reads the feed. */
    lastUsedAt: instant(),
    revokedAt: instant(),
  },
  (t) => [index('feed_links_user').on(t.userId, t.createdAt)],
);
