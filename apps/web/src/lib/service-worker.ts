import { partitionFor, type WorkerMessage } from '@/sw/cache-rules';
import { readSessionMarker, tokenState } from './session';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * The page's side of the offline cache (sw/service-worker.ts): registers the worker once the page
 * has loaded (so it never competes with the first render), tells it whose partition to use, and
 * hands it the assets loaded before it took control.
 */
const isSupported = () => import.meta.env.PROD && 'serviceWorker' in navigator;

function post(message: WorkerMessage): void {
  if (!isSupported()) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage(message),
  );
}

/**
 * Until the session is known, the partition is the last signed-in user's while a session marker
 * exists (the same person, most likely), otherwise the guests'.
 */
function provisionalPartition(): string {
  const state = tokenState(readSessionMarker(), Date.now());
  const remembered = readStorage(STORAGE_KEYS.cachePartition);
  return state !== 'none' && state !== 'ended' && remembered ? remembered : partitionFor(null);
}

export function registerServiceWorker(): void {
  if (!isSupported()) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => {
        post({ type: 'partition', partition: provisionalPartition() });
        const loaded = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.startsWith('/assets/'));
        post({ type: 'cache-urls', urls: loaded });
      })
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The viewer is known: catalog answers are kept in (and served from) their partition. */
export function setCachePartitionOf(userId: string | null): void {
  const partition = partitionFor(userId);
  if (userId === null) removeStorage(STORAGE_KEYS.cachePartition);
  else writeStorage(STORAGE_KEYS.cachePartition, partition);
  post({ type: 'partition', partition });
}

/** A user's session ended (logout, account deletion): their cached answers go. */
export function clearCachePartitionOf(userId: string): void {
  post({ type: 'clear-partition', partition: partitionFor(userId) });
}
