import type { FastifyInstance } from 'fastify';
import { viewerKindOf } from './viewer-of.js';

/** How long browsers and shared caches may keep a catalog read. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * Catalog GETs may be cached briefly by browsers and shared caches; http/etags.ts adds the ETag
 * that turns a revalidation into a 304. A route that resolves its viewer (`viewerOf`) answers
 * differently for a signed-in user (owned packs, the origins lock): that answer is private and
 * revalidated on every use (a purchase must show at once), and both kinds vary on the
 * credentials, so no cache hands a guest's answer to a user or one user's to another.
 */
export function useCatalogCaching(app: FastifyInstance): void {
  // Every catalog text may be translated (User-Language, spec 1 §7); a viewer's answer also
  // depends on the credentials.
  const plainVary = ['Accept-Encoding', 'User-Language', 'Accept-Language'];
  const viewerVary = [...plainVary, 'Cookie', 'Authorization'];
  const joined = { plain: plainVary.join(', '), viewer: viewerVary.join(', ') };
  // A callback hook: every catalog read passes here.
  app.addHook('onSend', (request, reply, payload, done) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // A 304 carries the headers the 200 would have (RFC 9110 §15.4.5).
    const isCacheable = reply.statusCode === 200 || reply.statusCode === 304;
    if (isRead && isCacheable && !reply.hasHeader('cache-control')) {
      const viewerKind = viewerKindOf(request);
      reply.header(
        'Cache-Control',
        viewerKind === 'user' ? 'private, no-cache' : CATALOG_CACHE_CONTROL,
      );
      // A route that resolved its viewer (guest or user) answers per credentials.
      const ours = viewerKind === null ? 'plain' : 'viewer';
      const routes = reply.getHeader('vary');
      reply.header(
        'Vary',
        routes === undefined
          ? joined[ours]
          : mergedVary(String(routes), ours === 'plain' ? plainVary : viewerVary),
      );
    }
    done(null, payload);
  });
}

/** The route's Vary names, then ours, each once (names compare without case). */
function mergedVary(routes: string, ours: readonly string[]): string {
  const names = [
    ...routes
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    ...ours,
  ];
  const seen = new Set<string>();
  return names
    .filter((name) => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()))
    .join(', ');
}

/** Answers about an account or a session are per user: never cached. */
export function useNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
