/**
 * The service worker (spec 1 §7 last paragraph, §8, §9; spec 2 §7 "Caching"). It keeps:
 * - the app shell — pages (index.html) and hashed assets — so a page visited before renders with
 *   the server unreachable; pages network-first, hashed assets cache-first (they never change);
 * - the content-related GETs (cache-rules.ts), network-first, for one month, in the partition of
 *   the current viewer (a user or guests), served when the network fails and marked so the page
 *   shows 'No internet connection';
 * - the public demo images, cache-first.
 * It also shows web pushes (spec 2 §2-§4 notifications, push-rules.ts) and opens their link when
 * one is clicked.
 * Built on its own into dist/sw.js (vite.config.ts), registered by lib/service-worker.ts.
 */
import {
  apiCacheKey,
  apiCacheName,
  CACHED_AT_HEADER,
  GUEST_PARTITION,
  isApiCacheName,
  isCatalogRequest,
  isDemoImageRequest,
  isExpired,
  isAppPageRequest,
  isHashedAssetRequest,
  isPartition,
  MEDIA_CACHE,
  OFFLINE_HEADER,
  parseWorkerMessage,
  shellCacheName,
  SHELL_CACHE_PREFIX,
  STATE_CACHE,
  withoutFirstScreen,
} from './cache-rules';
import {
  clickTarget,
  GENERIC_PUSH_TITLE,
  parsePushPayload,
  PUSH_RECEIVED_MESSAGE,
  pushDisplay,
  readNotificationData,
  type PushDisplay,
} from './push-rules';

/** Injected by the build: the entry's assets and the public files, and a hash of them. */
declare const __SW_PRECACHE__: string[];
declare const __SW_VERSION__: string;

// The worker globals this file uses (the project compiles against the DOM library).
type ExtendableEvent = Event & { waitUntil: (promise: Promise<unknown>) => void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith: (response: Promise<Response>) => void;
};
type ExtendableMessageEvent = ExtendableEvent & { data: unknown };
type PushEvent = ExtendableEvent & { data: { text: () => string } | null };
type NotificationEvent = ExtendableEvent & { notification: Notification };
type WindowClient = {
  url: string;
  postMessage: (message: unknown) => void;
  focus: () => Promise<WindowClient>;
  navigate: (url: string) => Promise<WindowClient | null>;
};
type WorkerScope = {
  location: { origin: string };
  registration: ServiceWorkerRegistration;
  skipWaiting: () => Promise<void>;
  clients: {
    claim: () => Promise<void>;
    matchAll: (options: {
      type: 'window';
      includeUncontrolled: boolean;
    }) => Promise<WindowClient[]>;
    openWindow: (url: string) => Promise<WindowClient | null>;
  };
  addEventListener: ((
    type: 'install' | 'activate',
    listener: (event: ExtendableEvent) => void,
  ) => void) &
    ((type: 'fetch', listener: (event: FetchEvent) => void) => void) &
    ((type: 'message', listener: (event: ExtendableMessageEvent) => void) => void) &
    ((type: 'push', listener: (event: PushEvent) => void) => void) &
    ((type: 'notificationclick', listener: (event: NotificationEvent) => void) => void);
};

const worker = self as unknown as WorkerScope;
const ORIGIN = worker.location.origin;
const SHELL = shellCacheName(__SW_VERSION__);
/** The page every path of the single-page app falls back to. */
const APP_SHELL = '/';
const PUBLIC_FILES = new Set(__SW_PRECACHE__.filter((path) => !path.startsWith('/assets/')));
const MEDIA_CACHE_MAX_ENTRIES = 300;
const PARTITION_KEY = '/__parallax-sw/partition';
const ANY_VARY = { ignoreVary: true };

// The server sends the app only to requests that accept HTML.
const shellRequest = (path: string) => new Request(path, { headers: { Accept: 'text/html' } });

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) =>
        cache.addAll([
          shellRequest(APP_SHELL),
          ...__SW_PRECACHE__.map((path) => new Request(path)),
        ]),
      )
      .then(() => worker.skipWaiting()),
  );
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

// The partition survives the worker being stopped and started again between events.
let partition: string | null = null;

async function currentPartition(): Promise<string> {
  if (partition) return partition;
  const stored = await (await caches.open(STATE_CACHE)).match(PARTITION_KEY);
  const name = stored ? await stored.text() : null;
  partition = isPartition(name) ? name : GUEST_PARTITION;
  return partition;
}

async function setPartition(name: string): Promise<void> {
  partition = name;
  await (await caches.open(STATE_CACHE)).put(PARTITION_KEY, new Response(name));
}

worker.addEventListener('message', (event) => {
  const message = parseWorkerMessage(event.data);
  if (message?.type === 'partition') event.waitUntil(setPartition(message.partition));
  if (message?.type === 'clear-partition') {
    event.waitUntil(
      (async () => {
        await caches.delete(apiCacheName(message.partition));
        if ((await currentPartition()) === message.partition) await setPartition(GUEST_PARTITION);
      })(),
    );
  }
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

/**
 * spec 2 §3-§4 web push: a push carries a notification (core PushPayload); it is shown with its
 * image and icon, tagged with its id (the same notification pushed twice shows once) and keeps
 * its link for the click. Every push shows a notification (browsers require it of a subscription
 * made to show them all): one the worker cannot read shows the generic one, and one the browser
 * refuses to show as it is (its image) shows without its pictures. The site's open windows are
 * told, so they read their notifications again (the bell's count).
 */
worker.addEventListener('push', (event) => {
  const display = pushDisplay(parsePushPayload(event.data?.text()), ORIGIN);
  event.waitUntil(Promise.all([showPush(display), tellWindowsOfPush()]));
});

async function showPush(display: PushDisplay): Promise<void> {
  const plain = {
    body: display.body,
    ...(display.tag ? { tag: display.tag } : {}),
    data: display.data,
  };
  try {
    await worker.registration.showNotification(display.title, {
      ...plain,
      icon: display.icon,
      // Not in TypeScript's DOM library yet; Chromium shows it large under the text.
      ...(display.image ? { image: display.image } : {}),
    });
  } catch (error) {
    console.warn('The push could not be shown with its pictures; showing it without', error);
    await worker.registration.showNotification(display.title || GENERIC_PUSH_TITLE, plain);
  }
}

async function tellWindowsOfPush(): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    if (new URL(client.url).origin === ORIGIN) client.postMessage(PUSH_RECEIVED_MESSAGE);
  }
}

/**
 * A click on a pushed notification: it closes, and its link opens — a link of the site in an
 * open window of the site (focused, then taken there), else in a new window, as does a link
 * elsewhere.
 */
worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = readNotificationData(event.notification.data);
  event.waitUntil(openNotificationLink(data?.link ?? null));
});

async function openNotificationLink(link: string | null): Promise<void> {
  const target = clickTarget(link, ORIGIN);
  if (target.isSameOrigin) {
    const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((client) => new URL(client.url).origin === ORIGIN);
    if (open) {
      // Focusing needs the click's user activation; without it the window is still taken there.
      const focused = await open.focus().catch(() => open);
      const navigated = await focused.navigate(target.url).catch(() => null);
      if (navigated) return;
    }
  }
  await worker.clients.openWindow(target.url);
}

async function pageFromNetworkFirst(event: FetchEvent, url: URL): Promise<Response> {
  const cache = await caches.open(SHELL);
  try {
    const response = await fetch(event.request);
    // Each page is kept by path: the server puts the page's own title and description in it.
    const isStorable = !/no-store/.test(response.headers.get('Cache-Control') ?? '');
    if (response.status === 200 && isStorable) {
      event.waitUntil(cache.put(url.pathname, response.clone()));
    }
    return response;
  } catch (error) {
    const cached = await cache.match(url.pathname, ANY_VARY);
    if (cached) return cached;
    const shell = await cache.match(APP_SHELL, ANY_VARY);
    if (!shell) throw error;
    // A new body, decoded: the stored encoding and length no longer describe it.
    const headers = new Headers(shell.headers);
    headers.delete('Content-Encoding');
    headers.delete('Content-Length');
    const body = withoutFirstScreen(await shell.text());
    return new Response(body, { status: shell.status, statusText: shell.statusText, headers });
  }
}

async function catalogFromNetworkFirst(event: FetchEvent, url: URL): Promise<Response> {
  const cache = await caches.open(apiCacheName(await currentPartition()));
  const key = apiCacheKey(url, event.request.headers.get('User-Language'));
  try {
    const response = await fetch(event.request);
    if (response.status === 200) {
      event.waitUntil(
        withHeader(response.clone(), CACHED_AT_HEADER, String(Date.now())).then((stamped) =>
          cache.put(key, stamped),
        ),
      );
    }
    return response;
  } catch (error) {
    const cached = await cache.match(key, ANY_VARY);
    if (cached && !isExpired(cached.headers.get(CACHED_AT_HEADER), Date.now())) {
      return withHeader(cached, OFFLINE_HEADER, '1');
    }
    if (cached) await cache.delete(key, ANY_VARY);
    throw error;
  }
}

async function fromCacheFirst(
  event: FetchEvent,
  cacheName: string,
  maxEntries?: number,
): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(event.request, ANY_VARY);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.status === 200) {
    event.waitUntil(cache.put(event.request, response.clone()).then(() => trim(cache, maxEntries)));
  }
  return response;
}

async function publicFileFromNetworkFirst(event: FetchEvent, url: URL): Promise<Response> {
  try {
    return await fetch(event.request);
  } catch (error) {
    const cached = await (await caches.open(SHELL)).match(url.pathname, ANY_VARY);
    if (cached) return cached;
    throw error;
  }
}

async function cacheAssets(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(SHELL);
  for (const href of urls) {
    const url = new URL(href, ORIGIN);
    if (!isHashedAssetRequest(url, ORIGIN) || (await cache.match(url.pathname))) continue;
    await cache.add(url.pathname).catch((error: unknown) => {
      console.warn(`Could not keep ${url.pathname} for offline use`, error);
    });
  }
}

async function withHeader(response: Response, name: string, value: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

async function deleteExpired(cacheName: string): Promise<void> {
  const cache = await caches.open(cacheName);
  const now = Date.now();
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response || isExpired(response.headers.get(CACHED_AT_HEADER), now)) {
      await cache.delete(request);
    }
  }
}

/** Keeps at most `maxEntries`, dropping the oldest first (keys come in insertion order). */
async function trim(cache: Cache, maxEntries: number | undefined): Promise<void> {
  if (maxEntries === undefined) return;
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - maxEntries))) {
    await cache.delete(request);
  }
}
