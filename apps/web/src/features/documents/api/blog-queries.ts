import { documentsEndpoints } from '@parallax/core/endpoints/browse';
import type { Language } from '@parallax/core/platform';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** Key factory: all → list(language) | detail(slug, language); a language switch refetches. */
export const blogQueries = {
  all: () => ['blog'] as const,
  list: (language: Language) =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'list', language],
      queryFn: ({ signal }) =>
        callEndpoint(documentsEndpoints.blogPosts, { prefix: 'store', signal }),
      placeholderData: (previous) => previous,
    }),
  detail: (slug: string, language: Language) =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'detail', slug, language],
      queryFn: ({ signal }) =>
        callEndpoint(documentsEndpoints.blogPost, { prefix: 'store', params: { slug }, signal }),
      placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
    }),
};
