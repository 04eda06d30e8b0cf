import { ErrorBody } from '@parallax/core/contracts/common';
import { TagShort } from '@parallax/core/contracts/catalog';
import { Tag } from '@parallax/core/contracts/tags';
import { z } from 'zod';
import { signedUpClient } from '../../test/accounts.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe.each(['/api/v1', '/store/api/v1'])('tags under %s', (prefix) => {
  it('lists every tag for the footer, in tag order, cacheable by anyone', async () => {
    const response = await app.inject(`${prefix}/tags?platform=web_app`);
    expect(response.statusCode).toBe(200);
    const tags = z.array(TagShort).parse(response.json());
    expect(tags).toHaveLength(14);
    expect(tags[0]).toEqual({ slug: 'mountains', name: 'Mountains' });
    expect(new Set(tags.map((tag) => tag.slug)).size).toBe(tags.length);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    // The list is the same for every caller (it varies on the language only).
    expect(response.headers.vary).toBe('Accept-Encoding, User-Language, Accept-Language');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('serves a tag with its content, models, related tags, FAQs and screenshots', async () => {
    const response = await app.inject(`${prefix}/tags/mountains`);
    expect(response.statusCode).toBe(200);
    const tag = Tag.parse(response.json());
    expect(tag.contents.every((item) => item.slug.length > 0)).toBe(true);
    expect(tag.contents.length).toBeGreaterThanOrEqual(8);
    expect(tag.models.map((model) => model.slug)).toContain('lena-hart');
    expect(tag.relatedTags.map((related) => related.slug)).toEqual(['sunrise', 'snow']);
    expect(tag.faqs.length).toBe(2);
    expect(tag.screenshotPairs[0]?.fullImageUrl).toMatch(/^\/static\/demo\/wide\//);
  });

  it('answers 404 TagNotFound for an unknown slug of any shape and 414 for an overlong one', async () => {
    for (const slug of ['underwater-basket-weaving', 'Mountains']) {
      const missing = await app.inject(`${prefix}/tags/${slug}`);
      expect(missing.statusCode).toBe(404);
      expect(ErrorBody.parse(missing.json()).errorType).toBe('TagNotFound');
    }
    const invalid = await app.inject(`${prefix}/tags/${'x'.repeat(101)}`);
    expect(invalid.statusCode).toBe(414);
    expect(ErrorBody.parse(invalid.json()).errorType).toBe('UriTooLong');
  });
});

describe('a tag page for a signed-in user', () => {
  it('is private (its cards say what the user owns), the guest one public', async () => {
    const { client } = await signedUpClient(app, 'tagger');
    const mine = await client.get('/store/api/v1/tags/mountains');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    const guest = await app.inject('/store/api/v1/tags/mountains');
    expect(guest.headers['cache-control']).toContain('public');
    expect(String(guest.headers.vary)).toContain('Cookie');
  });
});
