import { storeEndpoints } from '@parallax/core/endpoints/store';
import type { Language } from '@parallax/core/platform';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { platformQuery } from '@/lib/platform';

/** Key factory: all → store | faq(language) | content(slug) → additional (content-queries.ts). */
export const catalogQueries = {
  all: () => ['catalog'] as const,
  store: () =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'store'],
      queryFn: ({ signal }) =>
        callEndpoint(storeEndpoints.storeCategories, {
          prefix: 'store',
          query: platformQuery,
          signal,
        }),
    }),
  /** The store FAQ; the server answers in the User-Language, so the language is in the key. */
  faq: (language: Language) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'faq', language],
      queryFn: ({ signal }) =>
        callEndpoint(storeEndpoints.faq, { prefix: 'store', query: platformQuery, signal }),
    }),
};
