import type {
  MarketingNotification,
  NotificationList,
  NotificationsBulkUpdate,
  PushConsentUpdate,
  PushSubscriptionCreate,
} from '@parallax/core/contracts/notifications';
import { DomainError } from '@parallax/core/errors';
import { MAX_PUSH_SUBSCRIPTIONS } from '@parallax/core/rules/account-limits';
import type { Language, Platform } from '@parallax/core/platform';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import {
  createNotificationsRepository,
  type NewNotification,
  type NotificationRow,
  type NotificationsRepository,
  type PushSubscriptionRow,
} from './notifications.repository.js';
import { toNotification, toPushPayload } from './notifications.presenter.js';
import type { Localized, NotificationInput, Notifier } from './notifications.types.js';
import { PUSH_DELIVERY_JOB, type PushJob } from './push-delivery.job.js';
import {
  fitPushPayload,
  isStaleSubscription,
  pushSubscriptionProblem,
  type PushNetwork,
  type Vapid,
} from './push.js';

export { notices } from './notifications.presenter.js';

/** The platform a consent or subscription is filed under when the client names none. */
const DEFAULT_PLATFORM: Platform = 'web_app';

const isLocalized = (text: string | Localized | null | undefined): text is Localized =>
  typeof text === 'object' && text !== null;

/**
 * Deletes the web push subscriptions of a user in the caller's transaction, when every
 * credential of the account ends (auth's credentials.ts): nothing of theirs is pushed to those
 * browsers any more, and pushes already queued find no subscription. The browser `keepDeviceId`
 * (the one asking, signed in still) keeps its own. How many were deleted.
 */
export function endPushSubscriptionsOf(
  tx: Database,
  userId: string,
  keepDeviceId: string | null,
): Promise<number> {
  return createNotificationsRepository(tx).deleteAllSubscriptionsOf(tx, userId, keepDeviceId);
}

/** A notification for one user, in their language when the event speaks several. */
export type Addressed = NotificationInput & { language: Language };

/**
 * Notifications, web push subscriptions and push consent, and marketing attribution (spec 2 §3,
 * §4, §7; spec 1 §3, §7). A notification is written in the transaction of the event it tells of;
 * its pushes are jobs queued in that same transaction, one per subscription the user consented
 * to, so they go out after the commit and never for an event that rolled back.
 */
export function createNotificationsService(deps: {
  db: Database;
  repository: NotificationsRepository;
  jobs: Pick<JobQueue, 'send'>;
  vapid: Vapid;
  publicUrl: string;
  now: () => Date;
  /** users.language, for events told in several languages. */
  languageOf: (tx: Database, userId: string) => Promise<Language>;
  /** With the development tools: push endpoints on this machine are accepted (test receivers). */
  network: PushNetwork;
}) {
  const { db, repository, jobs, publicUrl, now } = deps;

  /** A path of the site becomes an absolute link (spec 2 §3: internal links start with it). */
  const absolute = (link: string | null | undefined) =>
    link?.startsWith('/') ? `${publicUrl}${link}` : (link ?? null);

  function rowOf(input: Addressed): NewNotification {
    const pick = (text: string | Localized) => (isLocalized(text) ? text[input.language] : text);
    return {
      userId: input.userId,
      kind: input.kind,
      dedupeKey: input.dedupeKey,
      title: pick(input.title),
      description: pick(input.description),
      link: absolute(input.link),
      buttonText: input.buttonText ? pick(input.buttonText) : null,
      image: input.image ?? null,
      icon: input.icon ?? null,
      video: input.video ?? null,
    };
  }

  /**
   * The subscriptions to push to: the fresh ones. Those not refreshed for STALE_SUBSCRIPTION_DAYS
   * are deleted, in `tx`.
   */
  async function freshOf(tx: Database, subscriptions: readonly PushSubscriptionRow[]) {
    const at = now();
    const stale = subscriptions.filter((subscription) => isStaleSubscription(subscription, at));
    await repository.deleteSubscriptionsByIds(
      tx,
      stale.map((subscription) => subscription.id),
    );
    return subscriptions.filter((subscription) => !isStaleSubscription(subscription, at));
  }

  /** One push job per fresh consented subscription of each new notification's user, in `tx`. */
  async function queuePushes(tx: Database, rows: readonly NotificationRow[]): Promise<void> {
    if (rows.length === 0) return;
    const subscriptions = await freshOf(
      tx,
      await repository.consentedSubscriptionsOf(tx, [...new Set(rows.map((row) => row.userId))]),
    );
    for (const row of rows) {
      const payload = fitPushPayload(toPushPayload(row));
      for (const subscription of subscriptions) {
        if (subscription.userId !== row.userId) continue;
        await jobs.send<PushJob>(
          PUSH_DELIVERY_JOB,
          { subscriptionId: subscription.id, payload },
          { tx },
        );
      }
    }
  }

  /**
   * Writes the notifications that are new (an event told again is skipped) and queues their
   * pushes, in `tx`; the rows written.
   */
  async function notifyAll(tx: Database, inputs: readonly Addressed[]): Promise<NotificationRow[]> {
    const inserted = await repository.insertNotifications(tx, inputs.map(rowOf));
    await queuePushes(tx, inserted);
    return inserted;
  }

  const notifier: Notifier = {
    async notify(tx, input) {
      const speaksSeveral = [input.title, input.description, input.buttonText].some(isLocalized);
      const language = speaksSeveral ? await deps.languageOf(tx, input.userId) : 'en';
      return (await notifyAll(tx, [{ ...input, language }])).length > 0;
    },
  };

  return {
    notifier,
    notifyAll,

    /**
     * Pushes to a page of the browsers guests subscribed (a broadcast to everyone), in `tx`: how
     * many were pushed to, and where the next page starts (null after the last).
     */
    async pushToGuestPage(
      tx: Database,
      payload: PushJob['payload'],
      page: { afterId: string | null; limit: number },
    ): Promise<{ pushed: number; nextAfterId: string | null }> {
      const guests = await repository.guestSubscriptionPage(tx, page);
      const fitted = fitPushPayload(payload);
      const fresh = await freshOf(tx, guests);
      for (const subscription of fresh) {
        await jobs.send<PushJob>(
          PUSH_DELIVERY_JOB,
          { subscriptionId: subscription.id, payload: fitted },
          { tx },
        );
      }
      const isLast = guests.length < page.limit;
      return { pushed: fresh.length, nextAfterId: isLast ? null : (guests.at(-1)?.id ?? null) };
    },

    /** spec 2 §7: newest first; the app asks page 0 of size 1000. */
    async list(userId: string, query: { page: number; size: number }): Promise<NotificationList> {
      const { rows, total, unread } = await repository.pageOf(userId, query.page, query.size);
      return {
        content: rows.map(toNotification),
        page: query.page,
        size: query.size,
        totalElements: total,
        unread,
      };
    },

    /** spec 2 §4: shown when toasts appear or the center opens; another user's ids are ignored. */
    async bulkUpdate(
      userId: string,
      update: NotificationsBulkUpdate,
    ): Promise<{ updated: number }> {
      const ids = [...new Set(update.notificationIds)];
      return { updated: await repository.setStatus(userId, ids, update.status, now()) };
    },

    async pushConsent(userId: string, platform: Platform | undefined) {
      return { isConsent: await repository.consentOf(userId, platform ?? DEFAULT_PLATFORM) };
    },

    /**
     * spec 2 §4 push prompt: Allow → true, No thanks → false. A no also forgets the user's push
     * subscriptions on that platform, so nothing is pushed there whatever was queued.
     */
    async setPushConsent(userId: string, update: PushConsentUpdate) {
      const platform = update.userPlatform ?? DEFAULT_PLATFORM;
      await db.transaction(async (tx) => {
        await repository.setConsent(tx, {
          userId,
          platform,
          isConsent: update.isConsent,
          at: now(),
        });
        if (!update.isConsent) await repository.deleteSubscriptionsOf(tx, userId, platform);
      });
      return { isConsent: update.isConsent };
    },

    publicKey: () => ({ publicKey: deps.vapid.publicKey }),

    /**
     * Files this browser's subscription under the caller (a guest's when signed out); the same
     * endpoint again refreshes it (spec 1 §9: re-subscribed after 7 days) and takes its new owner
     * — after a sign-out, nobody's: the account it left is pushed to there no more. A user keeps
     * MAX_PUSH_SUBSCRIPTIONS: one more drops the one refreshed longest ago (why, in core).
     */
    async subscribe(userId: string | null, subscription: PushSubscriptionCreate): Promise<void> {
      const problem = pushSubscriptionProblem(subscription, deps.network);
      if (problem) throw new DomainError('ValidationError', problem);
      await db.transaction(async (tx) => {
        if (userId) await repository.lockSubscriptionsOf(tx, userId);
        await repository.upsertSubscription(tx, {
          userId,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          deviceId: subscription.deviceId ?? null,
          platform: subscription.userPlatform ?? DEFAULT_PLATFORM,
          refreshedAt: now(),
        });
        if (userId) {
          await repository.keepNewestSubscriptionsOf(
            tx,
            userId,
            subscription.endpoint,
            MAX_PUSH_SUBSCRIPTIONS,
          );
        }
      });
    },

    /** Knowing the endpoint (a secret of the browser's) is what allows forgetting it. */
    unsubscribe: (endpoint: string) => repository.deleteSubscription(endpoint),

    /** spec 1 §7: the attribution as it came, with the signed-in user if any. */
    async recordMarketing(userId: string | null, attribution: MarketingNotification) {
      await repository.insertMarketing({
        userId,
        clientId: attribution.clientId,
        affiliateProgram: attribution.affiliateProgram,
        source: attribution.source ? attribution.source : null,
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
