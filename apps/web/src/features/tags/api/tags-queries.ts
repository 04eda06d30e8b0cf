import { tagsEndpoints } from '@parallax/core/endpoints/site';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { VARIANT } from '@/lib/platform';

// Read when a call is made: the variant is settled before the first render (lib/platform.ts).
const query = {
  get platform() {
    return VARIANT.platform;
  },
};

/** Key factory: all → list | detail(slug). spec 2 §7: GET /tags/{slug}; GET /tags is ours. */
export const tagQueries = {
  all: () => ['tags'] as const,
  list: () =>
    queryOptions({
      queryKey: [...tagQueries.all(), 'list'],
      queryFn: ({ signal }) => callEndpoint(tagsEndpoints.list, { prefix: 'store', query, signal }),
      // The footer's tag list changes rarely.
      staleTime: 10 * 60_000,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...tagQueries.all(), 'detail', slug],
      queryFn: ({ signal }) =>
        callEndpoint(tagsEndpoints.tag, { prefix: 'store', params: { slug }, query, signal }),
    }),
};
