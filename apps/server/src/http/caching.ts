import type { FastifyInstance } from 'fastify';
import { viewerKindOf } from './viewer-of.js';

/** How long browsers and shared caches may keep a catalog read. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * Catalog GETs may be cached briefly by browsers and shared caches; @fastify/etag adds the ETag
 * that turns a revalidation into a 304. A route that resolves its viewer (`viewerOf`) answers
 * differently for a signed-in user (owned packs, the origins lock): that answer is private and
 * revalidated on every use (a purchase must show at once), and both kinds vary on the
 * credentials, so no cache hands a guest's answer to a user or one user's to another.
 */
export function useCatalogCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // A 304 carries the headers the 200 would have (RFC 9110 §15.4.5).
    const isCacheable = reply.statusCode === 200 || reply.statusCode === 304;
    if (isRead && isCacheable && !reply.hasHeader('cache-control')) {
      const viewerKind = viewerKindOf(request);
      reply.header(
        'Cache-Control',
        viewerKind === 'user' ? 'private, no-cache' : CATALOG_CACHE_CONTROL,
      );
      const ours =
        viewerKind === null ? 'Accept-Encoding' : 'Accept-Encoding, Cookie, Authorization';
      // Added to what the route said it varies on (the language of a translated body).
      const vary = reply.getHeader('vary');
      reply.header('Vary', vary ? `${String(vary)}, ${ours}` : ours);
    }
    return payload;
  });
}
