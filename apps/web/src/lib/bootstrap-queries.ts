import { BootstrapCheck } from '@parallax/core/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './http';
import { APP_VERSION } from './platform';

/**
 * spec 1 §4 bootstrap check. The bootstrap runs it on every start; what it says about the server
 * (which social sign-ins have settings) is then read from the cache, never fetched again.
 */
export const bootstrapQueries = {
  check: () =>
    queryOptions({
      queryKey: ['bootstrap', 'check'] as const,
      queryFn: ({ signal }) =>
        apiGet(
          `/api/bootstrap/check?clientVersion=${encodeURIComponent(APP_VERSION)}`,
          BootstrapCheck,
          { signal },
        ),
      staleTime: Infinity,
      retry: false,
    }),
};
