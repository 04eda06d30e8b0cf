import { useSyncExternalStore } from 'react';

/*
 * Whether this tab has started the player at all: the only part of the player the store page
 * loads up front. The session store (model/session-store.ts) loads with the play buttons and
 * announces the first session here, so the layout then loads the player.
 */

let isActive = false;
const listeners = new Set<() => void>();

export function announcePlayerActive(): void {
  if (isActive) return;
  isActive = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => isActive;

export function usePlayerActive(): boolean {
  return useSyncExternalStore(subscribe, read, read);
}
