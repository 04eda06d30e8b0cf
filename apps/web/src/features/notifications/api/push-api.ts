import type { MarketingNotification } from '@parallax/core/contracts/notification-feed';
import { notificationFeedEndpoints } from '@parallax/core/endpoints/notification-feed';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { VARIANT } from '@/lib/platform';

/*
 * Push consent (spec 1 §7 push consent read and write {isConsent, userPlatform}) and the
 * marketing notification (spec 1 §7 {clientId, affiliateProgram}), which any page may send; the
 * push subscription's calls are in api/web-push-api.ts. Signed-in calls go under the plain prefix,
 * anyone's under the store's.
 */

export const pushQueries = {
  all: () => ['notifications', 'push'] as const,
  /** A signed-in user's answer to the push prompt; null while never asked. */
  consent: (userId: string) =>
    queryOptions({
      queryKey: [...pushQueries.all(), 'consent', userId],
      queryFn: ({ signal }) =>
        callEndpoint(notificationFeedEndpoints.pushConsent, {
          prefix: 'plain',
          query: { userPlatform: VARIANT.platform },
          signal,
        }),
      staleTime: Infinity,
    }),
};

export async function savePushConsent(isConsent: boolean): Promise<boolean | null> {
  const saved = await callEndpoint(notificationFeedEndpoints.setPushConsent, {
    prefix: 'plain',
    body: { isConsent, userPlatform: VARIANT.platform },
  });
  return saved.isConsent;
}

export function sendMarketingNotification(attribution: MarketingNotification): Promise<null> {
  return callEndpoint(notificationFeedEndpoints.marketing, { prefix: 'store', body: attribution });
}
