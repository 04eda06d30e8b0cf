import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { cartEndpoints } from '@parallax/core/endpoints/shop';
import type { LocalCartItem } from '@parallax/core/contracts/cart';
import { callEndpoint } from '@/lib/api-client';
import { platformQuery } from '@/lib/platform';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { cartQueries, useCart } from '../api/use-cart';
import { localCart, readLocalCart } from '../model/local-cart';

const addItems = (items: LocalCartItem[]) =>
  callEndpoint(cartEndpoints.addItems, { prefix: 'store', query: platformQuery, body: { items } });

/**
 * spec 1 §4: at sign-in the guest cart joins the user's server cart (an item replaces one with
 * the same id, a tariff the tariff), then the local one is emptied. An item the server refuses
 * (already owned, no longer sold) is dropped; the rest still join.
 */
export function CartSync() {
  const { isServerCart } = useCart();
  const queryClient = useQueryClient();
  const isMerging = useRef(false);

  useEffect(() => {
    const local = readLocalCart();
    if (!isServerCart || isMerging.current) return;
    if (local.items.length === 0 && local.promoCode === null) return;
    // A checkout of this local cart is being paid: the payment result settles it, not a merge.
    if (readStorage(STORAGE_KEYS.userGoToPayment)) return;
    isMerging.current = true;
    void (async () => {
      try {
        await addItems(local.items).catch(async () => {
          for (const item of local.items) await addItems([item]).catch(() => {});
        });
        if (local.promoCode) {
          await callEndpoint(cartEndpoints.setPromoCode, {
            prefix: 'store',
            query: platformQuery,
            body: { promoCode: local.promoCode },
          }).catch(() => {});
        }
        localCart.clear();
      } finally {
        isMerging.current = false;
        await queryClient.invalidateQueries({ queryKey: cartQueries.server() });
      }
    })();
  }, [isServerCart, queryClient]);

  return null;
}
