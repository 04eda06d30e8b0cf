import { and, asc, desc, eq, gt, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pushConsents, pushSubscriptions } from './notifications.schema.js';

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

/** Push consent per user and platform (spec 1 §3 push consent). */
function consentQueries(db: Database) {
  return {
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
  };
}

/** Filing a browser's subscription, and keeping a user's few. */
function filingQueries(db: Database) {
  return {
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
  };
}

/** Forgetting subscriptions: a user's, a platform's, stale or given up ones. */
function removalQueries(db: Database) {
  return {
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

    async deleteSubscriptionsByIds(executor: Database, ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await executor.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
    },

    async deleteSubscriptionById(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
  };
}

/** The subscriptions pushed to, and how their pushes went. */
function deliveryQueries(db: Database) {
  return {
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
  };
}

/** Web push subscriptions and push consent. */
export function createPushSubscriptionsRepository(db: Database) {
  return {
    ...consentQueries(db),
    ...filingQueries(db),
    ...removalQueries(db),
    ...deliveryQueries(db),
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
