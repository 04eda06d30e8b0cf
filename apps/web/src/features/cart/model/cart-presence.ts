import type { SessionContextValue } from '@/data/session/session-context';
import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';

/*
 * What the page needs to know about a guest's cart before the cart's code is loaded: which ids it
 * holds. Read from local storage without the contracts (the store page loads no cart code for a
 * visitor whose cart is empty); local-cart.ts writes it and tells the listeners here.
 */

const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly string[] } | null = null;

function idsOf(raw: string | null): readonly string[] {
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    const items =
      typeof parsed === 'object' && parsed !== null && 'items' in parsed ? parsed.items : null;
    if (!Array.isArray(items)) return [];
    return items.flatMap((item: unknown) =>
      typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'string'
        ? [item.id]
        : [],
    );
  } catch {
    return [];
  }
}

export function localCartIds(): readonly string[] {
  const raw = readStorage(STORAGE_KEYS.cart);
  if (cached?.raw !== raw) cached = { raw, ids: idsOf(raw) };
  return cached.ids;
}

export function notifyLocalCartChanged(): void {
  for (const listener of listeners) listener();
}

export function subscribeLocalCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.cart) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLocalCartIds(): readonly string[] {
  return useSyncExternalStore(subscribeLocalCart, localCartIds);
}

/** The query key of a signed-in user's server cart. */
export const SERVER_CART_KEY = ['cart', 'server'] as const;

/**
 * spec 1 §4: a signed-in user's cart lives on the server; a guest's, and an InitializedViaPayment
 * user's, in local storage (priced like a guest's).
 */
export function hasServerCart({ auth, user }: Pick<SessionContextValue, 'auth' | 'user'>): boolean {
  return (
    auth.status === 'authenticated' && user !== null && user.status !== 'InitializedViaPayment'
  );
}
