import { catalogEndpoints } from '@parallax/core/endpoints/catalog';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { platformQuery } from '@/lib/platform';
import { catalogQueries } from './catalog-queries';

/** A pack's page: the pack, then what shows below it (loaded with the page, not the store). */
export const contentQueries = {
  content: (slug: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'content', slug],
      queryFn: ({ signal }) =>
        callEndpoint(catalogEndpoints.contentOptimized, {
          prefix: 'store',
          params: { identifier: slug },
          query: platformQuery,
          signal,
        }),
    }),
  additional: (slug: string) =>
    queryOptions({
      queryKey: [...contentQueries.content(slug).queryKey, 'additional'],
      queryFn: ({ signal }) =>
        callEndpoint(catalogEndpoints.contentAdditional, {
          prefix: 'store',
          params: { identifier: slug },
          query: platformQuery,
          signal,
        }),
    }),
};
