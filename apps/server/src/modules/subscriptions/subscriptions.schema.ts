import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../db/columns.js';
import { users } from '../auth/auth.schema.js';
import { tariffs } from '../catalog/catalog.schema.js';

// Subscriptions to tariffs (spec 1 §3 Subscription).

/** spec 1 §3 Subscription. Payments create and renew these. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    tariffId: uuid()
      .notNull()
      .references(() => tariffs.id),
    status: text().notNull(),
    startDate: instant().notNull(),
    endDate: instant(),
    isTrial: boolean().notNull().default(false),
    acquiringType: text(),
    paymentSystem: text(),
    paymentMethod: text(),
    cardPan: text(),
    /** The paid order that bought it (payments record it PENDING; renewals run it). */
    orderId: uuid().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'subscriptions_status',
      sql`${t.status} in ('ACTIVE', 'CANCELLED', 'GRACE', 'CANCEL_IN_PROGRESS', 'PENDING', 'EXPIRED', 'PAYMENT_FAILED', 'REFUNDED')`,
    ),
    index('subscriptions_user').on(t.userId),
  ],
);
