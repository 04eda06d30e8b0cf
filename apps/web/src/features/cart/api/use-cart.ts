import type { CartResponse, LocalCartItem } from '@parallax/core/contracts/cart';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { cartEndpoints } from '@parallax/core/endpoints/shop';
import { callEndpoint } from '@/lib/api-client';
import { readAttribution } from '@/data/marketing/attribution';
import { platformQuery } from '@/lib/platform';
import { useSession } from '@/data/session/session-context';
import { hasServerCart, SERVER_CART_KEY } from '../model/cart-presence';
import { addToCart } from './cart-actions';
import { guestRequestOf, localCart, useLocalCart } from '../model/local-cart';

export const cartQueries = {
  all: () => ['cart'] as const,
  server: () => SERVER_CART_KEY,
};

/** The ids a priced line stands for (a pack, a presale category or a tariff). */
export const lineId = (line: CartResponse['cartItems'][number]): string =>
  line.contentPackId ?? line.presaleCategoryId ?? line.tariffId ?? '';

/**
 * The cart, whoever is buying (spec 1 §3, §4): a signed-in user's lives on the server; a guest's
 * (and an InitializedViaPayment user's) in local storage, priced by the server's guest
 * calculation. Both refetch on window focus. Actions change whichever cart is in use.
 */
export function useCart() {
  const session = useSession();
  const queryClient = useQueryClient();
  const isServerCart = hasServerCart(session);
  const local = useLocalCart();
  const hasLocalContent = local.items.length > 0 || local.promoCode !== null;
  // The stored marketing source: a guest's personal discount depends on it (spec 1 §4 source-14),
  // and the cart charges what the banner promised.
  const { source } = readAttribution();

  const guest = useQuery({
    queryKey: [...cartQueries.all(), 'guest', local, source ?? null],
    queryFn: () =>
      callEndpoint(cartEndpoints.guest, {
        prefix: 'store',
        query: platformQuery,
        body: { ...guestRequestOf(local), ...(source ? { source } : {}) },
      }),
    enabled: !isServerCart && hasLocalContent,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
  const server = useQuery({
    queryKey: cartQueries.server(),
    queryFn: ({ signal }) =>
      callEndpoint(cartEndpoints.list, { prefix: 'store', query: platformQuery, signal }),
    enabled: isServerCart,
    refetchOnWindowFocus: true,
  });

  const replaceServerCart = useCallback(
    (cart: CartResponse) => queryClient.setQueryData(cartQueries.server(), cart),
    [queryClient],
  );

  const actions = useMemo(
    () => ({
      add: (item: LocalCartItem) => addToCart(item, { isServerCart, queryClient }),
      async remove(id: string) {
        if (!isServerCart) return localCart.remove(id);
        replaceServerCart(
          await callEndpoint(cartEndpoints.removeItem, {
            prefix: 'store',
            params: { itemId: id },
            query: platformQuery,
          }),
        );
      },
      /** A guest's code is checked when the cart is priced; a user's is refused at once. */
      async applyPromoCode(promoCode: string) {
        if (!isServerCart) return localCart.setPromoCode(promoCode);
        replaceServerCart(
          await callEndpoint(cartEndpoints.setPromoCode, {
            prefix: 'store',
            query: platformQuery,
            body: { promoCode },
          }),
        );
      },
      async removePromoCode() {
        if (!isServerCart) return localCart.setPromoCode(null);
        replaceServerCart(
          await callEndpoint(cartEndpoints.removePromoCode, {
            prefix: 'store',
            query: platformQuery,
          }),
        );
      },
    }),
    [isServerCart, queryClient, replaceServerCart],
  );

  const query = isServerCart ? server : guest;
  const data = isServerCart || hasLocalContent ? (query.data ?? null) : EMPTY_RESPONSE;
  const ids = isServerCart
    ? (server.data?.cartItems.map(lineId) ?? [])
    : local.items.map((item) => item.id);
  return {
    isServerCart,
    /** The priced cart; null while it loads. */
    data,
    isError: query.isError,
    refetch: query.refetch,
    count: ids.length,
    has: (id: string) => ids.includes(id),
    ...actions,
  };
}

const EMPTY_RESPONSE: CartResponse = {
  cartItems: [],
  promoCodeInfo: null,
  initialSum: 0,
  resultingSum: 0,
  paymentMethods: [],
};
