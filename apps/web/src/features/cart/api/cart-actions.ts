import type { LocalCartItem } from '@parallax/core/contracts/cart';
import { cartEndpoints } from '@parallax/core/endpoints/shop';
import type { QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { VARIANT } from '@/lib/platform';
import { SERVER_CART_KEY } from '../model/cart-presence';
import { localCart } from '../model/local-cart';

/** Adds an item to whichever cart is in use: the server's (its answer replaces the cached cart) or the local one. */
export async function addToCart(
  item: LocalCartItem,
  { isServerCart, queryClient }: { isServerCart: boolean; queryClient: QueryClient },
): Promise<void> {
  if (!isServerCart) return localCart.add(item);
  const cart = await callEndpoint(cartEndpoints.addItems, {
    prefix: 'store',
    query: { platform: VARIANT.platform },
    body: { items: [item] },
  });
  queryClient.setQueryData(SERVER_CART_KEY, cart);
}
