import type {
  DeskDiscountSettings,
  DeskPromoCodeInput,
  DeskTariffUpdate,
} from '@parallax/core/contracts/desk-prices';
import { deskPricesEndpoints as endpoints } from '@parallax/core/endpoints/desk-prices';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueries } from '@/data/account/user-queries';
import { callEndpoint } from '@/lib/api-client';

/** Promo codes per page. */
export const PROMO_PAGE_SIZE = 25;

/**
 * Key factory: all → tariffs(); all → promos → page(q, page) | one(id) | items(); all →
 * discounts(). Under `user`, so a signed-out operator's lists leave the cache with them.
 */
export const pricesQueries = {
  all: () => [...userQueries.all(), 'desk-prices'] as const,
  tariffs: () =>
    queryOptions({
      queryKey: [...pricesQueries.all(), 'tariffs'],
      queryFn: ({ signal }) => callEndpoint(endpoints.tariffs, { prefix: 'store', signal }),
      // An editor keeps what the operator typed: no refetch behind their back.
      refetchOnWindowFocus: false,
    }),
  promos: () => [...pricesQueries.all(), 'promos'] as const,
  promoPage: (q: string, page: number) =>
    queryOptions({
      queryKey: [...pricesQueries.promos(), 'page', q, page],
      queryFn: ({ signal }) =>
        callEndpoint(endpoints.promoCodes, {
          prefix: 'store',
          query: { page, size: PROMO_PAGE_SIZE, ...(q.trim() ? { q: q.trim() } : {}) },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  promo: (id: string) =>
    queryOptions({
      queryKey: [...pricesQueries.promos(), 'one', id],
      queryFn: ({ signal }) =>
        callEndpoint(endpoints.promoCode, { prefix: 'store', params: { id }, signal }),
      refetchOnWindowFocus: false,
    }),
  promoItems: () =>
    queryOptions({
      queryKey: [...pricesQueries.all(), 'promo-items'],
      queryFn: ({ signal }) => callEndpoint(endpoints.promoItems, { prefix: 'store', signal }),
      staleTime: 60_000,
    }),
  discounts: () =>
    queryOptions({
      queryKey: [...pricesQueries.all(), 'discounts'],
      queryFn: ({ signal }) =>
        callEndpoint(endpoints.discountSettings, { prefix: 'store', signal }),
      refetchOnWindowFocus: false,
    }),
};

export function useSaveTariff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DeskTariffUpdate }) =>
      callEndpoint(endpoints.updateTariff, { prefix: 'store', params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: pricesQueries.tariffs().queryKey }),
  });
}

/** Creates a promo code (id null) or saves one with the revision it was opened at. */
export function useSavePromo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
      revision,
    }: {
      id: string | null;
      body: DeskPromoCodeInput;
      revision: string;
    }) =>
      id === null
        ? callEndpoint(endpoints.createPromoCode, { prefix: 'store', body })
        : callEndpoint(endpoints.updatePromoCode, {
            prefix: 'store',
            params: { id },
            body: { ...body, revision },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: pricesQueries.promos() }),
  });
}

export function useExpirePromo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, revision }: { id: string; revision: string }) =>
      callEndpoint(endpoints.expirePromoCode, {
        prefix: 'store',
        params: { id },
        body: { revision },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: pricesQueries.promos() }),
  });
}

export function useSaveDiscounts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskDiscountSettings) =>
      callEndpoint(endpoints.updateDiscountSettings, { prefix: 'store', body }),
    onSuccess: (saved) => client.setQueryData(pricesQueries.discounts().queryKey, saved),
  });
}
