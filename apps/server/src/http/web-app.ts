import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './error-handler.js';
import { isKnownPage, type PageLookup } from './page-routes.js';

const API_PREFIXES = ['/api/', '/store/api/', '/static/'];

/**
 * Hashed assets never change; index.html must be revalidated so a deploy is seen at once, and so
 * must the service worker and the web app manifest: the browser checks the worker for updates
 * through the HTTP cache, and a worker kept stale would keep serving the previous deploy.
 */
function cacheControlFor(path: string, webDistDir: string): string {
  if (path.startsWith(join(webDistDir, 'assets'))) return 'public, max-age=31536000, immutable';
  if (/\.html(\.br|\.gz)?$/.test(path)) return 'no-cache';
  if (/[\\/](sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/.test(path)) return 'no-cache';
  return 'public, max-age=300';
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the
 * SPA's history fallback for any other GET that asks for HTML.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  pages: PageLookup,
): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (!hasWebApp) {
    app.log.warn(`No built web app in ${webDistDir}: run npm run build. Serving the API only.`);
  } else {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: true,
      // The web build writes .br and .gz beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('Cache-Control', cacheControlFor(path, webDistDir));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    if (
      hasWebApp &&
      !isApi &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      wantsHtml
    ) {
      // The page the app cannot show still gets the app (it renders its 404 page), with a 404.
      const path = request.url.split('?')[0] ?? '/';
      const isKnown = await isKnownPage(path, pages).catch(() => false);
      return reply.code(isKnown ? 200 : 404).sendFile('index.html', webDistDir);
    }
    return sendNotFound(request, reply);
  });
}
