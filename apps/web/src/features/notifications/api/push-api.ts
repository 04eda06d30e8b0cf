import type {
  MarketingNotification,
  PushSubscriptionCreate,
} from '@parallax/core/contracts/notifications';
import { notificationsEndpoints } from '@parallax/core/endpoints/notifications';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { VARIANT } from '@/lib/platform';

/*
 * Push consent and web push (spec 1 §7 push consent read and write {isConsent, userPlatform},
 * device token; spec 2 §7), and the marketing notification (spec 1 §7 {clientId,
 * affiliateProgram}). Signed-in calls go under the plain prefix, anyone's under the store's.
 */

export const pushQueries = {
  all: () => ['notifications', 'push'] as const,
  /** A signed-in user's answer to the push prompt; null while never asked. */
  consent: (userId: string) =>
    queryOptions({
      queryKey: [...pushQueries.all(), 'consent', userId],
      queryFn: ({ signal }) =>
        callEndpoint(notificationsEndpoints.pushConsent, {
          prefix: 'plain',
          query: { userPlatform: VARIANT.platform },
          signal,
        }),
      staleTime: Infinity,
    }),
};

export async function savePushConsent(isConsent: boolean): Promise<boolean | null> {
  const saved = await callEndpoint(notificationsEndpoints.setPushConsent, {
    prefix: 'plain',
    body: { isConsent, userPlatform: VARIANT.platform },
  });
  return saved.isConsent;
}

/** The server's VAPID public key, the `applicationServerKey` of a subscription. */
export async function fetchPushPublicKey(): Promise<string> {
  const { publicKey } = await callEndpoint(notificationsEndpoints.pushPublicKey, {
    prefix: 'store',
  });
  return publicKey;
}

export function sendPushSubscription(
  subscription: PushSubscriptionCreate,
  isSignedIn: boolean,
): Promise<null> {
  return callEndpoint(notificationsEndpoints.subscribePush, {
    prefix: isSignedIn ? 'plain' : 'store',
    body: subscription,
  });
}

export function forgetPushSubscription(endpoint: string, isSignedIn: boolean): Promise<null> {
  return callEndpoint(notificationsEndpoints.unsubscribePush, {
    prefix: isSignedIn ? 'plain' : 'store',
    body: { endpoint },
  });
}

export function sendMarketingNotification(attribution: MarketingNotification): Promise<null> {
  return callEndpoint(notificationsEndpoints.marketing, { prefix: 'store', body: attribution });
}
