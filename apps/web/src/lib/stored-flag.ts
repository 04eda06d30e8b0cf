import { useSyncExternalStore } from 'react';
import {
  readSessionStorage,
  readStorage,
  removeStorage,
  writeSessionStorage,
  writeStorage,
} from './storage';

export type StoredFlag = {
  get: () => boolean;
  set: (value: boolean) => void;
  subscribe: (listener: () => void) => () => void;
};

/** The flag as React state: components re-render when it changes, here or in another tab. */
export function useStoredFlag(flag: StoredFlag): boolean {
  return useSyncExternalStore(flag.subscribe, flag.get, () => false);
}

/**
 * A yes/no choice kept in localStorage (for good) or sessionStorage (for the tab's session),
 * read reactively. Where storage is disabled the choice lasts while the page is open.
 */
export function createStoredFlag(key: string, area: 'local' | 'session'): StoredFlag {
  const listeners = new Set<() => void>();
  const read = () => (area === 'local' ? readStorage(key) : readSessionStorage(key));
  const write = (value: boolean) => {
    if (area === 'session') writeSessionStorage(key, value ? 'true' : null);
    else if (value) writeStorage(key, 'true');
    else removeStorage(key);
  };
  // Set only when storage refused the last write.
  let unstored: boolean | null = null;

  const get = () => unstored ?? read() === 'true';
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const handleStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  const subscribe = (listener: () => void) => {
    if (listeners.size === 0 && area === 'local') window.addEventListener('storage', handleStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && area === 'local') {
        window.removeEventListener('storage', handleStorage);
      }
    };
  };

  return {
    get,
    set(value) {
      write(value);
      unstored = (read() === 'true') === value ? null : value;
      notify();
    },
    subscribe,
  };
}
