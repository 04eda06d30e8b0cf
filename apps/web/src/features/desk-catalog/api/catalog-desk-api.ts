import type {
  DeskPackEditor,
  DeskPackSave,
  DeskPackState,
  DeskPublishResult,
} from '@parallax/core/contracts/desk-catalog';
import { deskCatalogEndpoints } from '@parallax/core/endpoints/desk-catalog';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueries } from '@/data/account/user-queries';
import { callEndpoint } from '@/lib/api-client';

/** Rows per page of the desk's lists. */
export const CATALOG_PAGE_SIZE = 25;

export type PackFilters = { q: string; state: DeskPackState | ''; page: number };

/**
 * Key factory: all → packs(filters) / pack(id) / imports(page). Under `user`, so a staff
 * member's desk is gone from the cache when they sign out.
 */
export const catalogDeskQueries = {
  all: () => [...userQueries.all(), 'desk-catalog'] as const,
  packLists: () => [...catalogDeskQueries.all(), 'packs'] as const,
  packs: (filters: PackFilters) =>
    queryOptions({
      queryKey: [...catalogDeskQueries.packLists(), filters],
      queryFn: ({ signal }) =>
        callEndpoint(deskCatalogEndpoints.listPacks, {
          prefix: 'store',
          query: {
            page: filters.page,
            size: CATALOG_PAGE_SIZE,
            ...(filters.q.trim() !== '' && { q: filters.q.trim() }),
            ...(filters.state !== '' && { state: filters.state }),
          },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  pack: (id: string) =>
    queryOptions({
      queryKey: [...catalogDeskQueries.all(), 'pack', id],
      queryFn: ({ signal }) =>
        callEndpoint(deskCatalogEndpoints.packEditor, { prefix: 'store', params: { id }, signal }),
      // The editor keeps what it opened: a refetch would change the revision under the form.
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    }),
  imports: (page: number) =>
    queryOptions({
      queryKey: [...catalogDeskQueries.all(), 'imports', page],
      queryFn: ({ signal }) =>
        callEndpoint(deskCatalogEndpoints.listImports, {
          prefix: 'store',
          query: { page, size: CATALOG_PAGE_SIZE },
          signal,
        }),
      placeholderData: keepPreviousData,
      refetchInterval: 5000,
    }),
};

/** Saves the pack; the editor's cache holds the answer (its new revision), the lists refetch. */
export function useSavePack(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskPackSave) =>
      callEndpoint(deskCatalogEndpoints.savePack, { prefix: 'store', params: { id }, body }),
    onSuccess: (saved: DeskPackEditor) => {
      queryClient.setQueryData(catalogDeskQueries.pack(id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: catalogDeskQueries.packLists() });
    },
  });
}

export type PublishAction =
  { kind: 'now' } | { kind: 'schedule'; at: string } | { kind: 'cancel' } | { kind: 'unpublish' };

function runPublishAction(id: string, action: PublishAction): Promise<DeskPublishResult> {
  const params = { id };
  switch (action.kind) {
    case 'now':
      return callEndpoint(deskCatalogEndpoints.publishPack, { prefix: 'store', params, body: {} });
    case 'schedule':
      return callEndpoint(deskCatalogEndpoints.publishPack, {
        prefix: 'store',
        params,
        body: { at: action.at },
      });
    case 'cancel':
      return callEndpoint(deskCatalogEndpoints.cancelSchedule, { prefix: 'store', params });
    case 'unpublish':
      return callEndpoint(deskCatalogEndpoints.unpublishPack, { prefix: 'store', params });
  }
}

/** Publishes, schedules, cancels or unpublishes; the pack and the lists are read again. */
export function usePublishAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PublishAction) => runPublishAction(id, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogDeskQueries.pack(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: catalogDeskQueries.packLists() }),
      ]),
  });
}
