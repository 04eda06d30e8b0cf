import type { FastifyInstance } from 'fastify';

/** How long browsers and shared caches may keep a catalog read. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * Catalog GETs may be cached briefly by browsers and shared caches; @fastify/etag adds the ETag
 * that turns a revalidation into a 304. A response that depends on who asks (owned, in library)
 * must be marked private by the route that makes it so.
 */
export function useCatalogCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // A 304 carries the headers the 200 would have (RFC 9110 §15.4.5).
    const isCacheable = reply.statusCode === 200 || reply.statusCode === 304;
    if (isRead && isCacheable && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', CATALOG_CACHE_CONTROL);
      reply.header('Vary', 'Accept-Encoding');
    }
    return payload;
  });
}
