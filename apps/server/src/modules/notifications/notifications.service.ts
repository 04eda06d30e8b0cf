import type {
  MarketingNotification,
  NotificationList,
  NotificationsBulkUpdate,
} from '@parallax/core/contracts/notifications';
import type { Database } from '../../db/client.js';
import type { NotificationsRepository } from './notifications.repository.js';
import { toNotification } from './notifications.presenter.js';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.js';

/**
 * Deletes the web push subscriptions of a user in the caller's transaction, when every
 * credential of the account ends (auth's credentials.service.ts): nothing of theirs is pushed to those
 * browsers any more, and pushes already queued find no subscription. The browser `keepDeviceId`
 * (the one asking, signed in still) keeps its own. How many were deleted.
 */
export function endPushSubscriptionsOf(
  tx: Database,
  userId: string,
  keepDeviceId: string | null,
): Promise<number> {
  return createPushSubscriptionsRepository(tx).deleteAllSubscriptionsOf(tx, userId, keepDeviceId);
}

/**
 * The notification center and marketing attribution (spec 2 §3, §7; spec 1 §7). What writes
 * notifications is the notifier (notifier.service.ts); push consent and subscriptions are
 * push-subscriptions.service.ts.
 */
export function createNotificationsService(deps: {
  repository: NotificationsRepository;
  now: () => Date;
}) {
  const { repository, now } = deps;
  return {
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

    /** spec 1 §7: the attribution as it came, with the signed-in user if any. */
    async recordMarketing(userId: string | null, attribution: MarketingNotification) {
      await repository.insertMarketing({
        userId,
        clientId: attribution.clientId,
        affiliateProgram: attribution.affiliateProgram,
        source: attribution.source ? attribution.source : null,
        clickId: attribution.clickId ? attribution.clickId : null,
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
