import { catalogEndpoints } from '@parallax/core/endpoints/catalog';
import type { Language } from '@parallax/core/platform';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { VARIANT } from '@/lib/platform';

// Read when a call is made: the variant is settled before the first render (lib/platform.ts).
const query = {
  get platform() {
    return VARIANT.platform;
  },
};

/** Key factory: all → store | faq(language) | content(slug) → additional. */
export const catalogQueries = {
  all: () => ['catalog'] as const,
  store: () =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'store'],
      queryFn: ({ signal }) =>
        callEndpoint(catalogEndpoints.storeCategories, { prefix: 'store', query, signal }),
    }),
  /** The store FAQ; the server answers in the User-Language, so the language is in the key. */
  faq: (language: Language) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'faq', language],
      queryFn: ({ signal }) =>
        callEndpoint(catalogEndpoints.faq, { prefix: 'store', query, signal }),
    }),
  content: (slug: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'content', slug],
      queryFn: ({ signal }) =>
        callEndpoint(catalogEndpoints.contentOptimized, {
          prefix: 'store',
          params: { identifier: slug },
          query,
          signal,
        }),
    }),
  contentAdditional: (slug: string) =>
    queryOptions({
      queryKey: [...catalogQueries.content(slug).queryKey, 'additional'],
      queryFn: ({ signal }) =>
        callEndpoint(catalogEndpoints.contentAdditional, {
          prefix: 'store',
          params: { identifier: slug },
          query,
          signal,
        }),
    }),
};
