import { isHashedAssetRequest, shellCacheName, withoutFirstScreen } from './cache-rules';
import { ANY_VARY, type FetchEvent, ORIGIN, PRECACHE, VERSION } from './worker-scope';

/**
 * The app shell (spec 1 §7 last paragraph, §8): pages (index.html) and hashed assets, kept so a
 * page visited before renders with the server unreachable; pages network-first, the public files
 * network-first, hashed assets cache-first (they never change).
 */

export const SHELL = shellCacheName(VERSION);
/** The page every path of the single-page app falls back to. */
const APP_SHELL = '/';
export const PUBLIC_FILES = new Set(PRECACHE.filter((path) => !path.startsWith('/assets/')));

// The server sends the app only to requests that accept HTML.
const shellRequest = (path: string) => new Request(path, { headers: { Accept: 'text/html' } });

/** On install: the app shell and every file the build listed. */
export async function keepShell(): Promise<void> {
  const cache = await caches.open(SHELL);
  await cache.addAll([shellRequest(APP_SHELL), ...PRECACHE.map((path) => new Request(path))]);
}

export async function pageFromNetworkFirst(event: FetchEvent, url: URL): Promise<Response> {
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

export async function publicFileFromNetworkFirst(event: FetchEvent, url: URL): Promise<Response> {
  try {
    return await fetch(event.request);
  } catch (error) {
    const cached = await (await caches.open(SHELL)).match(url.pathname, ANY_VARY);
    if (cached) return cached;
    throw error;
  }
}

/** Assets the page loaded before this worker controlled it. */
export async function cacheAssets(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(SHELL);
  for (const href of urls) {
    const url = new URL(href, ORIGIN);
    if (!isHashedAssetRequest(url, ORIGIN) || (await cache.match(url.pathname))) continue;
    await cache.add(url.pathname).catch((error: unknown) => {
      console.warn(`Could not keep ${url.pathname} for offline use`, error);
    });
  }
}
