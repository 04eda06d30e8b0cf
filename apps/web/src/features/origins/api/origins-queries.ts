import { originsEndpoints } from '@parallax/core/endpoints/browse';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { VARIANT } from '@/lib/platform';

/** Key factory: all → detail(slug). spec 2 §7 origins pack check by slug. */
export const originsQueries = {
  all: () => ['origins'] as const,
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...originsQueries.all(), 'detail', slug],
      queryFn: ({ signal }) =>
        callEndpoint(originsEndpoints.pack, {
          prefix: 'store',
          params: { slug },
          query: { userPlatform: VARIANT.platform },
          signal,
        }),
    }),
};
