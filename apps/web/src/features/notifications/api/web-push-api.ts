import type { PushSubscriptionCreate } from '@parallax/core/contracts/notifications';
import { notificationsEndpoints } from '@parallax/core/endpoints/notifications';
import { callEndpoint } from '@/lib/api-client';

/*
 * The browser's push subscription on the server (spec 1 §9 device token, spec 2 §7), called by
 * lib/web-push.ts only. Signed-in calls go under the plain prefix, anyone's under the store's.
 */

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
