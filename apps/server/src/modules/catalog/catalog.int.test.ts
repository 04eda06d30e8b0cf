import {
  Category,
  CategoryWithContent,
  ContentShortItem,
  SectionContent,
  StoreCategories,
} from '@parallax/core/contracts/catalog';
import { ContentAdditional, ContentPack } from '@parallax/core/contracts/content';
import { ErrorBody } from '@parallax/core/contracts/common';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { buildApp } from '../../app.js';
import { contentPacks } from './catalog.schema.js';

let app: FastifyInstance;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), { database });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

function expectError(response: Awaited<ReturnType<typeof get>>, status: number, errorType: string) {
  expect(response.statusCode).toBe(status);
  const body = ErrorBody.parse(response.json());
  expect(body.errorType).toBe(errorType);
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

const alpineDawn = demoId('pack', 'alpine-dawn');
const nature = demoId('category', 'nature');

describe.each(['/api/v1', '/store/api/v1'])('catalog under %s', (prefix) => {
  it('lists every content pack with the full spec 2 §3 shape', async () => {
    const response = await get(`${prefix}/content/list?platform=web_app&source=spring26`);
    expect(response.statusCode).toBe(200);
    const packs = z.array(ContentPack).parse(response.json());
    expect(packs).toHaveLength(24);
    const demo = packs.find((pack) => pack.slug === 'alpine-dawn');
    expect(demo).toMatchObject({ isDemo: true, price: 0, isOwned: false, inLibrary: false });
    expect(demo?.contentParts.length).toBe(2);
    expect(demo?.packSize).toBe((demo?.contentSize ?? 0) + (demo?.assetsSize ?? 0));
  });

  it('leaves bonus content out when showInCollection=true', async () => {
    const all = z.array(ContentShortItem).parse((await get(`${prefix}/content/list/short`)).json());
    const shown = z
      .array(ContentShortItem)
      .parse((await get(`${prefix}/content/list/short?showInCollection=true`)).json());
    expect(all.some((item) => item.isBonusContent)).toBe(true);
    expect(shown.some((item) => item.isBonusContent)).toBe(false);
    expect(shown.length).toBe(all.length - 1);
  });

  it('rejects an unknown platform and a bad showInCollection with the field named', async () => {
    const body = expectError(
      await get(`${prefix}/content/list?platform=toaster`),
      400,
      'ValidationError',
    );
    expect(body.issues?.[0]?.path).toBe('querystring.platform');
    expectError(
      await get(`${prefix}/content/list/short?showInCollection=maybe`),
      400,
      'ValidationError',
    );
    expectError(
      await get(`${prefix}/content/list?source=${'x'.repeat(65)}`),
      400,
      'ValidationError',
    );
  });

  it('groups content by category for the store, in category order', async () => {
    const categories = z
      .array(CategoryWithContent)
      .parse((await get(`${prefix}/content/list/short/categories`)).json());
    expect(categories.map((category) => category.name)).toEqual([
      'nature',
      'space',
      'architecture',
      'travel',
      'sport',
    ]);
    const space = categories.find((category) => category.name === 'space');
    // spec 2 §3: bonus content placed last by default.
    expect(space?.contentItems.at(-1)?.isBonusContent).toBe(true);
  });

  it('serves the optimized store payload with the demo content', async () => {
    const store = StoreCategories.parse(
      (await get(`${prefix}/content/list/short/categories/optimized`)).json(),
    );
    expect(store.categories.length).toBe(5);
    expect(store.demoContent?.slug).toBe('alpine-dawn');
    const sport = store.categories.find((category) => category.name === 'sport');
    expect(sport).toMatchObject({
      isPresaleEnabled: true,
      presalePrice: 39.99,
      isPresaleBought: false,
    });
    const preview = sport?.contentItems.find((item) => item.isPreview);
    expect(preview?.modelsShortList.length).toBeGreaterThan(0);
    expect(preview?.monthOfRelease).toEqual({ year: 2026, month: 12 });
  });

  it('lists categories with totals over content not owned', async () => {
    const categories = z.array(Category).parse((await get(`${prefix}/category/list`)).json());
    const natureCategory = categories.find((category) => category.id === nature);
    // 7 paid nature packs (the demo is free): 9.99+12.99+14.99+8.99+11.99+9.99+12.99
    expect(natureCategory?.fullCollectionPrice).toBe(81.93);
    expect(natureCategory?.originsPack).toMatchObject({ slug: 'nature-origins', isLocked: true });
    expect(natureCategory?.isOriginsPackUnlocked).toBe(false);
    expect(natureCategory?.textColor).toBe('#F4F1E8');
  });

  it('serves sections and refuses an unknown one', async () => {
    const newest = SectionContent.parse(
      (await get(`${prefix}/sectioned-content/section/new`)).json(),
    );
    const dates = newest.contentItems.map((item) => item.releaseDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const upcoming = SectionContent.parse(
      (await get(`${prefix}/sectioned-content/section/upcoming`)).json(),
    );
    expect(upcoming.contentItems.every((item) => item.isPreview)).toBe(true);
    expectError(await get(`${prefix}/sectioned-content/section/trending`), 404, 'SectionNotFound');
  });

  it('serves a category’s content, 404 for an unknown id, 400 for a malformed one', async () => {
    const items = z
      .array(ContentShortItem)
      .parse((await get(`${prefix}/sectioned-content/category/${nature}/content`)).json());
    expect(items).toHaveLength(8);
    expectError(
      await get(`${prefix}/sectioned-content/category/${demoId('category', 'nope')}/content`),
      404,
      'CategoryNotFound',
    );
    expectError(
      await get(`${prefix}/sectioned-content/category/123/content`),
      400,
      'ValidationError',
    );
  });

  it('serves a creator’s content by username', async () => {
    const items = z
      .array(ContentShortItem)
      .parse((await get(`${prefix}/username/parallax_studio/content`)).json());
    expect(items).toHaveLength(24);
    expectError(await get(`${prefix}/username/nobody_here/content`), 404, 'UserNotFound');
    expectError(await get(`${prefix}/username/bad-name!/content`), 400, 'ValidationError');
  });

  it('serves content by id', async () => {
    const pack = ContentPack.parse((await get(`${prefix}/content/${alpineDawn}`)).json());
    expect(pack.slug).toBe('alpine-dawn');
    expectError(
      await get(`${prefix}/content/${demoId('pack', 'missing')}`),
      404,
      'ContentNotFound',
    );
    expectError(await get(`${prefix}/content/not-a-uuid`), 400, 'ValidationError');
  });

  it('serves content by slug or id, with the additional block', async () => {
    const bySlug = ContentPack.parse(
      (await get(`${prefix}/content/ringed-giant/optimized`)).json(),
    );
    const byId = ContentPack.parse((await get(`${prefix}/content/${bySlug.id}/optimized`)).json());
    expect(byId).toEqual(bySlug);
    expect(bySlug.isExclusiveForYearAndLifetime).toBe(true);
    expect(bySlug.availableYearAndLifetimeTariffs.map((tariff) => tariff.name)).toEqual([
      'Annual',
      'Lifetime',
    ]);
    const additional = ContentAdditional.parse(
      (await get(`${prefix}/content/ringed-giant/optimized/additional`)).json(),
    );
    expect(additional.category.name).toBe('space');
    expect(additional.relatedContent.map((item) => item.slug)).not.toContain('ringed-giant');
    expectError(await get(`${prefix}/content/no-such-pack/optimized`), 404, 'ContentNotFound');
    expectError(
      await get(`${prefix}/content/no-such-pack/optimized/additional`),
      404,
      'ContentNotFound',
    );
    // An identifier of any shape that names no pack is a 404 (the page shows "not found").
    expectError(await get(`${prefix}/content/Alpine-Dawn/optimized`), 404, 'ContentNotFound');
    expectError(await get(`${prefix}/content/${'x'.repeat(101)}/optimized`), 414, 'UriTooLong');
  });
});

describe('every catalog route', () => {
  const routes = [
    '/content/list',
    '/content/list/short',
    '/content/list/short/categories',
    '/content/list/short/categories/optimized',
    '/category/list',
    '/sectioned-content/section/new',
    `/sectioned-content/category/${nature}/content`,
    '/username/parallax_studio/content',
    `/content/${alpineDawn}`,
    '/content/alpine-dawn/optimized',
    '/content/alpine-dawn/optimized/additional',
  ];
  it.each(routes.flatMap((route) => ['/api/v1', '/store/api/v1'].map((prefix) => prefix + route)))(
    '%s answers 200 for a known platform and 400 naming `platform` for an unknown one',
    async (url) => {
      expect((await get(`${url}?platform=quest3&source=spring26`)).statusCode).toBe(200);
      const body = expectError(await get(`${url}?platform=toaster`), 400, 'ValidationError');
      expect(body.issues?.map((issue) => issue.path)).toContain('querystring.platform');
    },
  );
});

describe('catalog caching', () => {
  it('sends Cache-Control and a strong ETag per encoding, and answers 304 when it still matches', async () => {
    const first = await get('/store/api/v1/content/list');
    expect(first.headers['cache-control']).toContain('max-age=60');
    // Signed-in users get their own (private) answer, so every cache keys on the credentials.
    expect(first.headers.vary).toBe(
      'Accept-Encoding, User-Language, Accept-Language, Cookie, Authorization',
    );
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[\w-]+"$/);
    const brotli = await get('/store/api/v1/content/list', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(tag.replace(/"$/, '-br"'));
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(first.json());
    const gzipped = await get('/store/api/v1/content/list', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(first.json());

    const second = await get('/store/api/v1/content/list', { 'if-none-match': `"x", ${tag}` });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers.etag).toBe(tag);
    const other = await get('/store/api/v1/content/list', { 'if-none-match': '"stale"' });
    expect(other.statusCode).toBe(200);
  });

  it('serves the same bytes until the catalog changes, then the change at once', async () => {
    const before = await get('/api/v1/content/earthrise/optimized');
    expect((await get('/api/v1/content/earthrise/optimized')).rawPayload).toEqual(
      before.rawPayload,
    );
    await database.db
      .update(contentPacks)
      .set({ saveCount: 4242 })
      .where(eq(contentPacks.slug, 'earthrise'));
    const after = await get('/api/v1/content/earthrise/optimized', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(ContentPack.parse(after.json()).saveCount).toBe(4242);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('gives a signed-in user the guest’s list with their own fields, privately', async () => {
    const { client } = await signedUpClient(app, 'lister');
    expect((await client.post('/api/dev/ownership/content/dusk-on-the-ridge')).statusCode).toBe(
      200,
    );
    for (const path of ['/api/v1/content/list', '/api/v1/content/list/short']) {
      const guest = z.array(z.record(z.string(), z.unknown())).parse((await get(path)).json());
      const mine = await client.get(path);
      expect(mine.headers['cache-control']).toBe('private, no-cache');
      const items = z.array(z.record(z.string(), z.unknown())).parse(mine.json());
      expect(items.map((item) => item.slug)).toEqual(guest.map((item) => item.slug));
      for (const [index, item] of items.entries()) {
        const owned = item.slug === 'dusk-on-the-ridge';
        expect(item).toEqual({ ...guest[index], isOwned: owned });
      }
    }
  });

  it('does not cache errors as catalog responses', async () => {
    const response = await get('/api/v1/content/no-such-pack/optimized');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});

describe('catalog texts in the caller’s language (User-Language)', () => {
  it('answers categories, packs, scenes and tags in Spanish, and varies caches on the language', async () => {
    const english = StoreCategories.parse(
      (await get('/api/v1/content/list/short/categories/optimized')).json(),
    );
    const response = await get('/api/v1/content/list/short/categories/optimized', {
      'user-language': 'es',
    });
    expect(response.headers.vary).toMatch(/User-Language/);
    const spanish = StoreCategories.parse(response.json());
    const nature = spanish.categories.find((category) => category.name === 'nature');
    const natureEn = english.categories.find((category) => category.name === 'nature');
    expect(nature?.title).toBeTruthy();
    expect(nature?.title).not.toBe(natureEn?.title);
    expect(nature?.contentItems[0]?.description).not.toBe(natureEn?.contentItems[0]?.description);
    // Pack titles are names and stay as they are.
    expect(nature?.contentItems[0]?.title).toBe(natureEn?.contentItems[0]?.title);

    const packEn = ContentPack.parse((await get('/api/v1/content/alpine-dawn/optimized')).json());
    const packEs = ContentPack.parse(
      (await get('/api/v1/content/alpine-dawn/optimized', { 'user-language': 'es' })).json(),
    );
    expect(packEs.contentParts[0]?.title).not.toBe(packEn.contentParts[0]?.title);
    expect(packEs.tags.map((tag) => tag.slug)).toEqual(packEn.tags.map((tag) => tag.slug));
    expect(packEs.tags[0]?.name).not.toBe(packEn.tags[0]?.name);
    expect(packEs.customization.seo?.metaDescription).toBe(packEs.description);

    // The content page names the pack's category in the caller's language too.
    const additionalEs = ContentAdditional.parse(
      (
        await get('/api/v1/content/alpine-dawn/optimized/additional', { 'user-language': 'es' })
      ).json(),
    );
    expect(additionalEs.category).toMatchObject({
      name: 'nature',
      title: nature?.title,
    });
  });
});
