import { and, asc, count, desc, eq, gt, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  marketingNotifications,
  notificationBroadcasts,
  notifications,
  pushConsents,
  pushKeys,
  pushSubscriptions,
} from './notifications.schema.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
type NewPushSubscription = {
  userId: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  deviceId: string | null;
  platform: string;
  refreshedAt: Date;
};

/** Advisory lock namespace (the first of the two keys) of one user's push subscriptions. */
const PUSH_SUBSCRIPTIONS_LOCK_SPACE = 170_702;

/** Notifications, push subscriptions and consent, VAPID keys, attributions and broadcasts. */
export function createNotificationsRepository(db: Database) {
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

    async consentOf(userId: string, platform: string): Promise<boolean | null> {
      const [row] = await db
        .select({ isConsent: pushConsents.isConsent })
        .from(pushConsents)
        .where(and(eq(pushConsents.userId, userId), eq(pushConsents.platform, platform)));
      return row?.isConsent ?? null;
    },

    async setConsent(
      executor: Database,
      consent: { userId: string; platform: string; isConsent: boolean; at: Date },
    ): Promise<void> {
      const { userId, platform, isConsent, at } = consent;
      await executor
        .insert(pushConsents)
        .values({ userId, platform, isConsent, updatedAt: at })
        .onConflictDoUpdate({
          target: [pushConsents.userId, pushConsents.platform],
          set: { isConsent, updatedAt: at },
        });
    },

    /**
     * Files the subscription of an endpoint: new, or refreshed when it exists — and re-owned: a
     * browser that signed out files it as a guest's (userId null), so the account it left gets
     * no more pushes there. Its failures start over.
     */
    async upsertSubscription(executor: Database, subscription: NewPushSubscription): Promise<void> {
      const { userId, p256dh, auth, deviceId, platform, refreshedAt } = subscription;
      await executor
        .insert(pushSubscriptions)
        .values(subscription)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh, auth, deviceId, platform, refreshedAt, failures: 0 },
        });
    },

    /** One user's subscribing takes turns until `executor`'s transaction ends. */
    async lockSubscriptionsOf(executor: Database, userId: string): Promise<void> {
      await executor.execute(
        sql`select pg_advisory_xact_lock(${PUSH_SUBSCRIPTIONS_LOCK_SPACE}, hashtext(${userId}))`,
      );
    },

    /**
     * Deletes the user's subscriptions but `keep` of them: the one of `endpoint` (just filed) and
     * those refreshed most recently.
     */
    async keepNewestSubscriptionsOf(
      executor: Database,
      userId: string,
      endpoint: string,
      keep: number,
    ): Promise<void> {
      const others = and(
        eq(pushSubscriptions.userId, userId),
        ne(pushSubscriptions.endpoint, endpoint),
      );
      const newest = executor
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(others)
        .orderBy(desc(pushSubscriptions.refreshedAt), desc(pushSubscriptions.createdAt))
        .limit(keep - 1);
      await executor
        .delete(pushSubscriptions)
        .where(and(others, notInArray(pushSubscriptions.id, newest)));
    },

    async deleteSubscription(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    /** Deletes the user's subscriptions but the one of the browser `keepDeviceId`; how many. */
    async deleteAllSubscriptionsOf(
      executor: Database,
      userId: string,
      keepDeviceId: string | null,
    ): Promise<number> {
      const others = keepDeviceId
        ? sql`lower(${pushSubscriptions.deviceId}) is distinct from ${keepDeviceId.toLowerCase()}`
        : undefined;
      const rows = await executor
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), others))
        .returning({ id: pushSubscriptions.id });
      return rows.length;
    },

    async deleteSubscriptionsOf(executor: Database, userId: string, platform: string) {
      await executor
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.platform, platform)));
    },

    /**
     * The push subscriptions of these users that may be sent to: those on a platform where the
     * user said yes to push (spec 1 §3 push consent).
     */
    async consentedSubscriptionsOf(
      executor: Database,
      userIds: readonly string[],
    ): Promise<PushSubscriptionRow[]> {
      if (userIds.length === 0) return [];
      const rows = await executor
        .select({ subscription: pushSubscriptions })
        .from(pushSubscriptions)
        .innerJoin(
          pushConsents,
          and(
            eq(pushConsents.userId, pushSubscriptions.userId),
            eq(pushConsents.platform, pushSubscriptions.platform),
            eq(pushConsents.isConsent, true),
          ),
        )
        .where(inArray(pushSubscriptions.userId, [...userIds]));
      return rows.map((row) => row.subscription);
    },

    /** A page of the browsers subscribed by guests, in id order (a broadcast to everyone). */
    async guestSubscriptionPage(
      executor: Database,
      page: { afterId: string | null; limit: number },
    ): Promise<PushSubscriptionRow[]> {
      return executor
        .select()
        .from(pushSubscriptions)
        .where(
          and(
            isNull(pushSubscriptions.userId),
            page.afterId ? gt(pushSubscriptions.id, page.afterId) : undefined,
          ),
        )
        .orderBy(asc(pushSubscriptions.id))
        .limit(page.limit);
    },

    async deleteSubscriptionsByIds(executor: Database, ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await executor.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
    },

    async subscriptionById(id: string): Promise<PushSubscriptionRow | undefined> {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row;
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db
        .update(pushSubscriptions)
        .set({ lastSentAt: at, failures: 0 })
        .where(eq(pushSubscriptions.id, id));
    },

    /** Counts a failed attempt; the failures in a row now (0 when the subscription is gone). */
    async countFailure(id: string): Promise<number> {
      const [row] = await db
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(eq(pushSubscriptions.id, id))
        .returning({ failures: pushSubscriptions.failures });
      return row?.failures ?? 0;
    },

    async deleteSubscriptionById(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

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

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
