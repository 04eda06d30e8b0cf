import {
  LocalCart,
  type GuestCartRequest,
  type LocalCartItem,
} from '@parallax/core/contracts/cart';
import { addCartItem, removeCartItem, type Cart, type CartItem } from '@parallax/core/rules/cart';
import { toCents } from '@parallax/core/rules/price';
import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { notifyLocalCartChanged, subscribeLocalCart } from './cart-presence';

/**
 * A guest's cart (spec 1 §3 local cart), kept in local storage under `parallax_cart` and changed
 * by the shared rules of core/rules/cart.ts. Other tabs see changes through the storage event.
 */

const EMPTY: LocalCart = { promoCode: null, items: [] };
let cached: { raw: string | null; cart: LocalCart } | null = null;

export function readLocalCart(): LocalCart {
  const raw = readStorage(STORAGE_KEYS.cart);
  if (cached?.raw === raw) return cached.cart;
  let cart = EMPTY;
  try {
    const parsed = LocalCart.safeParse(raw === null ? EMPTY : JSON.parse(raw));
    if (parsed.success) cart = parsed.data;
  } catch {
    // Not JSON: start over with an empty cart.
  }
  cached = { raw, cart };
  return cart;
}

function write(cart: LocalCart) {
  writeStorage(STORAGE_KEYS.cart, JSON.stringify(cart));
  notifyLocalCartChanged();
}

const toRule = (item: LocalCartItem): CartItem =>
  item.type === 'content' && item.customPrice !== undefined
    ? { type: 'content', id: item.id, customPriceCents: toCents(item.customPrice) }
    : item.type === 'tariff'
      ? { type: 'tariff', id: item.id, viaTrial: item.viaTrial === true }
      : { type: item.type, id: item.id };

const fromRule = (item: CartItem): LocalCartItem =>
  item.type === 'content' && item.customPriceCents !== undefined
    ? { type: 'content', id: item.id, customPrice: item.customPriceCents / 100 }
    : item.type === 'tariff'
      ? { type: 'tariff', id: item.id, viaTrial: item.viaTrial === true }
      : { type: item.type, id: item.id };

function change(update: (cart: Cart) => Cart) {
  const current = readLocalCart();
  const next = update({ promoCode: current.promoCode, items: current.items.map(toRule) });
  write({ promoCode: next.promoCode, items: next.items.map(fromRule) });
}

export const localCart = {
  add: (item: LocalCartItem) => change((cart) => addCartItem(cart, toRule(item))),
  remove: (id: string) => change((cart) => removeCartItem(cart, id)),
  setPromoCode: (promoCode: string | null) => change((cart) => ({ ...cart, promoCode })),
  clear: () => write(EMPTY),
  /** Drops items the server no longer sells (the guest pricing left them out). */
  keepOnly: (ids: ReadonlySet<string>) =>
    change((cart) => ({ ...cart, items: cart.items.filter((item) => ids.has(item.id)) })),
};

/** spec 1 §3 guest-side calculation: the local cart as the server prices it. */
export function guestRequestOf(cart: LocalCart): GuestCartRequest {
  const tariff = cart.items.find((item) => item.type === 'tariff');
  return {
    presaleCategoryIds: cart.items.filter((item) => item.type === 'presale').map((item) => item.id),
    tariff:
      tariff?.type === 'tariff' ? { id: tariff.id, viaTrial: tariff.viaTrial === true } : null,
    contents: cart.items.flatMap((item) =>
      item.type === 'content'
        ? [
            item.customPrice === undefined
              ? { id: item.id }
              : { id: item.id, customPriceInCents: toCents(item.customPrice) },
          ]
        : [],
    ),
    promoCode: cart.promoCode,
  };
}

export function useLocalCart(): LocalCart {
  return useSyncExternalStore(subscribeLocalCart, readLocalCart);
}
