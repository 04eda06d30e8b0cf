import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorBody } from '@parallax/core/contracts/common';
import { CreatedFeedLink, DeoVrVideo, HereSphereVideo } from '@parallax/core/contracts/feeds';
import { ContentLinks } from '@parallax/core/contracts/player';
import Ajv from 'ajv';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { paths } from '../../paths.js';
import { signedUpClient } from '../../test/accounts.js';
import type { BrowserClient } from '../../test/browser-client.js';
import { makeTestLadder, TEST_RENDITIONS } from '../../test/hls-ladder.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { contentParts } from '../catalog/catalog.schema.js';
import {
  createMediaLinks,
  deriveMediaLinkSecret,
  GUEST_HOLDER,
  MEDIA_LINK_TTL_SECONDS,
} from './media-links.service.js';

const AUTH_SECRET = 'media-hls-test-secret-0123456789abcdef';
/** For sale, no trial scene: its first video (180° SBS) gets the ladder. */
const PACK = demoId('pack', 'dusk-on-the-ridge');
const PART = demoId('part', 'dusk-on-the-ridge:1');
const PART_DIR = 'dusk-on-the-ridge/parts/dome-0123abcd';
const STREAM_KEY = `content/${PART_DIR}/hls/master.m3u8`;
const COVER = 'dusk-on-the-ridge/public/cover-0123abcd.jpg';

let contentDir: string;
let database: DatabaseHandle;
let app: FastifyInstance;
let clockOffsetMs = 0;
let owner: { client: BrowserClient; userId: string };
let other: { client: BrowserClient; userId: string };
const links = createMediaLinks(deriveMediaLinkSecret(AUTH_SECRET), () => new Date());

beforeAll(async () => {
  contentDir = await mkdtemp(join(tmpdir(), 'parallax-content-'));
  await makeTestLadder(join(contentDir, PART_DIR, 'hls'));
  await mkdir(join(contentDir, 'dusk-on-the-ridge/public'), { recursive: true });
  await copyFile(join(paths.demoMedia, 'covers/cover-01.jpg'), join(contentDir, COVER));
  database = await openTestDatabase();
  await database.db
    .update(contentParts)
    .set({ streamKey: STREAM_KEY, renditions: TEST_RENDITIONS })
    .where(eq(contentParts.id, PART));
  const config = testConfig({ AUTH_SECRET, CONTENT_MEDIA_DIR: contentDir });
  app = await buildApp(config, { database, now: () => new Date(Date.now() + clockOffsetMs) });
  owner = await signedUpClient(app, 'owner');
  other = await signedUpClient(app, 'other');
  const granted = await owner.client.post('/api/dev/ownership/content/dusk-on-the-ridge');
  expect(granted.statusCode).toBe(200);
});
afterAll(async () => {
  await app?.close();
  await rm(contentDir, { recursive: true, force: true });
});
afterEach(() => {
  clockOffsetMs = 0;
});

const cookieOf = (client: BrowserClient): string =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

function fetchMedia(url: string, as?: BrowserClient, method: InjectOptions['method'] = 'GET') {
  const path = url.startsWith('http') ? `${new URL(url).pathname}${new URL(url).search}` : url;
  return app.inject({ method, url: path, headers: as ? { cookie: cookieOf(as) } : {} });
}

const errorOf = (response: { json: () => unknown }) => ErrorBody.parse(response.json()).errorType;

/** The URIs of a playlist (its URI lines and URI attributes), in order. */
function urisOf(playlist: string): string[] {
  return playlist.split('\n').flatMap((line) => {
    if (line.startsWith('#')) return [...line.matchAll(/URI="([^"]*)"/g)].map((m) => m[1] ?? '');
    return line.trim() === '' ? [] : [line.trim()];
  });
}

async function playlistOf(url: string, as?: BrowserClient): Promise<string> {
  const response = await fetchMedia(url, as);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
  expect(response.headers['cache-control']).toBe('no-store');
  return response.body;
}

async function ownerStreamUrl(): Promise<string> {
  const response = await owner.client.get(`/api/v1/collection/content/${PACK}/links`);
  expect(response.statusCode, response.body).toBe(200);
  const scene = ContentLinks.parse(response.json()).scenes.find(({ id }) => id === PART);
  expect(scene?.url).toContain('/media/demo/');
  return scene?.streamUrl ?? '';
}

/** The master, a variant and its files, as the owner's player fetches them. */
async function ownerLadder() {
  const streamUrl = await ownerStreamUrl();
  const master = await playlistOf(streamUrl, owner.client);
  const variants = urisOf(master);
  const variant = await playlistOf(variants[0] ?? '', owner.client);
  return { streamUrl, variants, files: urisOf(variant) };
}

describe('HLS ladders through signed links', () => {
  it('gives a streamUrl beside the progressive file, only to parts with a ladder', async () => {
    const response = await owner.client.get(`/api/v1/collection/content/${PACK}/links`);
    const { scenes } = ContentLinks.parse(response.json());
    const streamUrl = new URL(scenes.find(({ id }) => id === PART)?.streamUrl ?? '', 'http://x');
    expect(streamUrl.pathname).toBe(`/media/${STREAM_KEY}`);
    expect(streamUrl.searchParams.get('u')).toBe(owner.userId);
    expect(scenes.filter(({ streamUrl }) => streamUrl !== undefined)).toHaveLength(1);
  });

  it('signs every variant, init and segment for the same holder and expiry', async () => {
    const { streamUrl: master, variants, files } = await ownerLadder();
    const streamUrl = new URL(master, 'http://x');
    expect(variants).toHaveLength(2);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const uri of [...variants, ...files]) {
      const url = new URL(uri, 'http://x');
      expect(url.pathname.startsWith(`/media/content/${PART_DIR}/hls/`)).toBe(true);
      expect(url.searchParams.get('u')).toBe(owner.userId);
      expect(url.searchParams.get('exp')).toBe(streamUrl.searchParams.get('exp'));
    }
    const [init, segment] = files;
    expect(init).toContain('/init_0.mp4?');
    for (const [uri, type] of [
      [init, 'video/mp4'],
      [segment, 'video/iso.segment'],
    ] as const) {
      const response = await fetchMedia(uri ?? '', owner.client);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      const path = new URL(uri ?? '', 'http://x').pathname.replace(/^\/media\/content\//, '');
      expect(response.rawPayload.equals(await readFile(join(contentDir, path)))).toBe(true);
    }
  });

  it('refuses a segment link with another signature or key, or after it expires', async () => {
    const { files } = await ownerLadder();
    const segment = new URL(files[1] ?? '', 'http://x');
    const tampered = new URL(segment);
    const sig = tampered.searchParams.get('sig') ?? '';
    tampered.searchParams.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    const response = await fetchMedia(`${tampered.pathname}${tampered.search}`, owner.client);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe('MediaLinkInvalid');
    const otherKey = segment.pathname.replace('seg-00000', 'seg-00001');
    expect(otherKey).not.toBe(segment.pathname);
    expect((await fetchMedia(`${otherKey}${segment.search}`, owner.client)).statusCode).toBe(403);

    clockOffsetMs = (MEDIA_LINK_TTL_SECONDS + 1) * 1000;
    const expired = await fetchMedia(`${segment.pathname}${segment.search}`, owner.client);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired)).toBe('MediaLinkExpired');
  });

  it('keeps a user’s playlist and segments from a guest and from another user', async () => {
    const { streamUrl, variants, files } = await ownerLadder();
    for (const uri of [streamUrl, variants[0] ?? '', files[1] ?? '']) {
      const asGuest = await fetchMedia(uri);
      expect(asGuest.statusCode).toBe(403);
      expect(errorOf(asGuest)).toBe('MediaLinkInvalid');
      expect((await fetchMedia(uri, other.client)).statusCode).toBe(403);
    }
    // Nor may the other user ask for the stream at all: the pack is not theirs.
    const response = await other.client.get(`/api/v1/collection/content/${PACK}/links`);
    expect(response.statusCode).toBe(403);
  });

  it('slows segments with the development throttle, and logs them like other media', async () => {
    const { files } = await ownerLadder();
    const segment = files[1] ?? '';
    const size = (await readFile(join(contentDir, PART_DIR, 'hls/64p/seg-00000.m4s'))).length;
    expect(size).toBeGreaterThan(20_000);
    const slowed = await owner.client.request('PUT', '/api/dev/media/throttle', {
      bytesPerSecond: 32 * 1024,
    });
    expect(slowed.statusCode, slowed.body).toBe(204);
    try {
      const started = Date.now();
      const response = await fetchMedia(segment, owner.client);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(size);
      expect(Date.now() - started).toBeGreaterThan(((size / (32 * 1024)) * 1000) / 2);
    } finally {
      await owner.client.request('PUT', '/api/dev/media/throttle', { bytesPerSecond: null });
    }
    const log = await owner.client.get('/api/dev/media/requests?key=64p/seg-00000.m4s');
    expect(log.json()).toContainEqual(
      expect.objectContaining({ holder: owner.userId, status: 200, bytesSent: size }),
    );
  });

  it('refuses to serve a playlist naming files outside its folder or elsewhere', async () => {
    const expiresAt = links.expiryOfNewLinks();
    const cases = [
      ['escape', '#EXTM3U\n#EXTINF:1,\n../../../../demo/secret.mp4\n'],
      ['elsewhere', '#EXTM3U\n#EXT-X-MAP:URI="https://cdn.example/init.mp4"\n'],
      ['rooted', '#EXTM3U\n#EXTINF:1,\n/media/demo/media/a.mp4\n'],
    ];
    for (const [name, text] of cases) {
      const key = `content/${PART_DIR}/bad/${name}.m3u8`;
      await mkdir(join(contentDir, PART_DIR, 'bad'), { recursive: true });
      await writeFile(join(contentDir, PART_DIR, 'bad', `${name}.m3u8`), text ?? '');
      const response = await fetchMedia(links.sign(key, GUEST_HOLDER, expiresAt));
      expect(response.statusCode, name).toBe(404);
      expect(errorOf(response)).toBe('MediaNotFound');
      expect(response.body).not.toContain('sig=');
    }
  });

  it('serves an imported pack’s public imagery, long cached, and nothing else of the store', async () => {
    const response = await app.inject(`/static/content/${COVER}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(response.rawPayload.equals(await readFile(join(contentDir, COVER)))).toBe(true);
    const etag = String(response.headers.etag);
    const revalidated = await app.inject({
      url: `/static/content/${COVER}`,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    for (const path of [
      `${PART_DIR}/hls/master.m3u8`,
      `${PART_DIR}/hls/64p/seg-00000.m4s`,
      'dusk-on-the-ridge/public/missing-0123abcd.jpg',
      'dusk-on-the-ridge/public/../parts/dome-0123abcd/hls/master.m3u8',
      'dusk-on-the-ridge/public',
      'dusk-on-the-ridge/public/a%00b.jpg',
      'dusk-on-the-ridge/public/a%1bb.jpg',
    ]) {
      expect((await app.inject(`/static/content/${path}`)).statusCode, path).toBe(404);
    }
  });
});

/** The answer, checked against the player's documented format (modules/feeds/schemas). */
async function documented(schema: string, body: unknown): Promise<unknown> {
  const file = join(import.meta.dirname, '../feeds/schemas', `${schema}.json`);
  const validate = new Ajv({ allErrors: true }).compile(
    JSON.parse(await readFile(file, 'utf8')) as object,
  );
  validate(body);
  expect(validate.errors ?? [], schema).toEqual([]);
  return body;
}

describe('ladders in the VR player feeds', () => {
  async function feedLink() {
    const response = await owner.client.post('/api/v1/settings/feeds', { label: 'Quest 3' });
    expect(response.statusCode, response.body).toBe(201);
    return CreatedFeedLink.parse(response.json());
  }

  it('lists each rung’s media playlist, signed for the feed link, after the progressive file', async () => {
    const link = await feedLink();
    const deovr = DeoVrVideo.parse(
      await documented('deovr-video', (await fetchMedia(`${link.deovrUrl}/${PART}`)).json()),
    );
    expect(deovr.encodings.map(({ name }) => name)).toEqual(['webm', 'hls']);
    const rungs = deovr.encodings[1]?.videoSources ?? [];
    expect(rungs.map(({ resolution }) => resolution)).toEqual([64, 32]);
    const variantUrl = new URL(rungs[0]?.url ?? '');
    expect(variantUrl.pathname).toBe(`/media/content/${PART_DIR}/hls/64p/index.m3u8`);
    expect(variantUrl.searchParams.get('u')?.startsWith('feed.')).toBe(true);
    const files = urisOf(await playlistOf(variantUrl.href));
    const segment = await fetchMedia(files[1] ?? '');
    expect(segment.statusCode).toBe(200);
    expect(new URL(files[1] ?? '', 'http://x').searchParams.get('u')).toBe(
      variantUrl.searchParams.get('u'),
    );

    const heresphere = await fetchMedia(`${link.heresphereUrl}/${PART}`, undefined, 'GET');
    const video = HereSphereVideo.parse(await documented('heresphere-video', heresphere.json()));
    expect(video.media.map(({ name }) => name)).toEqual(['webm', 'hls']);
    expect(
      video.media[1]?.sources.map(({ width, height, resolution }) => [width, height, resolution]),
    ).toEqual([
      [128, 64, 64],
      [64, 32, 32],
    ]);
    expect(video.media[1]?.sources[0]?.size).toBeGreaterThan(0);
  });
});
