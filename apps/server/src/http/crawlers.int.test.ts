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
    expect(lines).not.toContain('Disallow: /pornstars');
    expect(lines.at(-1)).toBe('Sitemap: https://parallax.example/sitemap.xml');
  });

  it('sitemap.xml lists the store and every released content page, absolute', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations[0]).toBe('https://parallax.example/');
    expect(locations).toContain('https://parallax.example/content/alpine-dawn');
    expect(locations).toContain('https://parallax.example/pornstars');
    expect(locations).toContain('https://parallax.example/pornstars/lena-hart');
    expect(locations).toContain('https://parallax.example/tags/mountains');
    expect(locations).toContain('https://parallax.example/content-promo/nature-origins');
    // 24 demo packs, two of them coming-soon previews without a page of their own; the models
    // page, 8 models, 14 tags and 1 origins pack.
    expect(locations).toHaveLength(1 + 22 + 1 + 8 + 14 + 1);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});
