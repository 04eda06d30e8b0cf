import type { DocumentSlug } from '@parallax/core/contracts/documents';
import { documentsEndpoints } from '@parallax/core/endpoints/browse';
import type { Language } from '@parallax/core/platform';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/**
 * Key factory: all → detail(slug, language). The language is part of the key, so switching it
 * fetches the document again (the request sends it as User-Language).
 */
export const documentQueries = {
  all: () => ['documents'] as const,
  detail: (slug: DocumentSlug, language: Language) =>
    queryOptions({
      queryKey: [...documentQueries.all(), slug, language],
      queryFn: ({ signal }) =>
        callEndpoint(documentsEndpoints.document, { prefix: 'store', params: { slug }, signal }),
      // While the other language loads, the page keeps showing this document.
      placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
    }),
};
