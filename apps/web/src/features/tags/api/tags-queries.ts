import { TagShort } from '@parallax/core/contracts/catalog';
import { Tag } from '@parallax/core/contracts/tags';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { storeApi } from '@/lib/api-path';
import { apiGet } from '@/lib/http';
import { PLATFORM } from '@/lib/platform';

/** Key factory: all → list | detail(slug). spec 2 §7: GET /tags/{slug}; GET /tags is ours. */
export const tagQueries = {
  all: () => ['tags'] as const,
  list: () =>
    queryOptions({
      queryKey: [...tagQueries.all(), 'list'],
      queryFn: ({ signal }) =>
        apiGet(`${storeApi('/tags')}?platform=${PLATFORM}`, z.array(TagShort), { signal }),
      // The footer's tag list changes rarely.
      staleTime: 10 * 60_000,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...tagQueries.all(), 'detail', slug],
      queryFn: ({ signal }) =>
        apiGet(`${storeApi(`/tags/${encodeURIComponent(slug)}`)}?platform=${PLATFORM}`, Tag, {
          signal,
        }),
    }),
};
