import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({}, { PUBLIC_URL: 'https://parallax.example' });
});
afterAll(() => app.close());

describe('files for search engines', () => {
  it('robots.txt keeps crawlers out of the API and private pages and names the sitemap', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.trim().split('\n');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /library');
    expect(lines).toContain('Disallow: /es/library');
    expect(lines).toContain('Disallow: /user-confirm');
    expect(lines).not.toContain('Disallow: /');
    // Documents, the blog and the guide are public pages.
    for (const page of ['/cookie-policy', '/dmca', '/blog', '/how-to-watch-in-vr']) {
      expect(lines).not.toContain(`Disallow: ${page}`);
      expect(lines).not.toContain(`Disallow: /es${page}`);
    }
    expect(lines).not.toContain('Disallow: /pornstars');
    expect(lines.at(-1)).toBe('Sitemap: https://parallax.example/sitemap.xml');
  });

  it('sitemap.xml lists the public pages, every released content page, the documents and the blog posts, absolute, in both languages', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.slice(0, 6)).toEqual([
      'https://parallax.example/',
      'https://parallax.example/es/',
      'https://parallax.example/blog',
      'https://parallax.example/es/blog',
      'https://parallax.example/how-to-watch-in-vr',
      'https://parallax.example/es/how-to-watch-in-vr',
    ]);
    for (const path of [
      '/content/alpine-dawn',
      '/usc-2257',
      '/blog/vr-comfort-tips',
      '/pornstars',
      '/pornstars/lena-hart',
      '/tags/mountains',
      '/content-promo/nature-origins',
    ]) {
      expect(locations).toContain(`https://parallax.example${path}`);
      expect(locations).toContain(`https://parallax.example/es${path}`);
    }
    expect(response.body).toContain(
      '<loc>https://parallax.example/es/privacy-policy</loc><lastmod>2026-09-01</lastmod>',
    );
    // The store, the blog and the guide; 24 demo packs, two of them coming-soon previews without
    // a page of their own; five documents; three blog posts; the models page, 8 models, 14 tags
    // and 1 origins pack — each in English and in Spanish.
    expect(locations).toHaveLength(2 * (3 + 22 + 5 + 3 + 1 + 8 + 14 + 1));
    expect(new Set(locations).size).toBe(locations.length);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('names each page’s address in every language beside it, as the page’s head does', async () => {
    const response = await app.inject('/sitemap.xml');
    const entries = [...response.body.matchAll(/<url>(.*?)<\/url>/g)].map(
      (match) => match[1] ?? '',
    );
    const spanishTag = entries.find((entry) =>
      entry.startsWith('<loc>https://parallax.example/es/tags/mountains</loc>'),
    );
    expect(spanishTag).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://parallax.example/tags/mountains"/>',
    );
    expect(spanishTag).toContain(
      '<xhtml:link rel="alternate" hreflang="es" href="https://parallax.example/es/tags/mountains"/>',
    );
    expect(spanishTag).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://parallax.example/tags/mountains"/>',
    );
    for (const entry of entries) expect(entry.match(/<xhtml:link /g)).toHaveLength(3);
  });
});
