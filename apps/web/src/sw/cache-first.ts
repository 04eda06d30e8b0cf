import { ANY_VARY, type FetchEvent } from './worker-scope';

/**
 * Cache-first answers: hashed assets (they never change) and the public demo images, whose cache
 * keeps at most `maxEntries`.
 */
export async function fromCacheFirst(
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

/** Keeps at most `maxEntries`, dropping the oldest first (keys come in insertion order). */
async function trim(cache: Cache, maxEntries: number | undefined): Promise<void> {
  if (maxEntries === undefined) return;
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - maxEntries))) {
    await cache.delete(request);
  }
}
