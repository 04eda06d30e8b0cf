import { BlogPost, BlogPostList } from '@parallax/core/contracts/blog';
import type { Language } from '@parallax/core/platform';
import { queryOptions } from '@tanstack/react-query';
import { storeApi } from '@/lib/api-path';
import { apiGet } from '@/lib/http';

/** Key factory: all → list(language) | detail(slug, language); a language switch refetches. */
export const blogQueries = {
  all: () => ['blog'] as const,
  list: (language: Language) =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'list', language],
      queryFn: ({ signal }) => apiGet(storeApi('/blog/posts'), BlogPostList, { signal }),
      placeholderData: (previous) => previous,
    }),
  detail: (slug: string, language: Language) =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'detail', slug, language],
      queryFn: ({ signal }) =>
        apiGet(storeApi(`/blog/posts/${encodeURIComponent(slug)}`), BlogPost, { signal }),
      placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
    }),
};
