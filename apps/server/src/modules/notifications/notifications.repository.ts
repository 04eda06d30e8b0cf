import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  marketingNotifications,
  notificationBroadcasts,
  notifications,
  pushKeys,
} from './notifications.schema.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** A user's notifications: written, listed, marked shown. */
function notificationQueries(db: Database) {
  return {
    /** Inserts what is new; a row whose (user, dedupe key) exists is skipped. The rows inserted. */
    async insertNotifications(
      executor: Database,
      rows: readonly NewNotification[],
    ): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      return executor
        .insert(notifications)
        .values([...rows])
        .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
        .returning();
    },

    /** A page of a user's notifications, newest first, with how many there are and are unread. */
    async pageOf(userId: string, page: number, size: number) {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(size)
          .offset(page * size),
        db
          .select({
            total: count(),
            unread: sql<number>`count(*) filter (where ${notifications.status} = 'sent')`.mapWith(
              Number,
            ),
          })
          .from(notifications)
          .where(eq(notifications.userId, userId)),
      ]);
      return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
    },

    /** Sets the status of those of `ids` that are the user's and not in it yet; how many. */
    async setStatus(
      userId: string,
      ids: readonly string[],
      status: 'sent' | 'shown',
      at: Date,
    ): Promise<number> {
      const changed = await db
        .update(notifications)
        .set({ status, shownAt: status === 'shown' ? at : null })
        .where(
          and(
            eq(notifications.userId, userId),
            inArray(notifications.id, [...ids]),
            ne(notifications.status, status),
          ),
        )
        .returning({ id: notifications.id });
      return changed.length;
    },
  };
}

/** The VAPID keys, marketing attributions and broadcasts. */
function recordQueries(db: Database) {
  return {
    /** Stores a key pair under `name` unless one is there already; the stored one. */
    async keepKeys(name: string, keys: { publicKey: string; privateKey: string }) {
      await db
        .insert(pushKeys)
        .values({ name, ...keys })
        .onConflictDoNothing();
      const [row] = await db.select().from(pushKeys).where(eq(pushKeys.name, name));
      return row;
    },

    async insertMarketing(values: typeof marketingNotifications.$inferInsert): Promise<void> {
      await db.insert(marketingNotifications).values(values);
    },

    async insertBroadcast(values: typeof notificationBroadcasts.$inferInsert): Promise<string> {
      const [row] = await db
        .insert(notificationBroadcasts)
        .values(values)
        .returning({ id: notificationBroadcasts.id });
      if (!row) throw new Error('the broadcast was not recorded');
      return row.id;
    },

    async setBroadcastRecipients(id: string, recipients: number): Promise<void> {
      await db
        .update(notificationBroadcasts)
        .set({ recipients })
        .where(eq(notificationBroadcasts.id, id));
    },
  };
}

/** Notifications, VAPID keys, attributions and broadcasts (push subscriptions: push-subscriptions.repository.ts). */
export function createNotificationsRepository(db: Database) {
  return { ...notificationQueries(db), ...recordQueries(db) };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
