import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LoginResult, UserInfo } from '@parallax/core/contracts/auth';
import { ErrorBody } from '@parallax/core/contracts/common';
import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import { MAX_FEED_LINKS } from '@parallax/core/rules/account-limits';
import {
  CreatedFeedLink,
  DeoVrIndex,
  DeoVrVideo,
  FeedLinkList,
  HereSphereIndex,
  HereSphereVideo,
} from '@parallax/core/contracts/feeds';
import { addDays } from '@parallax/core/rules/subscription';
import Ajv from 'ajv';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { csrfHeaders, openTestDatabase, testConfig } from '../../test/test-app.js';
import { subscriptions } from '../subscriptions/subscriptions.schema.js';
import { feedLinks } from './feeds.schema.js';
import { FEED_MEDIA_LINK_TTL_SECONDS } from './feeds.service.js';

// VR player feeds (docs/decisions/0035-vr-player-feeds.md): what a feed link's user may play,
// as DeoVR and HereSphere read it, every answer checked against the JSON Schemas written from
// the players' documentation (schemas/). Players send no cookies: feeds and media are fetched
// here without any.

const config = testConfig({ CATALOG_CACHE_TTL_MS: '0' });
const { publicUrl } = config;

/** Demo: everyone's; one video (360° mono) after a photo. */
const DEMO = 'alpine-dawn';
/** For sale, no trial scene: a 360° stereo photo, then 180° SBS and 360° mono videos. */
const DUSK = 'dusk-on-the-ridge';
/** For sale: every projection, stereo layout and kind, its first scene a trial photo. */
const HIGH_NOON = 'high-noon-summit';
/** Exclusive for the annual and lifetime tariffs: a monthly subscription does not open it. */
const EXCLUSIVE = 'ringed-giant';
const MONTHLY = { id: demoId('tariff', 'monthly'), name: 'Monthly', days: 30 };
const part = (slug: string, position: number) => demoId('part', `${slug}:${position}`);

let database: DatabaseHandle;
let app: FastifyInstance;

const ajv = new Ajv({ allErrors: true });
const SCHEMAS = ['deovr-index', 'deovr-video', 'heresphere-library', 'heresphere-video'] as const;
type SchemaName = (typeof SCHEMAS)[number];
const validators = new Map<SchemaName, Ajv.ValidateFunction>();

beforeAll(async () => {
  for (const name of SCHEMAS) {
    const file = join(import.meta.dirname, 'schemas', `${name}.json`);
    validators.set(name, ajv.compile(JSON.parse(await readFile(file, 'utf8')) as object));
  }
  database = await openTestDatabase();
  app = await buildApp(config, { database });
});
afterAll(() => app.close());

/** The answer as a player reads it, which must fit the player's documented format. */
function documented(name: SchemaName, body: unknown): void {
  const validate = validators.get(name);
  if (!validate) throw new Error(`no schema ${name}`);
  validate(body);
  expect(validate.errors ?? [], `${name}: ${JSON.stringify(body)}`).toEqual([]);
}

const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** A request as a VR player makes it: no cookies, no Authorization. */
const player = (url: string, options: Omit<InjectOptions, 'url'> = {}) =>
  app.inject({ ...options, url: url.startsWith('http') ? pathOf(url) : url });

// About 27 calls of the account API below, under the default AUTH_RATE_LIMIT_PER_MINUTE (30) of
// one address; the last test spends the rest.
const errorOf = (response: { json: () => unknown }) => ErrorBody.parse(response.json()).errorType;

async function createLink(client: BrowserClient, label = 'Quest 3') {
  const response = await client.post('/api/v1/settings/feeds', { label });
  expect(response.statusCode, response.body).toBe(201);
  const link = CreatedFeedLink.parse(response.json());
  expect(response.headers['cache-control']).toBe('no-store');
  const token = new URL(link.deovrUrl).pathname.split('/')[2] ?? '';
  return { ...link, token };
}

async function deovrIndex(url: string) {
  const response = await player(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const body: unknown = response.json();
  documented('deovr-index', body);
  return DeoVrIndex.parse(body);
}

async function heresphereLibrary(url: string, method: 'GET' | 'POST' = 'POST') {
  const response = await player(url, {
    method,
    ...(method === 'POST' ? { payload: { username: '', password: '' } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['heresphere-json-version']).toBe('1');
  expect(response.headers['cache-control']).toBe('no-store');
  const body: unknown = response.json();
  documented('heresphere-library', body);
  return HereSphereIndex.parse(body);
}

async function deovrVideo(url: string) {
  const response = await player(url);
  expect(response.statusCode, response.body).toBe(200);
  const body: unknown = response.json();
  documented('deovr-video', body);
  return DeoVrVideo.parse(body);
}

async function heresphereVideo(url: string, method: 'GET' | 'POST' = 'POST') {
  const response = await player(url, {
    method,
    ...(method === 'POST' ? { payload: { needsMediaSource: true } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['heresphere-json-version']).toBe('1');
  const body: unknown = response.json();
  documented('heresphere-video', body);
  return HereSphereVideo.parse(body);
}

/** The part ids a DeoVR index lists, by group name. */
const deovrParts = (index: DeoVrIndex) =>
  Object.fromEntries(
    index.scenes.map((group) => [
      group.name,
      group.list.map((video) => new URL(video.video_url).pathname.split('/').at(-1)),
    ]),
  );

const heresphereParts = (index: HereSphereIndex) =>
  Object.fromEntries(
    index.library.map((group) => [
      group.name,
      group.list.map((url) => new URL(url).pathname.split('/').at(-1)),
    ]),
  );

describe('feed links (the account API)', () => {
  it('are created with feed URLs shown once, then listed without them, and revoked', async () => {
    const { client } = await signedUpClient(app, 'feeds');
    const link = await createLink(client, '  Living-room Quest  ');
    expect(link.label).toBe('Living-room Quest');
    expect(link.deovrUrl).toBe(`${publicUrl}/feeds/${link.token}/deovr`);
    expect(link.heresphereUrl).toBe(`${publicUrl}/feeds/${link.token}/heresphere`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await database.db.select().from(feedLinks).where(eq(feedLinks.id, link.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(link.token);

    const listed = await client.get('/store/api/v1/settings/feeds');
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.body).not.toContain(link.token);
    expect(FeedLinkList.parse(listed.json()).items).toEqual([
      { id: link.id, label: 'Living-room Quest', createdAt: link.createdAt, lastUsedAt: null },
    ]);

    const revoked = await client.request('DELETE', `/api/v1/settings/feeds/${link.id}`);
    expect(revoked.statusCode).toBe(204);
    expect(FeedLinkList.parse((await client.get('/api/v1/settings/feeds')).json()).items).toEqual(
      [],
    );
    expect((await client.request('DELETE', `/api/v1/settings/feeds/${link.id}`)).statusCode).toBe(
      204,
    );
  });

  it('are made and listed with a Bearer session too (a headset app), without CSRF', async () => {
    const { client } = await signedUpClient(app, 'headset');
    const { email } = UserInfo.parse((await client.get('/api/v1/settings/user/info')).json());
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: csrfHeaders,
      payload: {
        identifier: email,
        password: 'summit2026',
        clientIdentifier: randomUUID(),
        clientType: 'quest3',
      },
    });
    const signedIn = LoginResult.parse(response.json());
    if (signedIn.status !== 'ACTIVE' || !signedIn.accessToken) throw new Error('no Bearer token');
    const bearer = { authorization: `Bearer ${signedIn.accessToken}` };
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/settings/feeds',
      headers: bearer,
      payload: { label: 'Pico' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = CreatedFeedLink.parse(created.json());
    const listed = await app.inject({ url: '/api/v1/settings/feeds', headers: bearer });
    expect(FeedLinkList.parse(listed.json()).items.map((link) => link.id)).toEqual([id]);
  });

  it('are the signed-in user’s only', async () => {
    const owner = (await signedUpClient(app, 'feeds')).client;
    const other = (await signedUpClient(app, 'feeds')).client;
    const link = await createLink(owner);
    const guest = new BrowserClient(app);
    expect((await guest.get('/api/v1/settings/feeds')).statusCode).toBe(401);
    expect((await guest.post('/api/v1/settings/feeds', { label: 'x' })).statusCode).toBe(401);
    const theirs = await other.request('DELETE', `/api/v1/settings/feeds/${link.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs)).toBe('NotFound');
    expect(FeedLinkList.parse((await other.get('/api/v1/settings/feeds')).json()).items).toEqual(
      [],
    );
    expect(
      (await owner.request('DELETE', '/api/v1/settings/feeds/6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90'))
        .statusCode,
    ).toBe(404);
    expect(FeedLinkList.parse((await owner.get('/api/v1/settings/feeds')).json()).items).toEqual([
      expect.objectContaining({ id: link.id }),
    ]);
  });

  it('refuse a label with control characters, an empty one and an overlong one', async () => {
    const { client } = await signedUpClient(app, 'feeds');
    for (const label of ['Quest\u0000 3', 'Quest\n3', '\u001b[2J', '   ', 'x'.repeat(101)]) {
      const response = await client.post('/api/v1/settings/feeds', { label });
      expect(response.statusCode, JSON.stringify(label)).toBe(400);
      expect(errorOf(response)).toBe('ValidationError');
    }
  });
});

describe('a user’s live feed links', () => {
  /** The signed-in user at an address of their own, so the other tests keep their allowance. */
  async function userAt(address: string, languages: readonly string[]) {
    const { client } = await signedUpClient(app, 'feeds');
    return languages.map((language) => {
      const at = new BrowserClient(app, language, address);
      for (const [name, value] of client.cookies) at.cookies.set(name, value);
      return at;
    });
  }

  it(`are at most ${MAX_FEED_LINKS}: one more is refused in the user’s language until one is revoked`, async () => {
    const [user, userEs] = await userAt('10.20.0.1', ['en', 'es']);
    if (!user || !userEs) throw new Error('no client');
    const racing = await Promise.all(
      Array.from({ length: MAX_FEED_LINKS + 2 }, (_, index) =>
        user.post('/api/v1/settings/feeds', { label: `Headset ${index}` }),
      ),
    );
    const statuses = racing.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_FEED_LINKS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);

    const refused = await user.post('/api/v1/settings/feeds', { label: 'One more' });
    expect(refused.statusCode).toBe(409);
    expect(ErrorBody.parse(refused.json())).toMatchObject({
      errorType: 'FeedLinkLimitReached',
      message: en.errors.feed_link_limit,
    });
    const refusedEs = await userEs.post('/api/v1/settings/feeds', { label: 'Uno más' });
    expect(ErrorBody.parse(refusedEs.json())).toMatchObject({
      errorType: 'FeedLinkLimitReached',
      message: es.errors.feed_link_limit,
    });

    const listed = FeedLinkList.parse((await user.get('/api/v1/settings/feeds')).json()).items;
    expect(listed).toHaveLength(MAX_FEED_LINKS);
    const [oldest] = listed.slice(-1);
    if (!oldest) throw new Error('no link');
    expect((await user.request('DELETE', `/api/v1/settings/feeds/${oldest.id}`)).statusCode).toBe(
      204,
    );
    const made = await user.post('/api/v1/settings/feeds', { label: 'In its place' });
    expect(made.statusCode, made.body).toBe(201);
    // Another user's links are counted apart.
    const [other] = await userAt('10.20.0.2', ['en']);
    expect((await other?.post('/api/v1/settings/feeds', { label: 'Mine' }))?.statusCode).toBe(201);
  });
});

describe('the feeds list what the link’s user may play', () => {
  let owner: BrowserClient;
  let link: Awaited<ReturnType<typeof createLink>>;
  beforeAll(async () => {
    owner = (await signedUpClient(app, 'owner')).client;
    expect((await owner.post(`/api/dev/ownership/content/${DUSK}`)).statusCode).toBe(200);
    link = await createLink(owner);
  });

  it('DeoVR: the owned and demo packs’ videos, one group each, in store order', async () => {
    const index = await deovrIndex(link.deovrUrl);
    // The packs' photos are left out; HIGH_NOON (not owned, a trial photo) is not listed.
    expect(deovrParts(index)).toEqual({
      'Alpine Dawn': [part(DEMO, 1)],
      'Dusk on the Ridge': [part(DUSK, 1), part(DUSK, 2)],
    });
    const [video] = index.scenes[1]?.list ?? [];
    expect(video).toMatchObject({
      title: 'Dusk on the Ridge: Orbit in 3D',
      thumbnailUrl: `${publicUrl}/static/demo/covers/cover-03.jpg`,
      video_url: `${publicUrl}/feeds/${link.token}/deovr/${part(DUSK, 1)}`,
    });
    expect(video?.videoLength).toBeGreaterThan(0);
    expect((await player(video?.thumbnailUrl ?? '')).statusCode).toBe(200);
  });

  it('HereSphere: the same videos, by GET and by POST without a CSRF token', async () => {
    const posted = await heresphereLibrary(link.heresphereUrl, 'POST');
    expect(posted.access).toBe(1);
    expect(heresphereParts(posted)).toEqual({
      'Alpine Dawn': [part(DEMO, 1)],
      'Dusk on the Ridge': [part(DUSK, 1), part(DUSK, 2)],
    });
    expect(await heresphereLibrary(link.heresphereUrl, 'GET')).toEqual(posted);
    // A post with an empty JSON body, or none, is read the same.
    for (const headers of [{ 'content-type': 'application/json' }, {}]) {
      const bare = await player(link.heresphereUrl, { method: 'POST', headers, payload: '' });
      expect(bare.statusCode, bare.body).toBe(200);
      expect(HereSphereIndex.parse(bare.json())).toEqual(posted);
    }
  });

  it('each video with its format, and a signed media URL that serves byte ranges for hours', async () => {
    const dome = await deovrVideo(`${link.deovrUrl}/${part(DUSK, 1)}`);
    expect(dome).toMatchObject({
      title: 'Dusk on the Ridge: Orbit in 3D',
      is3d: true,
      screenType: 'dome',
      stereoMode: 'sbs',
      thumbnailUrl: `${publicUrl}/static/demo/covers/cover-03.jpg`,
    });
    expect(dome.encodings.map(({ name }) => name)).toEqual(['webm']);
    const [domeSource] = dome.encodings[0]?.videoSources ?? [];
    expect(domeSource?.url.startsWith(`${publicUrl}/media/`)).toBe(true);
    const sphere = await deovrVideo(`${link.deovrUrl}/${part(DUSK, 2)}`);
    expect(sphere).toMatchObject({ is3d: false, screenType: 'sphere', stereoMode: 'off' });

    const detail = await heresphereVideo(`${link.heresphereUrl}/${part(DUSK, 1)}`);
    expect(detail).toMatchObject({
      access: 1,
      title: 'Dusk on the Ridge: Orbit in 3D',
      projection: 'equirectangular',
      stereo: 'sbs',
      fov: 180,
      lens: 'Linear',
      dateAdded: '2026-03-14',
      dateReleased: '2026-03-14',
    });
    expect(detail.duration).toBeGreaterThan(0);
    expect(Math.abs(detail.duration / 1000 - dome.videoLength)).toBeLessThanOrEqual(0.5);
    expect(await heresphereVideo(`${link.heresphereUrl}/${part(DUSK, 2)}`, 'GET')).toMatchObject({
      projection: 'equirectangular360',
      stereo: 'mono',
      fov: 360,
    });

    // The media URL is the media module's signed link, good for 6 hours while the feed link lives.
    const [source] = detail.media[0]?.sources ?? [];
    const mediaUrl = new URL(source?.url ?? '');
    const expiresAt = Number(mediaUrl.searchParams.get('exp'));
    const expected = Date.now() / 1000 + FEED_MEDIA_LINK_TTL_SECONDS;
    expect(Math.abs(expiresAt - expected)).toBeLessThan(60);
    expect(FEED_MEDIA_LINK_TTL_SECONDS).toBe(6 * 60 * 60);
    const ranged = await player(source?.url ?? '', { headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(100);
    expect(ranged.headers['content-range']).toBe(`bytes 0-99/${source?.size}`);
    const dash = await player(domeSource?.url ?? '', {
      headers: { range: 'bytes=100-199' },
    });
    expect(dash.statusCode).toBe(206);
  });

  it('records when the link was last used, at most once a minute', async () => {
    const lastUsed = async () =>
      FeedLinkList.parse((await owner.get('/api/v1/settings/feeds')).json()).items.find(
        ({ id }) => id === link.id,
      )?.lastUsedAt;
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await deovrIndex(link.deovrUrl);
    expect(await lastUsed()).toBe(first);
  });

  it('maps every projection and stereo layout, and leaves photos and 3D scenes out', async () => {
    const { client } = await signedUpClient(app, 'formats');
    expect((await client.post(`/api/dev/ownership/content/${HIGH_NOON}`)).statusCode).toBe(200);
    const { deovrUrl, heresphereUrl } = await createLink(client);
    const listed = deovrParts(await deovrIndex(deovrUrl))['High Noon Summit'];
    // Scenes: trial photo, 180° photo, 360° video, fisheye photo, 200° fisheye video, 360° TB
    // video, flat photo, 3D scene.
    expect(listed).toEqual([part(HIGH_NOON, 2), part(HIGH_NOON, 4), part(HIGH_NOON, 5)]);
    expect(await deovrVideo(`${deovrUrl}/${part(HIGH_NOON, 4)}`)).toMatchObject({
      is3d: false,
      screenType: 'mkx200',
      stereoMode: 'off',
    });
    expect(await deovrVideo(`${deovrUrl}/${part(HIGH_NOON, 5)}`)).toMatchObject({
      is3d: true,
      screenType: 'sphere',
      stereoMode: 'tb',
    });
    expect(await heresphereVideo(`${heresphereUrl}/${part(HIGH_NOON, 4)}`)).toMatchObject({
      projection: 'fisheye',
      stereo: 'mono',
      fov: 200,
      lens: 'MKX200',
    });
    expect(await heresphereVideo(`${heresphereUrl}/${part(HIGH_NOON, 5)}`)).toMatchObject({
      projection: 'equirectangular360',
      stereo: 'tb',
    });
    for (const position of [0, 1, 3, 6, 7]) {
      for (const url of [deovrUrl, heresphereUrl]) {
        const response = await player(`${url}/${part(HIGH_NOON, position)}`);
        expect(response.statusCode, `${url} ${position}`).toBe(404);
        expect(errorOf(response)).toBe('PartNotFound');
      }
    }
  });

  it('another user’s link never shows this user’s packs', async () => {
    const { client } = await signedUpClient(app, 'stranger');
    const theirs = await createLink(client);
    expect(deovrParts(await deovrIndex(theirs.deovrUrl))).toEqual({
      'Alpine Dawn': [part(DEMO, 1)],
    });
    expect(heresphereParts(await heresphereLibrary(theirs.heresphereUrl))).toEqual({
      'Alpine Dawn': [part(DEMO, 1)],
    });
    for (const url of [theirs.deovrUrl, theirs.heresphereUrl]) {
      const response = await player(`${url}/${part(DUSK, 1)}`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe('PartNotFound');
    }
  });

  it('answers 404 to an unknown, malformed or revoked token, and to parts not in the feed', async () => {
    const { client } = await signedUpClient(app, 'revoker');
    const revoked = await createLink(client);
    await deovrIndex(revoked.deovrUrl);
    // A media URL the feed handed out names its feed link, and stops with it.
    const video = await heresphereVideo(`${revoked.heresphereUrl}/${part(DEMO, 1)}`);
    const mediaUrl = new URL(video.media[0]?.sources[0]?.url ?? '');
    expect(mediaUrl.searchParams.get('u')).toBe(`feed.${revoked.id}`);
    const range = { headers: { range: 'bytes=0-9' } };
    expect((await player(mediaUrl.href, range)).statusCode).toBe(206);
    expect(
      (await client.request('DELETE', `/api/v1/settings/feeds/${revoked.id}`)).statusCode,
    ).toBe(204);
    const afterRevoke = await player(mediaUrl.href, range);
    expect(afterRevoke.statusCode).toBe(403);
    expect(errorOf(afterRevoke)).toBe('MediaLinkInvalid');
    const unknown = 'A'.repeat(43);
    const feeds = (token: string) => [
      `/feeds/${token}/deovr`,
      `/feeds/${token}/deovr/${part(DEMO, 1)}`,
      `/feeds/${token}/heresphere`,
      `/feeds/${token}/heresphere/${part(DEMO, 1)}`,
    ];
    for (const token of [revoked.token, unknown, 'abc', 'not%20a%20token']) {
      for (const url of feeds(token)) {
        for (const method of ['GET', 'POST'] as const) {
          if (method === 'POST' && url.includes('/deovr')) continue;
          const response = await player(url, { method });
          expect(response.statusCode, `${method} ${url}`).toBe(404);
          expect(errorOf(response)).toBe('NotFound');
          expect(response.headers['cache-control']).toBe('no-store');
        }
      }
    }
    for (const partId of ['6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90', 'nope', part(HIGH_NOON, 2)]) {
      for (const url of [link.deovrUrl, link.heresphereUrl]) {
        const response = await player(`${url}/${partId}`);
        expect(response.statusCode, `${url}/${partId}`).toBe(404);
        expect(errorOf(response)).toBe('PartNotFound');
      }
    }
    const control = await player(`/feeds/${link.token}%00/deovr`);
    expect(control.statusCode).toBe(400);
    expect(errorOf(control)).toBe('ValidationError');
  });
});

describe('a subscriber’s feed (spec 1 §6)', () => {
  it('lists the packs the subscription opens while it gives access, and no longer after', async () => {
    const { client, userId } = await signedUpClient(app, 'subscriber');
    const startDate = new Date();
    // Cancelled: access until the end date, in a day.
    await database.db.insert(subscriptions).values({
      userId,
      tariffId: MONTHLY.id,
      tariffName: MONTHLY.name,
      durationDays: MONTHLY.days,
      status: 'CANCELLED',
      startDate,
      endDate: addDays(startDate, 1),
    });
    const { deovrUrl, heresphereUrl } = await createLink(client);
    const opened = deovrParts(await deovrIndex(deovrUrl));
    expect(opened['Dusk on the Ridge']).toEqual([part(DUSK, 1), part(DUSK, 2)]);
    expect(opened['High Noon Summit']).toEqual([
      part(HIGH_NOON, 2),
      part(HIGH_NOON, 4),
      part(HIGH_NOON, 5),
    ]);
    // Exclusive for annual and lifetime tariffs: not a monthly subscriber's.
    expect(Object.keys(opened)).not.toContain('Ringed Giant');
    expect((await player(`${deovrUrl}/${part(EXCLUSIVE, 1)}`)).statusCode).toBe(404);
    expect(Object.keys(heresphereParts(await heresphereLibrary(heresphereUrl)))).toEqual(
      Object.keys(opened),
    );
    await deovrVideo(`${deovrUrl}/${part(DUSK, 1)}`);

    // Past the end date (the development clock moves on): only the demo pack is left.
    const advanced = await app.inject({
      method: 'POST',
      url: '/api/dev/clock/advance',
      payload: { days: 2 },
    });
    expect(advanced.statusCode, advanced.body).toBe(200);
    expect(deovrParts(await deovrIndex(deovrUrl))).toEqual({ 'Alpine Dawn': [part(DEMO, 1)] });
    expect(heresphereParts(await heresphereLibrary(heresphereUrl))).toEqual({
      'Alpine Dawn': [part(DEMO, 1)],
    });
    const ended = await player(`${heresphereUrl}/${part(DUSK, 1)}`);
    expect(ended.statusCode).toBe(404);
    expect(errorOf(ended)).toBe('PartNotFound');
  });
});

describe('the account API’s rate limit', () => {
  it('is the server’s configured one, per address, across both prefixes', async () => {
    const { client } = await signedUpClient(app, 'limited');
    const statuses: number[] = [];
    for (let call = 0; call <= config.auth.rateLimitPerMinute; call += 1) {
      const prefix = call % 2 === 0 ? '/api/v1' : '/store/api/v1';
      statuses.push((await client.get(`${prefix}/settings/feeds`)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
