import { useSyncExternalStore } from 'react';
import { readPushPermission, subscribePushPermission } from '../lib/web-push';
import type { PushPermission } from './push-prompt';

const listeners = new Set<() => void>();
/**
 * The permission as last read: every component showing it reads it on each render, and the
 * browser answers each read with a call to its own process. Read again when it may have changed.
 */
let known: PushPermission | null = null;
/** The one watch of the browser's changes, while any component shows the permission. */
let stopWatching: (() => void) | null = null;

function changed(): void {
  known = null;
  for (const listener of listeners) listener();
}

/** Our own question changed it: the browser tells only some of its permission changes. */
export function announcePushPermission(): void {
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!stopWatching) {
    // Unwatched, it may have changed since it was last read.
    known = null;
    stopWatching = subscribePushPermission(changed);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopWatching?.();
    stopWatching = null;
    known = null;
  };
}

function snapshot(): PushPermission {
  known ??= readPushPermission();
  return known;
}

export function usePushPermission(): PushPermission {
  return useSyncExternalStore(subscribe, snapshot, () => 'unsupported');
}
