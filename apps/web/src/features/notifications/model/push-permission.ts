import { useSyncExternalStore } from 'react';
import { readPushPermission, subscribePushPermission } from '../lib/push-support';
import type { PushPermission } from './push-prompt';

const listeners = new Set<() => void>();

/** Our own question changed it: the browser tells only some of its permission changes. */
export function announcePushPermission(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stop = subscribePushPermission(listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

export function usePushPermission(): PushPermission {
  return useSyncExternalStore(subscribe, readPushPermission, () => 'unsupported');
}
