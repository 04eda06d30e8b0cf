import { useSyncExternalStore } from 'react';
import { readSessionStorage, SESSION_KEYS, writeSessionStorage } from '@/lib/storage';
import { parseVisitedPaths, withVisitedPath } from './push-prompt';

/**
 * The distinct main, content and promo paths visited in this tab's session (spec 2 §4 push
 * prompt), kept in session storage so a reload of the same path does not count as a new one.
 */
let visited: readonly string[] | null = null;
const listeners = new Set<() => void>();

function current(): readonly string[] {
  visited ??= parseVisitedPaths(readSessionStorage(SESSION_KEYS.pushPromptPaths));
  return visited;
}

export function recordVisitedPath(path: string): void {
  const next = withVisitedPath(current(), path);
  if (next === visited) return;
  visited = next;
  writeSessionStorage(SESSION_KEYS.pushPromptPaths, JSON.stringify(next));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useVisitedPaths(): readonly string[] {
  return useSyncExternalStore(subscribe, current, current);
}
