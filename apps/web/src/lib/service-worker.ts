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

/** How long an update waits for the new worker before reloading anyway. */
const TAKE_OVER_TIMEOUT_MS = 10_000;

/**
 * Loads the newest deploy (the update prompt, features/app-update): asks the browser to fetch the
 * worker again, lets a new one take over (a waiting one is told to skip waiting) so the reloaded
 * page starts with the new files kept for offline use, then reloads. Without a worker, or when
 * it takes too long, it reloads at once: the page itself comes from the network first.
 */
export async function reloadWithNewestWorker(): Promise<void> {
  if (isSupported()) {
    try {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
      const incoming = registration?.installing ?? registration?.waiting;
      if (incoming) await takeOver(incoming);
    } catch (error) {
      console.warn('The new service worker did not take over; reloading anyway', error);
    }
  }
  window.location.reload();
}

function takeOver(incoming: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, TAKE_OVER_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    navigator.serviceWorker.addEventListener('controllerchange', done, { once: true });
    const follow = () => {
      if (incoming.state === 'installed') {
        incoming.postMessage({ type: 'skip-waiting' } satisfies WorkerMessage);
      }
      if (incoming.state === 'activated' || incoming.state === 'redundant') done();
    };
    incoming.addEventListener('statechange', follow);
    follow();
  });
}
