import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../auth/auth.schema.js';
import { categories, contentPacks } from '../catalog/catalog.schema.js';

// What a user owns (spec 1 §6; spec 2 §6): content packs and presale categories.

/**
 * Content packs a user owns, one row per user and pack. Purchases, claims and grants
 * write here; the catalog reads it for `isOwned` and the origins pack lock (spec 2 §3).
 */
export const ownedContentPacks = pgTable(
  'owned_content_packs',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentPackId: uuid()
      .notNull()
      .references(() => contentPacks.id, { onDelete: 'cascade' }),
    grantedAt: createdAt(),
    source: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentPackId] }),
    check(
      'owned_content_packs_source',
      sql`${t.source} in ('purchase', 'presale', 'claim', 'grant')`,
    ),
  ],
);

/**
 * Presale categories a user bought (spec 1 §4 presale): every pack of the category, present and
 * future, is theirs. Payment fulfilment writes here; the cart reads it (coveredByPresale).
 */
export const ownedPresaleCategories = pgTable(
  'owned_presale_categories',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    grantedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);
