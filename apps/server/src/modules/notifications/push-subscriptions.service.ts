import type {
  PushConsentUpdate,
  PushSubscriptionCreate,
} from '@parallax/core/contracts/notifications';
import { DomainError } from '@parallax/core/errors';
import { MAX_PUSH_SUBSCRIPTIONS } from '@parallax/core/rules/account-limits';
import type { Platform } from '@parallax/core/platform';
import type { Database } from '../../db/client.js';
import type { PushProvider, Vapid } from '../../providers/push/push.types.js';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.js';

/** The platform a consent or subscription is filed under when the client names none. */
const DEFAULT_PLATFORM: Platform = 'web_app';

/** Web push consent and the browsers' subscriptions (spec 2 §4; spec 1 §3, §9). */
export function createPushSubscriptionsService(deps: {
  db: Database;
  subscriptionsRepository: PushSubscriptionsRepository;
  push: Pick<PushProvider, 'subscriptionProblem'>;
  vapid: Vapid;
  now: () => Date;
}) {
  const { db, subscriptionsRepository: repository, now } = deps;
  return {
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
      const problem = deps.push.subscriptionProblem(subscription);
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
  };
}

export type PushSubscriptionsService = ReturnType<typeof createPushSubscriptionsService>;
