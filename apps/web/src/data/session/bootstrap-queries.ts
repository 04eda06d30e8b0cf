import { systemEndpoints } from '@parallax/core/endpoints/system';
import { isCancelledError, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { APP_VERSION } from '@/lib/platform';

/**
 * spec 1 §4 bootstrap check. The bootstrap runs it on every start; what it says about the server
 * (which social sign-ins have settings) is then read from the cache, never fetched again.
 */
export const bootstrapQueries = {
  check: () =>
    queryOptions({
      queryKey: ['bootstrap', 'check'] as const,
      queryFn: ({ signal }) =>
        callEndpoint(systemEndpoints.bootstrapCheck, {
          query: { clientVersion: APP_VERSION },
          signal,
        }),
      staleTime: Infinity,
      retry: false,
    }),
};

/**
 * The bootstrap's own run of the check, asked anew. Its fetch is cancelled when something that
 * watched it stops (the social buttons of a sign-in modal closed before the check answered):
 * the bootstrap then asks again rather than taking the cancellation for a failed check, which
 * would skip the version check.
 */
export async function fetchBootstrapCheck(queryClient: QueryClient) {
  for (;;) {
    try {
      return await queryClient.fetchQuery({ ...bootstrapQueries.check(), staleTime: 0 });
    } catch (error) {
      if (!isCancelledError(error)) throw error;
    }
  }
}
