/**
 * The offline cache's rules (spec 1 §7 last paragraph, §9; spec 2 §7 "Caching", §9), shared by
 * the service worker (sw/service-worker.ts) and the page (lib/service-worker.ts). Pure: no DOM,
 * no worker globals.
 *
 * The content-related GETs are kept per viewer — a partition per signed-in user and one for
 * guests — because their answers may come to depend on who asks (owned, in library). The worker
 * cannot read the httpOnly session cookies, so the page tells it the partition by message.
 */

/** spec 1 §9: cache expiry one month (a month is 30 days). */
export const API_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export const GUEST_PARTITION = 'guest';
const USER_PARTITION = /^user-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The partition of a viewer: `user-<id>`, or `guest` when signed out. */
export function partitionFor(userId: string | null): string {
  return userId === null ? GUEST_PARTITION : `user-${userId.toLowerCase()}`;
}

export function isPartition(value: unknown): value is string {
  return typeof value === 'string' && (value === GUEST_PARTITION || USER_PARTITION.test(value));
}

const API_CACHE_PREFIX = 'parallax-api-';
/** The app shell (pages and hashed assets) and public demo images are the same for everyone. */
export const SHELL_CACHE_PREFIX = 'parallax-shell-';
export const MEDIA_CACHE = 'parallax-media';
/** Where the worker keeps what it must remember across restarts (the current partition). */
export const STATE_CACHE = 'parallax-sw-state';

export const apiCacheName = (partition: string): string => `${API_CACHE_PREFIX}${partition}`;
export const isApiCacheName = (name: string): boolean => name.startsWith(API_CACHE_PREFIX);
export const shellCacheName = (version: string): string => `${SHELL_CACHE_PREFIX}${version}`;

/**
 * spec 2 §7 first set of calls — content lists, collection lists, content by id or identifier
 * (optimized, additional, metadata), categories, sectioned content, a creator's content, models,
 * tags — and the other catalog reads: the FAQ, documents, the blog and origins packs.
 * Under either API prefix (spec 1 §6).
 */
const CATALOG_GET =
  /^\/(?:store\/)?api\/v1\/(?:content|collection|category|sectioned-content|username|model|tags|faq|documents|blog|origins-pack)(?:\/|$)/;

export function isCatalogRequest(url: URL, origin: string): boolean {
  return url.origin === origin && CATALOG_GET.test(url.pathname);
}

/** Paths the server answers itself (API, media, provider and sign-in pages): never the app. */
const SERVER_PATHS = /^\/(?:api|store\/api|static|age-verification|oauth2|login\/oauth2)\//;

/** A page of the single-page app, kept for offline use. */
export function isAppPageRequest(url: URL, origin: string): boolean {
  return url.origin === origin && !SERVER_PATHS.test(url.pathname);
}

const DEMO_IMAGE = /^\/static\/demo\/.+\.(?:jpe?g|png|webp|avif|svg)$/i;

export function isDemoImageRequest(url: URL, origin: string): boolean {
  return url.origin === origin && DEMO_IMAGE.test(url.pathname);
}

export function isHashedAssetRequest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/**
 * The cache key of a catalog answer: its URL plus the language it was asked in (answers differ by
 * User-Language, e.g. the FAQ), so an offline Spanish page never shows a cached English answer.
 */
export function apiCacheKey(url: URL, language: string | null): string {
  const key = new URL(url.href);
  key.hash = '';
  key.searchParams.set('__language', language ?? '');
  return key.href;
}

/** Every stored answer carries the time it was stored, for the one-month expiry. */
export const CACHED_AT_HEADER = 'x-parallax-cached-at';
/** Marks an answer served from the cache because the network failed (the page then says so). */
export const OFFLINE_HEADER = 'x-parallax-offline';

export function isExpired(cachedAt: string | null, now: number): boolean {
  const at = Number(cachedAt);
  return !cachedAt || !Number.isFinite(at) || now - at >= API_CACHE_MAX_AGE_MS || at > now + 60_000;
}

/** Messages the page sends the worker. */
export type WorkerMessage =
  | { type: 'partition'; partition: string }
  | { type: 'clear-partition'; partition: string }
  | { type: 'cache-urls'; urls: string[] }
  /** A new worker waiting for the old one's pages to close takes over now (an app update). */
  | { type: 'skip-waiting' };

export function parseWorkerMessage(data: unknown): WorkerMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (
    (message.type === 'partition' || message.type === 'clear-partition') &&
    isPartition(message.partition)
  ) {
    return { type: message.type, partition: message.partition };
  }
  if (
    message.type === 'cache-urls' &&
    Array.isArray(message.urls) &&
    message.urls.every((url) => typeof url === 'string')
  ) {
    return { type: 'cache-urls', urls: message.urls.slice(0, 500) };
  }
  if (message.type === 'skip-waiting') return { type: 'skip-waiting' };
  return null;
}

/**
 * The app shell without the page content the server wrote into it: the cached store page (`/`)
 * serves offline as the shell of any page not cached itself, and must not show the store's first
 * screen there while the app starts.
 */
export function withoutFirstScreen(html: string): string {
  return html.replace(
    /<div id="root">[\s\S]*?<\/div>(\s*)(?=<\/body>)/i,
    '<div id="root"></div>$1',
  );
}
