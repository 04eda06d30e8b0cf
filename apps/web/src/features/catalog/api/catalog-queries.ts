import { ContentAdditional, ContentPack, StoreCategories } from '@parallax/core/contracts/catalog';
import { FaqList } from '@parallax/core/contracts/faq';
import type { Language } from '@parallax/core/platform';
import { queryOptions } from '@tanstack/react-query';
import { storeApi } from '@/lib/api-path';
import { apiGet } from '@/lib/http';
import { PLATFORM } from '@/lib/platform';

const withPlatform = (path: string) => `${path}?platform=${PLATFORM}`;

/** Key factory: all → store | faq(language) | content(slug) → additional. */
export const catalogQueries = {
  all: () => ['catalog'] as const,
  store: () =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'store'],
      queryFn: ({ signal }) =>
        apiGet(
          withPlatform(storeApi('/content/list/short/categories/optimized')),
          StoreCategories,
          {
            signal,
          },
        ),
    }),
  /** The store FAQ; the server answers in the User-Language, so the language is in the key. */
  faq: (language: Language) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'faq', language],
      queryFn: ({ signal }) => apiGet(withPlatform(storeApi('/faq')), FaqList, { signal }),
    }),
  content: (slug: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'content', slug],
      queryFn: ({ signal }) =>
        apiGet(
          withPlatform(storeApi(`/content/${encodeURIComponent(slug)}/optimized`)),
          ContentPack,
          {
            signal,
          },
        ),
    }),
  contentAdditional: (slug: string) =>
    queryOptions({
      queryKey: [...catalogQueries.content(slug).queryKey, 'additional'],
      queryFn: ({ signal }) =>
        apiGet(
          withPlatform(storeApi(`/content/${encodeURIComponent(slug)}/optimized/additional`)),
          ContentAdditional,
          { signal },
        ),
    }),
};
