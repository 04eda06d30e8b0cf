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
      // Every catalog text may be translated (User-Language, spec 1 §7); a viewer's answer also
      // depends on the credentials.
      const ours = ['Accept-Encoding', 'User-Language', 'Accept-Language'];
      if (viewerKind !== null) ours.push('Cookie', 'Authorization');
      const routes = String(reply.getHeader('vary') ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const names = [...routes, ...ours];
      const seen = new Set<string>();
      reply.header(
        'Vary',
        names
          .filter((name) => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()))
          .join(', '),
      );
    }
    return payload;
  });
}

/** Answers about an account or a session are per user: never cached. */
export function useNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
