import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { contentPacks } from '../modules/catalog/catalog.schema.js';
import { createTestApp, openTestDatabase, testConfig } from '../test/test-app.js';

let app: FastifyInstance;
let webDist: string;
const script = `console.log(${JSON.stringify('parallax '.repeat(200))});`;
const serviceWorker = 'self.addEventListener("fetch", () => {});';

beforeAll(async () => {
  // A minimal build of the web app, as apps/web's vite build lays it out.
  webDist = await mkdtemp(join(tmpdir(), 'parallax-web-'));
  await mkdir(join(webDist, 'assets'));
  const html = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Parallax</title>
<meta name="description" content="Default" />
<link rel="modulepreload" href="/assets/en-1.js" data-language="en">
<link rel="modulepreload" href="/assets/es-1.js" data-language="es">
<link rel="stylesheet" href="/assets/content-page-1.css" data-page="content">
<link rel="modulepreload" href="/assets/content-page-1.js" data-page="content">
<link rel="stylesheet" href="/assets/models-1.css" data-page="pornstars"></head><body><div id="root"></div>
<noscript>${'Parallax needs JavaScript. '.repeat(40)}</noscript></body></html>`;
  await writeFile(join(webDist, 'index.html'), html);
  await writeFile(join(webDist, 'index.html.br'), brotliCompressSync(html));
  await writeFile(join(webDist, 'assets', 'index-abc123.js'), script);
  await writeFile(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(join(webDist, 'sw.js'), serviceWorker);
  await writeFile(join(webDist, 'manifest.webmanifest'), '{"name":"Parallax"}');
  await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await createTestApp({}, { WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://parallax.example' });
});
afterAll(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers any page path with index.html, never cached; 404 for a page that does not exist', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/content/alpine-dawn', 200],
      ['/login?auth=register', 200],
      ['/content/no-such-pack', 404],
      ['/privacy-policy', 200],
      ['/how-to-watch-in-vr?platform=PCVR', 200],
      ['/blog', 200],
      ['/blog/vr-comfort-tips', 200],
      ['/blog/no-such-post', 404],
      ['/pornstars', 200],
      ['/pornstars/lena-hart', 200],
      ['/pornstars/nobody', 404],
      ['/tags/mountains', 200],
      ['/tags/underwater-basket-weaving', 404],
      ['/content-promo/nature-origins', 200],
      ['/content-promo/no-such-pack', 404],
      ['/some/unknown/page', 404],
    ] as const) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(status);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      const compressed = await app.inject({
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers['cache-control']).toBe('no-cache');
    }
  });

  it('writes each page’s title, description and Open Graph card into the HTML, in its language', async () => {
    const content = await app.inject({
      url: '/content/alpine-dawn',
      headers: { accept: 'text/html', 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(content.body).toContain('<html lang="es">');
    expect(content.body).toMatch(/<title data-ssr>[^<]*Alpine Dawn[^<]*<\/title>/);
    expect(content.body).toMatch(/<meta property="og:image" content="http[^"]+\/static\/demo\//);
    expect(content.body).toContain('<meta property="og:type" content="product" data-ssr>');
    expect(content.body).not.toContain('content="Default"');

    // The language chosen in the app (its cookie) wins over the browser's.
    const chosen = await app.inject({
      url: '/',
      headers: {
        accept: 'text/html',
        'accept-language': 'en-US,en;q=0.9',
        cookie: 'parallax_language=es',
      },
    });
    expect(chosen.body).toContain('<html lang="es">');
    expect(chosen.headers.vary).toContain('Cookie');
    // The first language Parallax speaks, not just the first one asked for.
    const second = await app.inject({
      url: '/',
      headers: { accept: 'text/html', 'accept-language': 'fr-FR,fr;q=0.9,es;q=0.8' },
    });
    expect(second.body).toContain('<html lang="es">');

    const missing = await app.inject({ url: '/content/nope', headers: { accept: 'text/html' } });
    expect(missing.body).toContain('<title data-ssr>Page not found | Parallax</title>');
    expect(missing.body).toContain('<meta name="robots" content="noindex" data-ssr>');

    const privatePage = await app.inject({ url: '/library', headers: { accept: 'text/html' } });
    expect(privatePage.body).toContain('<meta name="robots" content="noindex" data-ssr>');
  });

  it('keeps API paths and non-HTML requests out of the fallback', async () => {
    const api = await app.inject({ url: '/api/v1/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ errorType: 'NotFound' });
    const json = await app.inject({
      url: '/some/file.json',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);

    // One wildcard route serves them: a missing one is a 404, and nothing outside assets/ is read.
    const missing = await app.inject('/assets/index-gone.js');
    expect(missing.statusCode).toBe(404);
    expect((await app.inject('/sw.js')).body).toBe(serviceWorker);
    for (const url of ['/assets/..%2fsw.js', '/assets/%2e%2e%2fsw.js', '/assets/..%5csw.js']) {
      expect((await app.inject(url)).body, url).not.toContain(serviceWorker);
    }
  });

  it('has the service worker and the manifest revalidated, so a deploy replaces them at once', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject('/favicon.svg')).headers['cache-control']).toBe('public, max-age=300');
  });

  it('serves the public demo images but not the playable media or the manifest', async () => {
    expect((await app.inject('/static/demo/covers/cover-01.jpg')).statusCode).toBe(200);
    expect((await app.inject('/static/demo/media/pano-360-mono.jpg')).statusCode).toBe(404);
    expect((await app.inject('/static/demo/manifest.json')).statusCode).toBe(404);
  });
});

/** A page as a crawler gets it: HTML whatever it accepts, in the language it asks for. */
/** Markup with the layout's line breaks and indentation taken out, as a browser reads it. */
const squeezed = (markup: string) =>
  markup.replace(/\s+/g, ' ').replace(/>\s+</g, '><').replace(/\s+>/g, '>');

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url, headers: { accept: '*/*', ...headers } });
  const body = response.body;
  const root = squeezed(/<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(body)?.[1] ?? '');
  const jsonLd = [
    ...body.matchAll(/<script type="application\/ld\+json" data-ssr>(.*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
  return { status: response.statusCode, headers: response.headers, body, root, jsonLd };
}

describe('what link previews and search engines see', () => {
  it('answers a page to any request that does not ask for JSON', async () => {
    for (const accept of ['*/*', '', 'text/*', 'image/webp,*/*']) {
      const response = await app.inject({ url: '/', headers: accept ? { accept } : {} });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-type'], accept).toContain('text/html');
      expect(response.headers.vary).toContain('Accept');
    }
    const missing = await app.inject({ url: '/no/such/page', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    for (const accept of ['application/json', 'application/json, text/plain, */*']) {
      const json = await app.inject({ url: '/no/such/page', headers: { accept } });
      expect(json.statusCode, accept).toBe(404);
      expect(json.json(), accept).toMatchObject({ errorType: 'NotFound' });
    }
  });

  it('gives a content page its first screen, its stylesheet and the pack as a Product (USD, 18+)', async () => {
    const { status, body, root, jsonLd } = await page('/content/alpine-dawn');
    expect(status).toBe(200);
    expect(root).toContain('<header class="site-header">');
    expect(root).toContain('<h1>Alpine Dawn</h1>');
    expect(root).toMatch(/<p class="content-description">[^<]{20,}<\/p>/);
    expect(root).toContain('<a class="back-link" href="/">');
    expect(body).toContain(
      '<link rel="stylesheet" href="/assets/content-page-1.css" data-page="content">',
    );
    expect(body).toContain('data-page="content">');
    expect(body).not.toContain('models-1.css');
    expect(jsonLd).toHaveLength(1);
    expect(jsonLd[0]).toMatchObject({
      '@type': 'ItemPage',
      contentRating: '18+',
      mainEntity: { '@type': 'Product', name: 'Alpine Dawn', offers: { priceCurrency: 'USD' } },
    });
    expect(JSON.stringify(jsonLd[0])).toMatch(/"price":"\d+\.\d{2}"/);
  });

  it('gives model, tag, origins pack and blog pages their first screen and structured data', async () => {
    const model = await page('/pornstars/lena-hart');
    expect(model.root).toContain('<h1>Lena Hart</h1>');
    expect(model.root).toContain('<dl class="model-facts" aria-label="Details">');
    expect(model.root).toMatch(/<a class="chip model-chip-link" href="\/tags\/[a-z-]+">/);
    expect(model.root).toMatch(/<ul class="card-grid"><li><article class="card /);
    expect(model.body).toContain('models-1.css');
    expect(model.jsonLd[0]).toMatchObject({
      '@type': 'ProfilePage',
      contentRating: '18+',
      mainEntity: { '@type': 'Person', name: 'Lena Hart' },
    });

    const tag = await page('/tags/mountains');
    expect(tag.root).toContain('<article class="content-page tag-page"><h1>');
    expect(tag.root).toMatch(/<a href="\/content\/[a-z-]+" class="card-link">/);
    expect(tag.jsonLd[0]).toMatchObject({
      '@type': 'CollectionPage',
      url: 'https://parallax.example/tags/mountains',
    });
    expect(JSON.stringify(tag.jsonLd[0])).toContain('"@type":"Product"');

    const origins = await page('/content-promo/nature-origins');
    expect(origins.root).toMatch(
      /<header class="origins-hero"><img class="origins-hero-image" src="\/static\/demo\/[^"]+"/,
    );
    expect(origins.root).toContain('<span class="badge origins-badge-locked">Locked</span>');
    expect(origins.jsonLd[0]).toMatchObject({ '@type': 'CollectionPage', contentRating: '18+' });

    const post = await page('/blog/vr-comfort-tips');
    expect(post.root).toContain('<article class="prose-page prose">');
    expect(post.root).toMatch(
      /<img class="blog-post-cover" src="[^"]+" alt="[^"]+" width="960" height="540"/,
    );
    expect(post.root).toMatch(/<p>[^<]{40,}<\/p>/);
    expect(post.jsonLd[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Seven tips for comfortable VR',
      datePublished: '2026-10-28',
    });
  });

  it('serves /es/ pages in Spanish whatever was chosen before, each naming its languages', async () => {
    const english = { cookie: 'parallax_language=en', 'accept-language': 'en-US,en;q=0.9' };
    const store = await page('/es/', english);
    expect(store.status).toBe(200);
    expect(store.body).toContain('<html lang="es">');
    expect(store.root).toContain('<h1>Entra en la imagen</h1>');
    expect(store.body).toContain('data-language="es"');
    expect(store.body).not.toContain('data-language="en"');

    const content = await page('/es/content/alpine-dawn', english);
    expect(content.status).toBe(200);
    expect(content.root).toContain('<a class="back-link" href="/es/">← Volver a la tienda</a>');
    expect(content.body).toContain(
      '<link rel="canonical" href="https://parallax.example/es/content/alpine-dawn" data-ssr>',
    );
    for (const [language, href] of [
      ['en', '/content/alpine-dawn'],
      ['es', '/es/content/alpine-dawn'],
      ['x-default', '/content/alpine-dawn'],
    ]) {
      expect(content.body).toContain(
        `<link rel="alternate" hreflang="${language}" href="https://parallax.example${href}" data-ssr>`,
      );
    }
    expect(content.body).toContain('<meta property="og:locale" content="es_ES" data-ssr>');
    expect(content.body).toContain(
      '<meta property="og:locale:alternate" content="en_US" data-ssr>',
    );
    expect(content.jsonLd[0]).toMatchObject({
      url: 'https://parallax.example/es/content/alpine-dawn',
    });

    expect((await page('/es/content/no-such-pack')).status).toBe(404);
    expect((await page('/es/es/')).status).toBe(404);
    expect((await page('/es/library')).body).toContain(
      '<meta name="robots" content="noindex" data-ssr>',
    );
  });

  it('serves a plain path in the chosen language, naming its Spanish address as canonical', async () => {
    const chosen = await page('/tags/mountains', { cookie: 'parallax_language=es' });
    expect(chosen.body).toContain('<html lang="es">');
    expect(chosen.body).toContain(
      '<link rel="canonical" href="https://parallax.example/es/tags/mountains" data-ssr>',
    );
    const english = await page('/tags/mountains');
    expect(english.body).toContain(
      '<link rel="canonical" href="https://parallax.example/tags/mountains" data-ssr>',
    );
  });
});

describe('pages written once per catalog version', () => {
  it('sends the store page again as it was, and with a pack’s new title once the catalog moves', async () => {
    const database = await openTestDatabase();
    // Without a change announced, the catalog (and so the store's head) is trusted for an hour.
    const env = { WEB_DIST_DIR: webDist, CATALOG_CACHE_TTL_MS: '3600000' };
    const kept = await buildApp(testConfig(env), { database });
    try {
      const store = async () =>
        (await kept.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'br' } }))
          .rawPayload;
      const page = () => store().then((bytes) => brotliDecompressSync(bytes).toString());
      const first = await store();
      expect(brotliDecompressSync(first).toString()).toContain('"name":"Alpine Dawn"');
      expect(await store()).toEqual(first);
      await database.db
        .update(contentPacks)
        .set({ title: 'Alpine Dawn (8K)' })
        .where(eq(contentPacks.slug, 'alpine-dawn'));
      await expect
        .poll(page, { timeout: 1_000, interval: 20 })
        .toContain('"name":"Alpine Dawn (8K)"');
    } finally {
      await kept.close();
    }
  });
});
