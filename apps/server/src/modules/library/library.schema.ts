import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../auth/auth.schema.js';
import { contentPacks } from '../catalog/catalog.schema.js';

// The library (spec 2 §3 Library): the content packs a user keeps to download and play.

/**
 * One row per user and pack in their library, added by "add content to collection" (spec 2 §7)
 * or by a purchase. Goes with the user's account and with the pack.
 */
export const libraryEntries = pgTable(
  'library_entries',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentPackId: uuid()
      .notNull()
      .references(() => contentPacks.id, { onDelete: 'cascade' }),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentPackId] }),
    // A pack's removal cascades here: found without scanning every library.
    index('library_entries_pack').on(t.contentPackId),
  ],
);
