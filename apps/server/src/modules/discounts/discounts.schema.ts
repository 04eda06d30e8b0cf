import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../auth/auth.schema.js';

// Personal discount banners (spec 1 §4 discount type priority, §7 banner seen check and mark).

/**
 * The banners a user dismissed (Not now, or closed): a banner opens only while it has no row
 * here. Goes with the user's account.
 */
export const seenBanners = pgTable(
  'seen_banners',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bannerId: text().notNull(),
    seenAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bannerId] })],
);
