import {
  apiCacheKey,
  apiCacheName,
  CACHED_AT_HEADER,
  GUEST_PARTITION,
  isExpired,
  isPartition,
  OFFLINE_HEADER,
  STATE_CACHE,
} from './cache-rules';
import { ANY_VARY, type FetchEvent } from './worker-scope';

/**
 * The content-related GETs (cache-rules.ts, spec 2 §7 "Caching"), network-first, for one month,
 * in the partition of the current viewer (a user or guests), served when the network fails and
 * marked so the page shows 'No internet connection'.
 */

const PARTITION_KEY = '/__parallax-sw/partition';

// The partition survives the worker being stopped and started again between events.
let partition: string | null = null;

async function currentPartition(): Promise<string> {
  if (partition) return partition;
  const stored = await (await caches.open(STATE_CACHE)).match(PARTITION_KEY);
  const name = stored ? await stored.text() : null;
  partition = isPartition(name) ? name : GUEST_PARTITION;
  return partition;
}

export async function setPartition(name: string): Promise<void> {
  partition = name;
  await (await caches.open(STATE_CACHE)).put(PARTITION_KEY, new Response(name));
}

/** A viewer's kept answers leave (they signed out); guests' partition is current if theirs was. */
export async function clearPartition(name: string): Promise<void> {
  await caches.delete(apiCacheName(name));
  if ((await currentPartition()) === name) await setPartition(GUEST_PARTITION);
}

export async function catalogFromNetworkFirst(event: FetchEvent, url: URL): Promise<Response> {
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

async function withHeader(response: Response, name: string, value: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

export async function deleteExpired(cacheName: string): Promise<void> {
  const cache = await caches.open(cacheName);
  const now = Date.now();
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response || isExpired(response.headers.get(CACHED_AT_HEADER), now)) {
      await cache.delete(request);
    }
  }
}
