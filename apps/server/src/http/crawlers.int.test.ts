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
    expect(lines).toContain('Disallow: /user-confirm');
    expect(lines).not.toContain('Disallow: /');
    // Documents, the blog and the guide are public pages.
    for (const page of ['/cookie-policy', '/dmca', '/blog', '/how-to-watch-in-vr']) {
      expect(lines).not.toContain(`Disallow: ${page}`);
    }
    expect(lines).not.toContain('Disallow: /pornstars');
    expect(lines.at(-1)).toBe('Sitemap: https://parallax.example/sitemap.xml');
  });

  it('sitemap.xml lists the public pages, every released content page, the documents and the blog posts, absolute', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.slice(0, 3)).toEqual([
      'https://parallax.example/',
      'https://parallax.example/blog',
      'https://parallax.example/how-to-watch-in-vr',
    ]);
    expect(locations).toContain('https://parallax.example/content/alpine-dawn');
    expect(locations).toContain('https://parallax.example/usc-2257');
    expect(locations).toContain('https://parallax.example/blog/vr-comfort-tips');
    expect(response.body).toContain(
      '<loc>https://parallax.example/privacy-policy</loc><lastmod>2026-09-01</lastmod>',
    );
    expect(locations).toContain('https://parallax.example/pornstars');
    expect(locations).toContain('https://parallax.example/pornstars/lena-hart');
    expect(locations).toContain('https://parallax.example/tags/mountains');
    expect(locations).toContain('https://parallax.example/content-promo/nature-origins');
    // The store, the blog and the guide; 24 demo packs, two of them coming-soon previews without
    // a page of their own; five documents; three blog posts; the models page, 8 models, 14 tags
    // and 1 origins pack.
    expect(locations).toHaveLength(3 + 22 + 5 + 3 + 1 + 8 + 14 + 1);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});
