import { libraryEndpoints } from '@parallax/core/endpoints/library';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { platformQuery } from '@/lib/platform';

/**
 * The library's calls (spec 2 §7 add content to collection, collection lists). Key factory:
 * all → packs | categories. Everything cached for one viewer is refetched for the next one
 * (app/session-provider.tsx), so the keys need no user.
 */
export const libraryQueries = {
  all: () => ['library'] as const,
  /** The library's packs as full content packs (sizes, the 2D viewer flag). */
  packs: () =>
    queryOptions({
      queryKey: [...libraryQueries.all(), 'packs'],
      queryFn: ({ signal }) =>
        callEndpoint(libraryEndpoints.list, { prefix: 'plain', query: platformQuery, signal }),
    }),
  /** The categories holding library packs, in store order, with those packs only. */
  categories: () =>
    queryOptions({
      queryKey: [...libraryQueries.all(), 'categories'],
      queryFn: ({ signal }) =>
        callEndpoint(libraryEndpoints.categories, {
          prefix: 'plain',
          query: platformQuery,
          signal,
        }),
    }),
};

/**
 * What shows whether a pack is in the library — the catalog's packs and cards (inLibrary), the
 * origins pack elements and the library itself — is fetched again after an add or a removal.
 */
async function refreshLibraryViews(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [['catalog'], ['origins'], libraryQueries.all()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export async function addToLibrary(queryClient: QueryClient, contentPackId: string) {
  const entry = await callEndpoint(libraryEndpoints.addContent, {
    prefix: 'plain',
    body: { contentPackId },
  });
  void refreshLibraryViews(queryClient);
  return entry;
}

export async function removeFromLibrary(queryClient: QueryClient, contentId: string) {
  await callEndpoint(libraryEndpoints.removeContent, { prefix: 'plain', params: { contentId } });
  void refreshLibraryViews(queryClient);
}
