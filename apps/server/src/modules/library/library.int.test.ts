import { CategoryWithContent, ContentShortItem } from '@parallax/core/contracts/catalog';
import { ContentPack } from '@parallax/core/contracts/content';
import { ErrorBody } from '@parallax/core/contracts/common';
import { LibraryEntry } from '@parallax/core/contracts/library';
import { TransactionDto } from '@parallax/core/contracts/payments';
import { ContentLinks } from '@parallax/core/contracts/player';
import { addDays } from '@parallax/core/rules/subscription';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import type { BrowserClient } from '../../test/browser-client.js';
import { sharedDatabaseDeps } from '../../test/jobs.js';
import { buyWithTestCard } from '../../test/payments.js';
import { csrfHeaders, openTestDatabase, testConfig } from '../../test/test-app.js';
import { contentPacks } from '../catalog/catalog.schema.js';
import { subscriptions } from '../subscriptions/subscriptions.schema.js';
import { libraryEntries } from './library.schema.js';

// spec 2 §3 Library, §7 add content to collection and collection lists. The catalog is read
// fresh on every request (no snapshot TTL), so payment fulfilment is shown to add presale packs
// without reading the snapshot inside its transaction.

/** Demo: everyone's. */
const DEMO = demoId('pack', 'alpine-dawn');
/** For sale (nature), no trial scene; store order: after HIGH_NOON. */
const DUSK = demoId('pack', 'dusk-on-the-ridge');
/** For sale (nature), with trial scenes: a trial scene does not make the pack the user's. */
const HIGH_NOON = demoId('pack', 'high-noon-summit');
/** Exclusive for the annual and lifetime tariffs. */
const EXCLUSIVE = demoId('pack', 'ringed-giant');
const SPORT = demoId('category', 'sport');
const MONTHLY = { id: demoId('tariff', 'monthly'), name: 'Monthly', days: 30 };

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ CATALOG_CACHE_TTL_MS: '0' }), {
    database,
    backgroundWebhooks: false,
  });
});
afterAll(() => app.close());

const add = (client: BrowserClient, contentPackId: unknown, prefix = '/api/v1') =>
  client.post(`${prefix}/collection/content`, { contentPackId });
const remove = (client: BrowserClient, contentId: string) =>
  client.request('DELETE', `/api/v1/collection/content/${contentId}`);
const errorOf = (response: { json: () => unknown }) => ErrorBody.parse(response.json()).errorType;

async function added(client: BrowserClient, contentPackId: string): Promise<LibraryEntry> {
  const response = await add(client, contentPackId);
  expect(response.statusCode, response.body).toBe(201);
  return LibraryEntry.parse(response.json());
}

async function libraryOf(client: BrowserClient, prefix = '/api/v1'): Promise<ContentPack[]> {
  const response = await client.get(`${prefix}/collection/list`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return z.array(ContentPack).parse(response.json());
}

async function libraryIds(client: BrowserClient): Promise<string[]> {
  return (await libraryOf(client)).map((pack) => pack.id);
}

async function grant(client: BrowserClient, slug: string) {
  expect((await client.post(`/api/dev/ownership/content/${slug}`)).statusCode).toBe(200);
}

/** A new user with an active subscription to the monthly tariff. */
async function subscriber(): Promise<BrowserClient> {
  const { client, userId } = await signedUpClient(app, 'subscriber');
  const startDate = new Date();
  await database.db.insert(subscriptions).values({
    userId,
    tariffId: MONTHLY.id,
    tariffName: MONTHLY.name,
    durationDays: MONTHLY.days,
    status: 'ACTIVE',
    startDate,
    endDate: addDays(startDate, MONTHLY.days),
    isTrial: false,
    trialContentPackIds: [],
  });
  return client;
}

describe('add content to collection (spec 2 §7)', () => {
  it('adds an owned pack once: adding again answers the first addedAt', async () => {
    const { client, userId } = await signedUpClient(app, 'owner');
    await grant(client, 'dusk-on-the-ridge');
    const first = await added(client, DUSK);
    expect(first.contentId).toBe(DUSK);
    const again = await add(client, DUSK, '/store/api/v1');
    expect(again.statusCode, again.body).toBe(201);
    expect(LibraryEntry.parse(again.json())).toEqual(first);
    const rows = await database.db
      .select()
      .from(libraryEntries)
      .where(eq(libraryEntries.userId, userId));
    expect(rows.map((row) => row.contentPackId)).toEqual([DUSK]);
  });

  it('lists the library in store order as /content/list does, and the catalog says inLibrary', async () => {
    const { client } = await signedUpClient(app, 'lister');
    await grant(client, 'dusk-on-the-ridge');
    await grant(client, 'high-noon-summit');
    await added(client, DUSK);
    await added(client, HIGH_NOON);
    const catalog = z.array(ContentPack).parse((await client.get('/api/v1/content/list')).json());
    const inStoreOrder = catalog
      .filter((pack) => pack.id === DUSK || pack.id === HIGH_NOON)
      .map((pack) => pack.id);
    expect(inStoreOrder).toHaveLength(2);

    const library = await libraryOf(client);
    expect(library.map((pack) => pack.id)).toEqual(inStoreOrder);
    expect(library.every((pack) => pack.inLibrary && pack.isOwned)).toBe(true);
    expect(library).toEqual(catalog.filter((pack) => pack.inLibrary));
    expect(await libraryOf(client, '/store/api/v1')).toEqual(library);

    const content = ContentPack.parse((await client.get(`/api/v1/content/${DUSK}`)).json());
    expect(content.inLibrary).toBe(true);
    expect(catalog.find((pack) => pack.id === DEMO)?.inLibrary).toBe(false);
    // Another user's catalog is their own.
    const { client: stranger } = await signedUpClient(app, 'stranger');
    const theirs = z.array(ContentPack).parse((await stranger.get('/api/v1/content/list')).json());
    expect(theirs.some((pack) => pack.inLibrary)).toBe(false);
    expect(await libraryOf(stranger)).toEqual([]);
  });

  it('groups the library by category with only its packs', async () => {
    const { client } = await signedUpClient(app, 'grouper');
    await grant(client, 'dusk-on-the-ridge');
    await added(client, DUSK);
    await added(client, DEMO);
    const all = z
      .array(CategoryWithContent)
      .parse((await client.get('/api/v1/content/list/short/categories')).json());
    const response = await client.get('/api/v1/collection/list/short/categories');
    expect(response.statusCode, response.body).toBe(200);
    const grouped = z.array(CategoryWithContent).parse(response.json());
    expect(grouped.map((category) => category.name)).toEqual(['nature']);
    const [nature] = grouped;
    expect(nature?.contentItems.map((item) => item.id).sort()).toEqual([DEMO, DUSK].sort());
    expect(nature?.contentItems.every((item) => item.inLibrary)).toBe(true);
    // The category's own figures are the catalog's.
    const natureInCatalog = all.find((category) => category.name === 'nature');
    expect({ ...nature, contentItems: [] }).toEqual({ ...natureInCatalog, contentItems: [] });

    const short = await client.get('/api/v1/collection/list/short');
    expect(short.statusCode).toBe(200);
    const items = z.array(ContentShortItem).parse(short.json());
    expect(items.map((item) => item.id).sort()).toEqual([DEMO, DUSK].sort());
  });

  it('adds a demo pack for anyone signed in', async () => {
    const { client } = await signedUpClient(app, 'demo');
    expect((await added(client, DEMO)).contentId).toBe(DEMO);
    expect(await libraryIds(client)).toEqual([DEMO]);
  });

  it('adds a pack the subscription opens, but not an exclusive one on a monthly tariff', async () => {
    const client = await subscriber();
    expect((await added(client, DUSK)).contentId).toBe(DUSK);
    const exclusive = await add(client, EXCLUSIVE);
    expect(exclusive.statusCode).toBe(403);
    // It names the plans that open it, and says no trial scene plays (it has none), in en and es.
    expect(ErrorBody.parse(exclusive.json())).toMatchObject({
      errorType: 'ContentExclusive',
      message:
        'This pack comes only with the Annual and Lifetime plans. It has no trial scene to play without one.',
      params: { tariffs: ['Annual', 'Lifetime'] },
    });
    const inSpanish = await client.request(
      'POST',
      '/api/v1/collection/content',
      { contentPackId: EXCLUSIVE },
      { 'user-language': 'es' },
    );
    expect(ErrorBody.parse(inSpanish.json()).message).toBe(
      'Este pack solo se incluye en los planes Annual y Lifetime. No tiene escenas de prueba que se reproduzcan sin uno de ellos.',
    );
    expect(await libraryIds(client)).toEqual([DUSK]);
  });

  it('refuses a pack that is not the user’s to play, even with trial scenes', async () => {
    const { client } = await signedUpClient(app, 'nobody');
    for (const id of [DUSK, HIGH_NOON]) {
      const response = await add(client, id);
      expect(response.statusCode, id).toBe(403);
      expect(errorOf(response)).toBe('ContentNotEntitled');
    }
    expect(await libraryIds(client)).toEqual([]);
  });

  it('answers 404 for an unknown pack and 400 naming the field for a bad body', async () => {
    const { client } = await signedUpClient(app, 'bad');
    const unknown = await add(client, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toBe('ContentNotFound');
    for (const body of [{}, { contentPackId: 'alpine-dawn' }, { contentPackId: 42 }]) {
      const response = await client.post('/api/v1/collection/content', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json<{ errorType: string; issues: { path: string }[] }>();
      expect(error.errorType).toBe('ValidationError');
      expect(error.issues.map((issue) => issue.path)).toContain('body.contentPackId');
    }
  });

  it('answers 401 to guests', async () => {
    const post = await app.inject({
      method: 'POST',
      url: '/api/v1/collection/content',
      headers: csrfHeaders,
      payload: { contentPackId: DEMO },
    });
    expect(post.statusCode).toBe(401);
    expect(errorOf(post)).toBe('Unauthorized');
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/collection/content/${DEMO}`,
      headers: csrfHeaders,
    });
    expect(deleted.statusCode).toBe(401);
    for (const path of ['/collection/list', '/collection/list/short/categories']) {
      const response = await app.inject(`/api/v1${path}`);
      expect(response.statusCode, path).toBe(401);
    }
  });

  it('removes a pack (and answers 204 for one not in the library)', async () => {
    const { client } = await signedUpClient(app, 'remover');
    await added(client, DEMO);
    const withoutCsrf = await app.inject({
      method: 'DELETE',
      url: `/api/v1/collection/content/${DEMO}`,
      headers: { cookie: [...client.cookies].map(([n, v]) => `${n}=${v}`).join('; ') },
    });
    expect(withoutCsrf.statusCode).toBe(403);
    expect(errorOf(withoutCsrf)).toBe('CsrfTokenMismatch');
    expect(await libraryIds(client)).toEqual([DEMO]);

    expect((await remove(client, DEMO)).statusCode).toBe(204);
    expect(await libraryIds(client)).toEqual([]);
    const content = ContentPack.parse((await client.get(`/api/v1/content/${DEMO}`)).json());
    expect(content.inLibrary).toBe(false);
    expect((await remove(client, DEMO)).statusCode).toBe(204);
    // Added again later: a new entry.
    await added(client, DEMO);
    expect(await libraryIds(client)).toEqual([DEMO]);
  });
});

describe('purchases go to the library', () => {
  it('adds the packs bought and the packs of a presale category bought, in fulfilment', async () => {
    const { client } = await signedUpClient(app, 'buyer');
    const items = [
      { type: 'content', id: DUSK },
      { type: 'presale', id: SPORT },
    ];
    const transactionId = await buyWithTestCard(app, client, items);
    expect(await libraryIds(client)).toEqual([]);

    // The result page's status check settles the paid order.
    const settled = await client.get(`/api/v1/transaction/${transactionId}`);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(TransactionDto.parse(settled.json()).status).toBe('SUCCESSFUL');

    const sportPacks = await database.db
      .select({ id: contentPacks.id })
      .from(contentPacks)
      .where(eq(contentPacks.categoryId, SPORT));
    expect(sportPacks.length).toBeGreaterThan(0);
    const library = await libraryOf(client);
    expect(library.map((pack) => pack.id).sort()).toEqual(
      [DUSK, ...sportPacks.map((pack) => pack.id)].sort(),
    );
    expect(library.every((pack) => pack.inLibrary && pack.isOwned)).toBe(true);
  });
});

describe('the media request log (development only)', () => {
  it('records each delivery with its Range header, status and bytes sent', async () => {
    // A guest's links to a demo pack: anyone may fetch them.
    const links = ContentLinks.parse(
      (await app.inject(`/api/v1/collection/content/${DEMO}/links?platform=web_app`)).json(),
    );
    const url = new URL(links.scenes[0]?.url ?? '', 'http://localhost');
    const key = decodeURIComponent(url.pathname.replace(/^\/media\//, ''));
    const cleared = await app.inject({
      method: 'DELETE',
      url: '/api/dev/media/requests',
      headers: csrfHeaders,
    });
    expect(cleared.statusCode).toBe(204);

    const ranged = await app.inject({
      url: url.pathname + url.search,
      headers: { range: 'bytes=100-199' },
    });
    expect(ranged.statusCode).toBe(206);
    const whole = await app.inject(url.pathname + url.search);
    expect(whole.statusCode).toBe(200);
    const forged = await app.inject(`${url.pathname}?u=guest&exp=1&sig=x`);
    expect(forged.statusCode).toBe(403);

    const response = await app.inject(
      `/api/dev/media/requests?key=${encodeURIComponent(key.slice(-12))}`,
    );
    expect(response.statusCode).toBe(200);
    const recorded = response.json<Record<string, unknown>[]>();
    expect(recorded.map(({ at: _at, ...entry }) => entry)).toEqual([
      { key, holder: 'guest', range: 'bytes=100-199', status: 206, bytesSent: 100 },
      { key, holder: 'guest', range: null, status: 200, bytesSent: whole.rawPayload.length },
      { key, holder: 'guest', range: null, status: 403, bytesSent: 0 },
    ]);
    const others = await app.inject('/api/dev/media/requests?key=no-such-key');
    expect(others.json()).toEqual([]);
  });

  it('slows only the calling user’s deliveries, to the same bytes, until lifted', async () => {
    const { client } = await signedUpClient(app, 'slowed');
    const guest = await app.inject({
      method: 'PUT',
      url: '/api/dev/media/throttle',
      headers: csrfHeaders,
      payload: { bytesPerSecond: 65_536 },
    });
    expect(guest.statusCode).toBe(401);
    const links = ContentLinks.parse(
      (await client.get(`/api/v1/collection/content/${DEMO}/links?platform=web_app`)).json(),
    );
    const path = links.scenes[0]?.url ?? '';
    const full = await client.request('GET', path, undefined, { range: 'bytes=0-99999' });
    expect(full.statusCode).toBe(206);

    const slowed = await client.request('PUT', '/api/dev/media/throttle', {
      bytesPerSecond: 1024 * 1024,
    });
    expect(slowed.statusCode, slowed.body).toBe(204);
    const throttled = await client.request('GET', path, undefined, { range: 'bytes=0-99999' });
    expect(throttled.statusCode).toBe(206);
    expect(throttled.rawPayload.equals(full.rawPayload)).toBe(true);
    const lifted = await client.request('PUT', '/api/dev/media/throttle', {
      bytesPerSecond: null,
    });
    expect(lifted.statusCode).toBe(204);
    const tooSlow = await client.request('PUT', '/api/dev/media/throttle', { bytesPerSecond: 1 });
    expect(tooSlow.statusCode).toBe(400);
  });

  it('does not exist in production', async () => {
    const production = await buildApp(
      testConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://parallax.example' }),
      await sharedDatabaseDeps(database),
    );
    try {
      expect((await production.inject('/api/dev/media/requests')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
