import type { Language } from '@parallax/core/platform';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type {
  NewNotification,
  NotificationRow,
  NotificationsRepository,
} from './notifications.repository.js';
import { toPushPayload } from './notifications.presenter.js';
import type { Localized, NotificationInput, Notifier } from './notifications.types.js';
import { PUSH_DELIVERY_JOB, type PushJob } from './push-delivery.job.js';
import { fitPushPayload, isStaleSubscription } from './push.rules.js';
import type {
  PushSubscriptionRow,
  PushSubscriptionsRepository,
} from './push-subscriptions.repository.js';

/** A notification for one user, in their language when the event speaks several. */
export type Addressed = NotificationInput & { language: Language };

const isLocalized = (text: string | Localized | null | undefined): text is Localized =>
  typeof text === 'object' && text !== null;

/** The row of a notification, its texts in the user's language. */
function rowOf(input: Addressed, publicUrl: string): NewNotification {
  const pick = (text: string | Localized) => (isLocalized(text) ? text[input.language] : text);
  // A path of the site becomes an absolute link (spec 2 §3: internal links start with it).
  const link = input.link?.startsWith('/') ? `${publicUrl}${input.link}` : (input.link ?? null);
  return {
    userId: input.userId,
    kind: input.kind,
    dedupeKey: input.dedupeKey,
    title: pick(input.title),
    description: pick(input.description),
    link,
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
async function freshOf(
  subscriptionsRepository: PushSubscriptionsRepository,
  tx: Database,
  subscriptions: readonly PushSubscriptionRow[],
  at: Date,
) {
  const stale = subscriptions.filter((subscription) => isStaleSubscription(subscription, at));
  await subscriptionsRepository.deleteSubscriptionsByIds(
    tx,
    stale.map((subscription) => subscription.id),
  );
  return subscriptions.filter((subscription) => !isStaleSubscription(subscription, at));
}

/**
 * Telling users of events (spec 2 §3): a notification is written in the transaction of the event
 * it tells of; its pushes are jobs queued in that same transaction, one per subscription the user
 * consented to, so they go out after the commit and never for an event that rolled back.
 */
export function createNotifierService(deps: {
  repository: NotificationsRepository;
  subscriptionsRepository: PushSubscriptionsRepository;
  jobs: Pick<JobQueue, 'send'>;
  publicUrl: string;
  now: () => Date;
  /** users.language, for events told in several languages. */
  languageOf: (tx: Database, userId: string) => Promise<Language>;
}) {
  const { repository, subscriptionsRepository, jobs, now } = deps;
  const queuePush = (tx: Database, subscriptionId: string, payload: PushJob['payload']) =>
    jobs.send<PushJob>(PUSH_DELIVERY_JOB, { subscriptionId, payload }, { tx });

  /** One push job per fresh consented subscription of each new notification's user, in `tx`. */
  async function queuePushes(tx: Database, rows: readonly NotificationRow[]): Promise<void> {
    if (rows.length === 0) return;
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const consented = await subscriptionsRepository.consentedSubscriptionsOf(tx, userIds);
    const subscriptions = await freshOf(subscriptionsRepository, tx, consented, now());
    for (const row of rows) {
      const payload = fitPushPayload(toPushPayload(row));
      for (const subscription of subscriptions) {
        if (subscription.userId !== row.userId) continue;
        await queuePush(tx, subscription.id, payload);
      }
    }
  }

  /**
   * Writes the notifications that are new (an event told again is skipped) and queues their
   * pushes, in `tx`; the rows written.
   */
  async function notifyAll(tx: Database, inputs: readonly Addressed[]): Promise<NotificationRow[]> {
    const rows = inputs.map((input) => rowOf(input, deps.publicUrl));
    const inserted = await repository.insertNotifications(tx, rows);
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

  /**
   * Pushes to a page of the browsers guests subscribed (a broadcast to everyone), in `tx`: how
   * many were pushed to, and where the next page starts (null after the last).
   */
  async function pushToGuestPage(
    tx: Database,
    payload: PushJob['payload'],
    page: { afterId: string | null; limit: number },
  ): Promise<{ pushed: number; nextAfterId: string | null }> {
    const guests = await subscriptionsRepository.guestSubscriptionPage(tx, page);
    const fitted = fitPushPayload(payload);
    const fresh = await freshOf(subscriptionsRepository, tx, guests, now());
    for (const subscription of fresh) await queuePush(tx, subscription.id, fitted);
    const isLast = guests.length < page.limit;
    return { pushed: fresh.length, nextAfterId: isLast ? null : (guests.at(-1)?.id ?? null) };
  }

  return { notifier, notifyAll, pushToGuestPage };
}

export type NotifierService = ReturnType<typeof createNotifierService>;
