import { useSyncExternalStore } from 'react';

/** spec 2 §4, §9: the center opens and closes with a 200 ms animation. */
export const CENTER_ANIMATION_MS = 200;

export type CenterState = 'closed' | 'opening' | 'open' | 'closing';

/**
 * spec 2 §4 notification center: closed → opening → open → closing → closed. One per page: the
 * header's button opens it, the toasts clear when it opens.
 */
export function createCenterStore() {
  let state: CenterState = 'closed';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: CenterState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const after = (next: CenterState) => {
    clearTimeout(timer);
    timer = setTimeout(() => set(next), CENTER_ANIMATION_MS);
  };

  return {
    get: () => state,
    open: () => {
      if (state === 'open' || state === 'opening') return;
      set('opening');
      after('open');
    },
    close: () => {
      if (state === 'closed' || state === 'closing') return;
      set('closing');
      after('closed');
    },
    /** Closed at once, without the animation (its button is gone: the user signed out). */
    reset: () => {
      clearTimeout(timer);
      set('closed');
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const notificationCenter = createCenterStore();

export function useCenterState(): CenterState {
  return useSyncExternalStore(
    notificationCenter.subscribe,
    notificationCenter.get,
    notificationCenter.get,
  );
}
