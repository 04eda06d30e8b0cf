/**
 * The service worker (spec 1 §7 last paragraph, §8, §9; spec 2 §7 "Caching"). It keeps:
 * - the app shell — pages (index.html) and hashed assets — so a page visited before renders with
 *   the server unreachable; pages network-first, hashed assets cache-first (they never change)
 *   (app-shell.ts);
 * - the content-related GETs (cache-rules.ts), network-first, for one month, in the partition of
 *   the current viewer (a user or guests), served when the network fails and marked so the page
 *   shows 'No internet connection' (api-cache.ts);
 * - the public demo images, cache-first (cache-first.ts).
 * It also shows web pushes (spec 2 §2-§4 notifications, push-rules.ts, push-display.ts) and opens
 * their link when one is clicked.
 * Built on its own into dist/sw.js (vite.config.ts), registered by lib/service-worker.ts.
 */
import { catalogFromNetworkFirst, clearPartition, deleteExpired, setPartition } from './api-cache';
import {
  cacheAssets,
  keepShell,
  pageFromNetworkFirst,
  PUBLIC_FILES,
  publicFileFromNetworkFirst,
  SHELL,
} from './app-shell';
import { fromCacheFirst } from './cache-first';
import {
  isApiCacheName,
  isAppPageRequest,
  isCatalogRequest,
  isDemoImageRequest,
  isHashedAssetRequest,
  MEDIA_CACHE,
  parseWorkerMessage,
  SHELL_CACHE_PREFIX,
} from './cache-rules';
import { openNotificationLink, showPush, tellWindowsOfPush } from './push-display';
import { parsePushPayload, pushDisplay, readNotificationData } from './push-rules';
import { ORIGIN, worker } from './worker-scope';

const MEDIA_CACHE_MAX_ENTRIES = 300;

worker.addEventListener('install', (event) => {
  event.waitUntil(keepShell().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL) await caches.delete(name);
        else if (isApiCacheName(name)) await deleteExpired(name);
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const message = parseWorkerMessage(event.data);
  if (message?.type === 'partition') event.waitUntil(setPartition(message.partition));
  if (message?.type === 'clear-partition') event.waitUntil(clearPartition(message.partition));
  // Assets the page loaded before this worker controlled it.
  if (message?.type === 'cache-urls') event.waitUntil(cacheAssets(message.urls));
  // The update prompt (features/app-update) lets a new worker that waits take over. Install skips
  // waiting by itself once the new files are kept: this is for a worker that waits all the same.
  if (message?.type === 'skip-waiting') event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    if (isAppPageRequest(url, ORIGIN)) event.respondWith(pageFromNetworkFirst(event, url));
  } else if (isCatalogRequest(url, ORIGIN)) {
    event.respondWith(catalogFromNetworkFirst(event, url));
  } else if (isHashedAssetRequest(url, ORIGIN)) {
    event.respondWith(fromCacheFirst(event, SHELL));
  } else if (isDemoImageRequest(url, ORIGIN)) {
    event.respondWith(fromCacheFirst(event, MEDIA_CACHE, MEDIA_CACHE_MAX_ENTRIES));
  } else if (url.origin === ORIGIN && PUBLIC_FILES.has(url.pathname)) {
    event.respondWith(publicFileFromNetworkFirst(event, url));
  }
});

// Every push shows a notification, and the site's open windows are told (the bell's count).
worker.addEventListener('push', (event) => {
  const display = pushDisplay(parsePushPayload(event.data?.text()), ORIGIN);
  event.waitUntil(Promise.all([showPush(display), tellWindowsOfPush()]));
});

// A click on a pushed notification: it closes, and its link opens.
worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = readNotificationData(event.notification.data);
  event.waitUntil(openNotificationLink(data?.link ?? null));
});
