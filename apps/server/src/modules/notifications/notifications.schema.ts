import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../db/columns.js';
import { users } from '../auth/auth.schema.js';

// Notifications, web push and consent (spec 2 §3 Notification, §4, §7; spec 1 §7, §9).

/**
 * A notification of one user (spec 2 §3): `sent` until the app shows it (a toast, or the center
 * opens), then `shown`. `dedupeKey` names the event that made it (a paid order, a report's answer,
 * a broadcast …), so an event replayed (a webhook twice, a job retried) makes it once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    dedupeKey: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    image: text(),
    icon: text(),
    buttonText: text(),
    link: text(),
    video: text(),
    status: text().notNull().default('sent'),
    createdAt: createdAt(),
    shownAt: instant(),
  },
  (t) => [
    uniqueIndex('notifications_user_dedupe').on(t.userId, t.dedupeKey),
    index('notifications_user_created').on(t.userId, t.createdAt),
    check('notifications_status', sql`${t.status} in ('sent', 'shown')`),
  ],
);

/**
 * An operator's broadcast (the CLI): to everyone or to a segment; each recipient gets their own
 * notification row (dedupe key `broadcast:<id>`).
 */
export const notificationBroadcasts = pgTable('notification_broadcasts', {
  id: uuid().primaryKey().defaultRandom(),
  segment: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  title: text().notNull(),
  description: text().notNull(),
  link: text(),
  recipients: integer().notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A browser's push subscription (RFC 8030 endpoint, RFC 8291 keys), one per endpoint: a user's, or
 * a guest's (userId null). Pruned when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    deviceId: text(),
    platform: text(),
    createdAt: createdAt(),
    refreshedAt: instant().notNull().defaultNow(),
    lastSentAt: instant(),
    failures: integer().notNull().default(0),
  },
  (t) => [index('push_subscriptions_user').on(t.userId)],
);

/** A signed-in user's answer to the push prompt, per platform (spec 1 §7 {isConsent, userPlatform}). */
export const pushConsents = pgTable(
  'push_consents',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text().notNull(),
    isConsent: boolean().notNull(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.platform] })],
);

/**
 * The server's VAPID key pair (RFC 8292), generated on first start and shared by every instance
 * (a push subscription is bound to the public key it was made with). One row, name `vapid`.
 */
export const pushKeys = pgTable('push_keys', {
  name: text().primaryKey(),
  publicKey: text().notNull(),
  privateKey: text().notNull(),
  createdAt: createdAt(),
});

/** spec 1 §7 marketing notification {clientId, affiliateProgram}: an attribution, as it came. */
export const marketingNotifications = pgTable(
  'marketing_notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    clientId: text().notNull(),
    affiliateProgram: text().notNull(),
    source: text(),
    /** The ad network's click id the visitor arrived with (spec 1 §9 `_clickid`). */
    clickId: text(),
    createdAt: createdAt(),
  },
  (t) => [index('marketing_notifications_client').on(t.clientId)],
);
