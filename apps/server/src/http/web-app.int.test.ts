import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';

let app: FastifyInstance;
let webDist: string;
const script = `console.log(${JSON.stringify('parallax '.repeat(200))});`;

beforeAll(async () => {
  // A minimal build of the web app, as apps/web's vite build lays it out.
  webDist = await mkdtemp(join(tmpdir(), 'parallax-web-'));
  await mkdir(join(webDist, 'assets'));
  const html = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Parallax</title>
<meta name="description" content="Default" /></head><body><div id="root"></div>
<noscript>${'Parallax needs JavaScript. '.repeat(40)}</noscript></body></html>`;
  await writeFile(join(webDist, 'index.html'), html);
  await writeFile(join(webDist, 'index.html.br'), brotliCompressSync(html));
  await writeFile(join(webDist, 'assets', 'index-abc123.js'), script);
  await writeFile(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(webDist, 'manifest.webmanifest'), '{"name":"Parallax"}');
  await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await createTestApp({}, { WEB_DIST_DIR: webDist });
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
