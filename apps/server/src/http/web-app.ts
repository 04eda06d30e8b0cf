import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { splitLanguagePath } from '@parallax/core/rules/language-path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { preferredEncoding, type ContentCoding } from './compression.js';
import { sendNotFound } from './error-handler.js';
import { pageLanguageOf } from './language.js';
import { renderPageHtml, type PageHead } from './page-head.js';
import { defaultHead, notFoundHead, resolvePage, type PageLookup } from './page-routes.js';

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
 * Whether a request asks for JSON rather than a page: an Accept header that names JSON and not
 * HTML. Browsers ask for HTML; curl, link unfurlers and many crawlers accept any type or send no
 * Accept at all, and get the page too.
 */
function asksForJson(request: FastifyRequest): boolean {
  const accepted = (request.headers.accept ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
    .map(([type]) => type?.trim() ?? '');
  if (accepted.includes('text/html')) return false;
  return accepted.some((type) => type === 'application/json' || type.endsWith('+json'));
}

function encode(html: string, encoding: ContentCoding): Buffer | string {
  if (encoding === 'br') {
    return brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (encoding === 'gzip') return gzipSync(html);
  return html;
}

/** Compressed pages kept, the most recently sent first out last. */
const MAX_ENCODED_PAGES = 256;

/**
 * `encode`, once per page: most requests are for the same few pages (the store, the popular
 * packs) written the same way until the catalog changes, so each one's compressed bytes are kept
 * by the page's digest and encoding (about 5 KB each; the least recently sent go first).
 */
function createPageEncoder() {
  const kept = new Map<string, Buffer | string>();
  return (html: string, encoding: ContentCoding): Buffer | string => {
    if (encoding === 'identity') return html;
    const key = `${encoding}:${createHash('sha1').update(html).digest('base64')}`;
    const known = kept.get(key);
    if (known !== undefined) {
      kept.delete(key);
      kept.set(key, known);
      return known;
    }
    const encoded = encode(html, encoding);
    if (kept.size >= MAX_ENCODED_PAGES) kept.delete(kept.keys().next().value ?? '');
    kept.set(key, encoded);
    return encoded;
  };
}

/** Variants kept per head: its page's path (with or without a trailing slash) and encoding. */
const MAX_PAGES_PER_HEAD = 8;

/**
 * The page as sent (written and encoded) per head object: the heads made of the catalog (the
 * store, the packs) are kept per catalog version (catalog.heads.ts), so a repeated visit sends the
 * same bytes again instead of writing the page, its JSON-LD and its digest anew (~260 KB of
 * garbage per store page). A head made per request (documents, a 404) takes its page with it.
 */
function createPageMemo() {
  const byHead = new WeakMap<PageHead, Map<string, Buffer | string>>();
  return (head: PageHead, key: string, make: () => Buffer | string): Buffer | string => {
    let pages = byHead.get(head);
    if (!pages) {
      pages = new Map();
      byHead.set(head, pages);
    }
    let page = pages.get(key);
    if (page === undefined) {
      page = make();
      if (pages.size < MAX_PAGES_PER_HEAD) pages.set(key, page);
    }
    return page;
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, and for any other GET that does not
 * ask for JSON the app's index.html — never cached, with the page's head (title, description,
 * addresses, Open Graph, JSON-LD) and first screen written in, and HTTP 404 for a page the app
 * does not have (it still renders its 404). `/es/…` is the Spanish page whatever the visitor
 * chose before; a plain path is in the visitor's language (chosen in the app, else the browser's).
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { webDistDir: string; publicUrl: string; pages: PageLookup },
): Promise<void> {
  const { webDistDir, publicUrl, pages } = options;
  const encodePage = createPageEncoder();
  const pageOf = createPageMemo();
  const indexFile = join(webDistDir, 'index.html');
  // Read once: a deploy replaces the build and restarts the server.
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (template === null) {
    app.log.warn(`No built web app in ${webDistDir}: run npm run build. Serving the API only.`);
  } else {
    const setHeaders: FastifyStaticOptions['setHeaders'] = (res, path) => {
      res.header('Cache-Control', cacheControlFor(path, webDistDir));
    };
    // The few files at the build's root get a route each (an unknown path is then a page, answered
    // by the not-found handler below without touching the disk); the hashed assets, hundreds of
    // files, one wildcard route (a route costs ~2 KB of heap for as long as the process runs).
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      decorateReply: true,
      // The web build writes .br and .gz beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders,
    });
    await app.register(fastifyStatic, {
      root: join(webDistDir, 'assets'),
      prefix: '/assets/',
      index: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders,
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (
      template !== null &&
      !isApi &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !asksForJson(request)
    ) {
      const address = splitLanguagePath(request.url.split('?')[0] ?? '/');
      const path = address.path.length > 1 ? address.path.replace(/\/+$/, '') : address.path;
      const language = address.language ?? pageLanguageOf(request);
      const head = await resolvePage(path, language, pages).catch((error: unknown) => {
        // A failed lookup must not take the page down: serve it with the store's head.
        request.log.error({ err: error }, 'page head lookup failed');
        return defaultHead(language);
      });
      // The not-found handler is not a route, so the compression hook does not see it.
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const shown = head ?? notFoundHead(language);
      const page = pageOf(shown, `${path}\n${language}\n${encoding}`, () =>
        encodePage(renderPageHtml(template, shown, { publicUrl, path, language }), encoding),
      );
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply
        .code(head ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept, Accept-Encoding, Accept-Language, Cookie')
        .send(page);
    }
    return sendNotFound(request, reply);
  });
}
