import { modelsEndpoints } from '@parallax/core/endpoints/browse';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { VARIANT } from '@/lib/platform';

// Read when a call is made: the variant is settled before the first render (lib/platform.ts).
const query = {
  get userPlatform() {
    return VARIANT.platform;
  },
};

/** Key factory: all → list | detail(slug). spec 2 §7: GET /model/list, GET /model/{modelId}. */
export const modelQueries = {
  all: () => ['models'] as const,
  list: () =>
    queryOptions({
      queryKey: [...modelQueries.all(), 'list'],
      queryFn: ({ signal }) =>
        callEndpoint(modelsEndpoints.list, { prefix: 'store', query, signal }),
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...modelQueries.all(), 'detail', slug],
      queryFn: ({ signal }) =>
        callEndpoint(modelsEndpoints.model, {
          prefix: 'store',
          params: { modelId: slug },
          query,
          signal,
        }),
    }),
};
