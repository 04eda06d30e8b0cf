import { flagsEndpoints } from '@parallax/core/endpoints/site';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { VARIANT } from '@/lib/platform';

/** Feature flags (spec 1 §7), prefetched by the bootstrap and refetched on window focus. */
export const flagQueries = {
  all: () => ['flags'] as const,
  list: () =>
    queryOptions({
      queryKey: [...flagQueries.all(), 'list'],
      queryFn: ({ signal }) =>
        callEndpoint(flagsEndpoints.list, {
          prefix: 'store',
          query: { platform: VARIANT.platform },
          signal,
        }),
      refetchOnWindowFocus: true,
    }),
};
