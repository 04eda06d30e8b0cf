import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorBody } from '@parallax/core/contracts/common';
import { OriginsPack } from '@parallax/core/contracts/origins';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { ownedContentPacks } from '../ownership/ownership.schema.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import { sharedDatabaseDeps } from '../../test/jobs.js';
import { createTestApp, openTestDatabase, testConfig } from '../../test/test-app.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let clockOffsetMs = 0;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ ACCESS_TOKEN_TTL_SECONDS: '60' }), {
    database,
    now: () => new Date(Date.now() + clockOffsetMs),
  });
});
afterAll(() => app.close());

const ORIGINS = 'nature-origins';
// The nature category's purchasable packs (not the free demo, not bonus, not coming soon), with
// their list and current prices in cents.
const NATURE = {
  'high-noon-summit': [1499, 999],
  'dusk-on-the-ridge': [1299, 1299],
  'snowfield-silence': [1999, 1499],
  'rolling-waves': [899, 899],
  'under-the-surface': [1199, 1199],
  'forest-lake-morning': [999, 999],
  'waterfall-valley': [1599, 1299],
} as const;
type NatureSlug = keyof typeof NATURE;
const natureSlugs = Object.keys(NATURE) as NatureSlug[];

async function own(userId: string, slugs: readonly NatureSlug[]) {
  await database.db
    .insert(ownedContentPacks)
    .values(
      slugs.map((slug) => ({ userId, contentPackId: demoId('pack', slug), source: 'grant' })),
    );
}

const originsOf = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(200);
  return OriginsPack.parse(response.json());
};

const cents = (dollars: number) => Math.round(dollars * 100);

describe.each(['/api/v1', '/store/api/v1'])('origins pack under %s', (prefix) => {
  it('is locked for a guest: no promo code or download link, totals over every pack', async () => {
    const response = await app.inject(`${prefix}/origins-pack/${ORIGINS}?userPlatform=web_app`);
    const origins = originsOf(response);
    expect(origins.isLocked).toBe(true);
    expect(origins.categoryName).toBe('Mountains & Wild Nature');
    expect(origins.categoryContents.map((item) => item.slug).sort()).toEqual(
      [...natureSlugs].sort(),
    );
    expect(origins.categoryContents.every((item) => !item.isContentOwned)).toBe(true);
    expect(cents(origins.price)).toBe(natureSlugs.reduce((sum, s) => sum + NATURE[s][0], 0));
    expect(cents(origins.collectionPrice)).toBe(
      natureSlugs.reduce((sum, s) => sum + NATURE[s][1], 0),
    );
    // 1 − 81.93 / 94.93 = 13.7 %
    expect(origins.savingPercentage).toBe(14);

    const elements = origins.originsPackDto.elements;
    expect(elements.map((element) => element.type)).toEqual([
      'CONTENT_PACK',
      'DOWNLOADABLE_CONTENT',
      'PROMOCODE',
    ]);
    expect(elements.every((e) => e.promocodeValue === null && e.downloadLink === null)).toBe(true);
    expect(elements[0]?.contentPack?.slug).toBe('alpine-dawn');
    // Not anywhere in the body, under any name.
    expect(response.body).not.toContain('ORIGINS20');
    expect(response.headers['cache-control']).toContain('public');
  });

  it('answers 404 OriginsPackNotFound for an unknown slug', async () => {
    for (const slug of ['no-such-pack', 'Nature-Origins', 'mountains']) {
      const response = await app.inject(`${prefix}/origins-pack/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(ErrorBody.parse(response.json()).errorType).toBe('OriginsPackNotFound');
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });

  it('validates the platform like every catalog call', async () => {
    const response = await app.inject(`${prefix}/origins-pack/${ORIGINS}?userPlatform=fridge`);
    expect(response.statusCode).toBe(400);
    expect(ErrorBody.parse(response.json()).errorType).toBe('ValidationError');
  });
});

describe('origins pack texts in the caller’s language (User-Language)', () => {
  it('answers the descriptions, the category name and the elements in Spanish', async () => {
    const path = `/api/v1/origins-pack/${ORIGINS}`;
    const english = originsOf(await app.inject(path));
    const response = await app.inject({ url: path, headers: { 'user-language': 'es' } });
    expect(response.headers.vary).toMatch(/User-Language/);
    const spanish = originsOf(response);
    expect(spanish.categoryName).toBe('Montañas y naturaleza salvaje');
    expect(spanish.originsPackDto.descriptionLocked).toMatch(/^Consigue todos los packs/);
    expect(spanish.originsPackDto.descriptionAtStore).toBe(
      'Completa la categoría y desbloquea extras.',
    );
    expect(spanish.originsPackDto.seo).toEqual({
      metaTitle: 'Nature Origins | Parallax',
      metaDescription: 'Completa la categoría y desbloquea extras.',
    });
    expect(
      spanish.originsPackDto.elements.map((element) => [
        element.titleLocked,
        element.titleUnlocked,
        element.buttonText,
      ]),
    ).toEqual([
      ['Detrás de las cámaras: Alpine Dawn', 'Detrás de las cámaras: Alpine Dawn', null],
      [
        'Colección de fondos de pantalla',
        'Descarga la colección de fondos de pantalla',
        'Descargar',
      ],
      ['20% de descuento en tu próximo pack', 'Tu código con un 20% de descuento', 'Copiar'],
    ]);
    // The pack's title is its name; English stays English.
    expect(spanish.originsPackDto.title).toBe(english.originsPackDto.title);
    expect(english.categoryName).toBe('Mountains & Wild Nature');
    expect(english.originsPackDto.elements[2]?.buttonText).toBe('Copy');
  });

  it('gives the store tile and the page head the Spanish description too', async () => {
    const store = (
      await app.inject({
        url: '/api/v1/content/list/short/categories/optimized',
        headers: { 'user-language': 'es' },
      })
    )
      .json<{
        categories: { name: string; originsPack: { descriptionAtStore: string } | null }[];
      }>()
      .categories.find((category) => category.name === 'nature');
    expect(store?.originsPack?.descriptionAtStore).toBe(
      'Completa la categoría y desbloquea extras.',
    );
    // The served page's head, for crawlers and link previews, in the page's language.
    const webDist = await mkdtemp(join(tmpdir(), 'parallax-web-'));
    await writeFile(
      join(webDist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Parallax</title></head><body></body></html>',
    );
    const pages = await createTestApp({}, { WEB_DIST_DIR: webDist });
    try {
      const page = await pages.inject({
        url: `/content-promo/${ORIGINS}`,
        headers: { accept: 'text/html', 'accept-language': 'es-ES,es;q=0.9' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        '<meta name="description" content="Completa la categoría y desbloquea extras."',
      );
    } finally {
      await pages.close();
      await rm(webDist, { recursive: true, force: true });
    }
  });
});

describe('origins pack for a signed-in user', () => {
  it('stays locked while one pack is missing, with totals over the packs not owned', async () => {
    const { client, userId } = await signedUpClient(app, 'collector');
    const missing: NatureSlug = 'waterfall-valley';
    await own(
      userId,
      natureSlugs.filter((slug) => slug !== missing),
    );
    const response = await client.get(`/store/api/v1/origins-pack/${ORIGINS}`);
    const origins = originsOf(response);
    expect(origins.isLocked).toBe(true);
    const owned = origins.categoryContents.filter((item) => item.isContentOwned);
    expect(owned).toHaveLength(natureSlugs.length - 1);
    expect(origins.categoryContents.find((item) => !item.isContentOwned)?.slug).toBe(missing);
    expect(origins.price).toBe(15.99);
    expect(origins.collectionPrice).toBe(12.99);
    // 1 − 12.99 / 15.99 = 18.76 %
    expect(origins.savingPercentage).toBe(19);
    expect(response.body).not.toContain('ORIGINS20');
  });

  it('unlocks when the user owns every purchasable pack: the code and link are given', async () => {
    const { client, userId } = await signedUpClient(app, 'completist');
    await own(userId, natureSlugs);
    const origins = originsOf(await client.get(`/api/v1/origins-pack/${ORIGINS}`));
    expect(origins.isLocked).toBe(false);
    expect(origins.price).toBe(0);
    expect(origins.collectionPrice).toBe(0);
    expect(origins.savingPercentage).toBe(0);
    const byType = new Map(origins.originsPackDto.elements.map((e) => [e.type, e]));
    expect(byType.get('PROMOCODE')?.promocodeValue).toBe('ORIGINS20');
    expect(byType.get('DOWNLOADABLE_CONTENT')?.downloadLink).toBe('/static/demo/wide/wide-01.jpg');
    expect(byType.get('CONTENT_PACK')?.contentPack?.slug).toBe('alpine-dawn');

    // The store tile agrees, and the packs show as owned everywhere.
    const category = (await client.get(`/store/api/v1/content/list/short/categories/optimized`))
      .json<{
        categories: {
          id: string;
          isOriginsPackUnlocked: boolean;
          contentItems: { slug: string; isOwned: boolean }[];
        }[];
      }>()
      .categories.find((row) => row.id === demoId('category', 'nature'));
    expect(category?.isOriginsPackUnlocked).toBe(true);
    expect(
      category?.contentItems
        .filter((item) => item.isOwned)
        .map((item) => item.slug)
        .sort(),
    ).toEqual([...natureSlugs].sort());
  });

  it('is private to the user, and the guest answer stays public; both vary on credentials', async () => {
    const { client, userId } = await signedUpClient(app, 'private');
    await own(userId, natureSlugs);
    const url = `/store/api/v1/origins-pack/${ORIGINS}`;
    const mine = await client.get(url);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(String(mine.headers.vary)).toMatch(/Cookie/);
    expect(String(mine.headers.vary)).toMatch(/Authorization/);

    const guest = await app.inject(url);
    expect(guest.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(String(guest.headers.vary)).toMatch(/Cookie/);
    expect(String(guest.headers.vary)).toMatch(/Authorization/);
    // Different answers, so different validators: one never revalidates as the other.
    expect(guest.headers.etag).not.toBe(mine.headers.etag);
    const revalidated = await client.request('GET', url, undefined, {
      'if-none-match': String(mine.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers an ended session or a forged token as a guest, an expired token with 403', async () => {
    const url = `/store/api/v1/origins-pack/${ORIGINS}`;
    const { client } = await signedUpClient(app, 'leaver');
    const cookies = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    await client.post('/api/v1/auth/logout', {});
    const ended = await app.inject({ url, headers: { cookie: cookies } });
    expect(originsOf(ended).isLocked).toBe(true);
    expect(ended.headers['cache-control']).toContain('public');

    const forged = await app.inject({ url, headers: { authorization: 'Bearer not-a-token' } });
    expect(originsOf(forged).isLocked).toBe(true);

    // spec 1 §4: the client refreshes on 403 and retries, and then sees what it owns.
    const { client: late } = await signedUpClient(app, 'late');
    clockOffsetMs = 61_000;
    try {
      const expired = await late.get(url);
      expect(expired.statusCode).toBe(403);
      expect(ErrorBody.parse(expired.json()).errorType).toBe('AccessTokenExpired');
    } finally {
      clockOffsetMs = 0;
    }
  });
});

describe('owned packs and account deletion', () => {
  it('an account that owns packs can be deleted, and its ownership goes with it', async () => {
    const { client, userId } = await signedUpClient(app, 'goner');
    await own(userId, natureSlugs);
    const deleted = await client.request('DELETE', '/api/v1/settings/user');
    expect(deleted.statusCode).toBe(204);
    const left = await database.db
      .select()
      .from(ownedContentPacks)
      .where(eq(ownedContentPacks.userId, userId));
    expect(left).toEqual([]);
  });
});

describe('the development ownership route', () => {
  it('grants a category to the signed-in user and unlocks its origins pack', async () => {
    const { client } = await signedUpClient(app, 'tester');
    const granted = await client.post('/api/dev/ownership/categories/nature');
    expect(granted.statusCode).toBe(200);
    expect(granted.json<{ contentPackIds: string[] }>().contentPackIds.sort()).toEqual(
      natureSlugs.map((slug) => demoId('pack', slug)).sort(),
    );
    expect(originsOf(await client.get(`/api/v1/origins-pack/${ORIGINS}`)).isLocked).toBe(false);
    // Granting again changes nothing.
    expect((await client.post('/api/dev/ownership/categories/nature')).statusCode).toBe(200);
  });

  it('grants one pack by slug: owned, and counted out of the totals', async () => {
    const { client } = await signedUpClient(app, 'single');
    const granted = await client.post('/api/dev/ownership/content/waterfall-valley');
    expect(granted.json<{ contentPackIds: string[] }>().contentPackIds).toEqual([
      demoId('pack', 'waterfall-valley'),
    ]);
    const origins = originsOf(await client.get(`/api/v1/origins-pack/${ORIGINS}`));
    expect(origins.isLocked).toBe(true);
    expect(
      origins.categoryContents.filter((item) => item.isContentOwned).map((i) => i.slug),
    ).toEqual(['waterfall-valley']);
    expect(origins.price).toBe(78.94);
    expect(origins.collectionPrice).toBe(68.94);
    const missing = await client.post('/api/dev/ownership/content/no-such-pack');
    expect(ErrorBody.parse(missing.json()).errorType).toBe('ContentNotFound');
  });

  it('needs a signed-in user and a known category', async () => {
    const guest = await app.inject({
      method: 'POST',
      url: '/api/dev/ownership/categories/nature',
      headers: { cookie: 'parallax_csrf=x', 'x-csrf-token': 'x' },
    });
    expect(guest.statusCode).toBe(401);
    const { client } = await signedUpClient(app, 'unknown');
    const missing = await client.post('/api/dev/ownership/categories/no-such-category');
    expect(missing.statusCode).toBe(404);
    expect(ErrorBody.parse(missing.json()).errorType).toBe('CategoryNotFound');
  });

  it('does not exist in production', async () => {
    const production = await buildApp(
      testConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://parallax.example' }),
      await sharedDatabaseDeps(database),
    );
    try {
      const response = await production.inject({
        method: 'POST',
        url: '/api/dev/ownership/categories/nature',
        headers: { cookie: '__Host-parallax_csrf=x', 'x-csrf-token': 'x' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
