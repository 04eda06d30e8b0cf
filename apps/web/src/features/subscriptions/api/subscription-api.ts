import type {
  CardOwnershipResponse,
  SubscriptionDto,
} from '@parallax/core/contracts/subscriptions';
import { subscriptionEndpoints } from '@parallax/core/endpoints/subscriptions';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { VARIANT } from '@/lib/platform';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { subscriptionQueries } from '@/data/subscriptions/subscription-queries';
import type { z } from 'zod';
import type { Language } from '@parallax/core/platform';

/*
 * The subscription calls of spec 1 §7 and spec 2 §3 (GET /api/v1/subscriptions/active and
 * /tariffs, personal discount, banner seen, card promo), under the `subscription` key root of
 * data/subscriptions/subscription-queries.ts. What depends on the caller carries the user's id
 * in its key (`guest` for a guest).
 */

const plain = { prefix: 'plain' } as const;

/**
 * The marketing source a personal discount (source-14) depends on: the one in the address, which
 * is about to be kept (data/marketing), else the stored one.
 */
export function storedSource(): string | undefined {
  const arriving = new URLSearchParams(window.location.search).get('source')?.trim();
  return arriving || readStorage(STORAGE_KEYS.source)?.trim() || undefined;
}

/** The catalogue's calls take a source of letters, digits, dot, dash and underscore only. */
const CATALOG_SOURCE = /^[\w.-]{1,64}$/;

/** spec 1 §7 personal discount: the platform and the stored marketing source. */
export function personalDiscountQuery(): { userPlatform: string; userSource?: string } {
  const source = storedSource();
  return { userPlatform: VARIANT.platform, ...(source ? { userSource: source } : {}) };
}

export const subscriptionApi = {
  /**
   * The server answers in the User-Language, so the language is in the key; with the source, so
   * the plans carry the personal offer the banner names and the cart charges.
   */
  tariffs: (userId: string | null, language: Language) => {
    const stored = storedSource();
    const source = stored && CATALOG_SOURCE.test(stored) ? stored : undefined;
    return queryOptions({
      queryKey: [...subscriptionQueries.all(), 'tariffs', userId ?? 'guest', language, source],
      queryFn: ({ signal }) =>
        callEndpoint(subscriptionEndpoints.tariffs, {
          ...plain,
          query: { platform: VARIANT.platform, ...(source ? { source } : {}) },
          signal,
        }),
      staleTime: 60_000,
    });
  },
  /** The caller's personal discount: a guest's (`guest`) depends on the source they came from. */
  personalDiscount: (userId: string | null) =>
    queryOptions({
      queryKey: [
        ...subscriptionQueries.all(),
        'personal-discount',
        userId ?? 'guest',
        storedSource(),
      ],
      queryFn: ({ signal }) =>
        callEndpoint(subscriptionEndpoints.personalDiscount, {
          ...plain,
          query: personalDiscountQuery(),
          signal,
        }),
      staleTime: 5 * 60_000,
    }),
  /** spec 2 §4 banner: opened by the seen check (a guest's: kept on this device). */
  bannerSeen: (userId: string | null, bannerId: string) =>
    queryOptions({
      queryKey: [...subscriptionQueries.all(), 'banner-seen', userId ?? 'guest', bannerId],
      queryFn: ({ signal }) =>
        userId === null
          ? Promise.resolve(guestBannerSeen(bannerId))
          : callEndpoint(subscriptionEndpoints.bannerSeen, {
              ...plain,
              params: { bannerId },
              signal,
            }),
      staleTime: Infinity,
    }),
  cardPromo: (userId: string) =>
    queryOptions({
      queryKey: [...subscriptionQueries.all(), 'card-promo', userId],
      queryFn: ({ signal }) => callEndpoint(subscriptionEndpoints.cardPromo, { ...plain, signal }),
      staleTime: 60_000,
    }),
};

/** Manage subscription (spec 1 §2): the provider's hosted management page. */
export async function openSubscriptionManagement(): Promise<void> {
  const { redirectUrl } = await callEndpoint(subscriptionEndpoints.manage, plain);
  window.location.assign(redirectUrl);
}

/** spec 1 §4 cancel-result page: no more renewals; access lasts to the end date. */
export function cancelSubscription(subscriptionId: string): Promise<SubscriptionDto> {
  return callEndpoint(subscriptionEndpoints.cancel, { ...plain, body: { subscriptionId } });
}

/** A guest's seen check, answered from this device (spec 2 §3 Banner `hasSeen`). */
function guestBannerSeen(bannerId: string) {
  const hasSeen = guestBannersSeen().includes(bannerId);
  return { bannerId, hasSeen, seen: hasSeen };
}

/** The banners a guest closed on this device. */
function guestBannersSeen(): string[] {
  try {
    const seen: unknown = JSON.parse(readStorage(STORAGE_KEYS.guestBannersSeen) ?? '[]');
    return Array.isArray(seen) ? seen.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Not now, or a banner closed: it is marked seen and stays closed (spec 1 §4, spec 2 §4). */
export async function markBannerSeen(
  queryClient: QueryClient,
  userId: string | null,
  bannerId: string,
): Promise<void> {
  const key = subscriptionApi.bannerSeen(userId, bannerId).queryKey;
  // Closed at once; the call only makes it last.
  queryClient.setQueryData(key, { bannerId, hasSeen: true, seen: true });
  if (userId === null) {
    writeStorage(STORAGE_KEYS.guestBannersSeen, JSON.stringify([...guestBannersSeen(), bannerId]));
    return;
  }
  const seen = await callEndpoint(subscriptionEndpoints.markBannerSeen, {
    ...plain,
    params: { bannerId },
  });
  queryClient.setQueryData(key, seen);
}

/** spec 2 §4 card promo: after a successful claim the flags are read again after 800 ms. */
export const CLAIM_REFRESH_MS = 800;

export async function claimCardPromo(
  queryClient: QueryClient,
  userId: string,
): Promise<z.infer<typeof CardOwnershipResponse>> {
  const answer = await callEndpoint(subscriptionEndpoints.claimCardPromo, plain);
  queryClient.setQueryData(subscriptionApi.cardPromo(userId).queryKey, answer);
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: subscriptionQueries.all() });
    void queryClient.invalidateQueries({ queryKey: ['catalog'] });
  }, CLAIM_REFRESH_MS);
  return answer;
}
