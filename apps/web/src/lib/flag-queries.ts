import { FeatureFlagList } from '@parallax/core/contracts/flags';
import { queryOptions } from '@tanstack/react-query';
import { storeApi } from './api-path';
import { apiGet } from './http';
import { PLATFORM } from './platform';

/** Feature flags (spec 1 §7), prefetched by the bootstrap and refetched on window focus. */
export const flagQueries = {
  all: () => ['flags'] as const,
  list: () =>
    queryOptions({
      queryKey: [...flagQueries.all(), 'list'],
      queryFn: ({ signal }) =>
        apiGet(`${storeApi('/feature/list')}?platform=${PLATFORM}`, FeatureFlagList, { signal }),
      refetchOnWindowFocus: true,
    }),
};
