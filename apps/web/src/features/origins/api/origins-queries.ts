import { OriginsPack } from '@parallax/core/contracts/origins';
import { queryOptions } from '@tanstack/react-query';
import { storeApi } from '@/lib/api-path';
import { apiGet } from '@/lib/http';
import { PLATFORM } from '@/lib/platform';

/** Key factory: all → detail(slug). spec 2 §7 origins pack check by slug. */
export const originsQueries = {
  all: () => ['origins'] as const,
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...originsQueries.all(), 'detail', slug],
      queryFn: ({ signal }) =>
        apiGet(
          `${storeApi(`/origins-pack/${encodeURIComponent(slug)}`)}?userPlatform=${PLATFORM}`,
          OriginsPack,
          { signal },
        ),
    }),
};
