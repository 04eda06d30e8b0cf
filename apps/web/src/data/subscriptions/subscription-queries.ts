import type { SubscriptionDto } from '@parallax/core/contracts/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@parallax/core/platform';
import { callEndpoint } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/data/session/session-context';

/**
 * Key factory of everything subscription-related: all → active(user) (the subscription feature
 * adds tariffs, personal discount, banners and the card promo under the same root). A return from
 * checkout invalidates `all()`, so every subscription flag is read again.
 *
 * The active subscription lives here, below the features, because the header's subscription
 * button, the control panel's delete-account rule and the subscription page all read it.
 */
export const subscriptionQueries = {
  all: () => ['subscription'] as const,
  /** The tariff's texts come in the User-Language, so the language is in the key. */
  active: (userId: string, language: Language) =>
    queryOptions({
      queryKey: [...subscriptionQueries.all(), 'active', userId, language],
      // The subscription contract loads with the call, not with the store page's first script.
      queryFn: async ({ signal }) => {
        const { subscriptionEndpoints } = await import('@parallax/core/endpoints/subscriptions');
        return callEndpoint(subscriptionEndpoints.active, { prefix: 'plain', signal });
      },
      staleTime: 60_000,
    }),
};

export type ActiveSubscriptionState = {
  /** The subscription that gives access now; null for none (a guest has none); undefined: not known yet. */
  subscription: SubscriptionDto | null | undefined;
  /**
   * With none giving access: the latest subscription that ended (its panel offers to renew it,
   * never a trial); null for none; undefined: not known yet.
   */
  ended: SubscriptionDto | null | undefined;
  isLoading: boolean;
  /** The subscription could not be read (it stays undefined). */
  isError: boolean;
};

/** spec 1 §3, §4: the signed-in user's subscription that gives access, if any. */
export function useActiveSubscription({
  isEnabled = true,
}: { isEnabled?: boolean } = {}): ActiveSubscriptionState {
  const { auth, user } = useSession();
  const query = useQuery({
    ...subscriptionQueries.active(user?.id ?? '', currentLanguage()),
    enabled: isEnabled && user !== null,
  });
  if (auth.status === 'notAuthenticated') {
    return { subscription: null, ended: null, isLoading: false, isError: false };
  }
  if (user === null) {
    return { subscription: undefined, ended: undefined, isLoading: true, isError: false };
  }
  // A failed read is "not known": nothing is offered or refused on a guess.
  return {
    subscription: query.data ? query.data.subscription : undefined,
    ended: query.data ? query.data.ended : undefined,
    isLoading: query.isPending && isEnabled,
    isError: query.isError,
  };
}
