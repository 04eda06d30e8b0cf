import { DocumentPage, type DocumentSlug } from '@parallax/core/contracts/documents';
import type { Language } from '@parallax/core/platform';
import { queryOptions } from '@tanstack/react-query';
import { storeApi } from '@/lib/api-path';
import { apiGet } from '@/lib/http';

/**
 * Key factory: all → detail(slug, language). The language is part of the key, so switching it
 * fetches the document again (the request sends it as User-Language).
 */
export const documentQueries = {
  all: () => ['documents'] as const,
  detail: (slug: DocumentSlug, language: Language) =>
    queryOptions({
      queryKey: [...documentQueries.all(), slug, language],
      queryFn: ({ signal }) => apiGet(storeApi(`/documents/${slug}`), DocumentPage, { signal }),
      // While the other language loads, the page keeps showing this document.
      placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
    }),
};
