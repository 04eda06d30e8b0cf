import { tagsEndpoints } from '@parallax/core/endpoints/site';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { platformQuery } from '@/lib/platform';

/** Key factory: all → list | detail(slug). spec 2 §7: GET /tags/{slug}; GET /tags is ours. */
export const tagQueries = {
  all: () => ['tags'] as const,
  list: () =>
    queryOptions({
      queryKey: [...tagQueries.all(), 'list'],
      queryFn: ({ signal }) =>
        callEndpoint(tagsEndpoints.list, { prefix: 'store', query: platformQuery, signal }),
      // The footer's tag list changes rarely.
      staleTime: 10 * 60_000,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...tagQueries.all(), 'detail', slug],
      queryFn: ({ signal }) =>
        callEndpoint(tagsEndpoints.tag, {
          prefix: 'store',
          params: { slug },
          query: platformQuery,
          signal,
        }),
    }),
};
