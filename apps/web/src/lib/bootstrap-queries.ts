import { systemEndpoints } from '@parallax/core/endpoints/system';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './api-client';
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
        callEndpoint(systemEndpoints.bootstrapCheck, {
          query: { clientVersion: APP_VERSION },
          signal,
        }),
      staleTime: Infinity,
      retry: false,
    }),
};
