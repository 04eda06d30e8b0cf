import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorBody } from '@parallax/core/contracts/common';
import {
  ContentLinks,
  ContentMetadata,
  MEDIA_CHUNK_SIZE_BYTES,
} from '@parallax/core/contracts/player';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { contentPacks, contentParts } from '../catalog/catalog.schema.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import type { BrowserClient } from '../../test/browser-client.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import {
  createMediaLinks,
  deriveMediaLinkSecret,
  MEDIA_LINK_TTL_SECONDS,
} from './media-links.service.js';
import { createLocalMediaStore } from '../../providers/media-store/local-directory.provider.js';

const AUTH_SECRET = 'media-test-secret-0123456789abcdef-xyz';
// The catalog is read fresh on every request, so a test may change a pack and see it at once.
const config = testConfig({ AUTH_SECRET, CATALOG_CACHE_TTL_MS: '0' });
const DEMO = demoId('pack', 'alpine-dawn');
/** For sale, with trial and non-trial scenes. */
const WITH_TRIAL = demoId('pack', 'high-noon-summit');
/** No trial scene; its 3D video is larger than one hash chunk. */
const NO_TRIAL = demoId('pack', 'dusk-on-the-ridge');

let database: DatabaseHandle;
let app: FastifyInstance;
/** Added to the app's clock: lets a test outlive a link or an access token. */
let clockOffsetMs = 0;
let owner: { client: BrowserClient; userId: string };
let other: { client: BrowserClient; userId: string };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(config, { database, now: () => new Date(Date.now() + clockOffsetMs) });
  owner = await signedUpClient(app, 'owner');
  other = await signedUpClient(app, 'other');
  const granted = await owner.client.post('/api/dev/ownership/content/dusk-on-the-ridge');
  expect(granted.statusCode).toBe(200);
});
afterAll(() => app.close());
afterEach(() => {
  clockOffsetMs = 0;
});

const cookieOf = (client: BrowserClient): string =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A GET or HEAD as the client (its cookies) or, without one, as an anonymous visitor. */
function fetchMedia(
  url: string,
  options: { as?: BrowserClient; headers?: Record<string, string>; method?: 'GET' | 'HEAD' } = {},
) {
  const request: InjectOptions = {
    method: options.method ?? 'GET',
    url,
    headers: { ...(options.as ? { cookie: cookieOf(options.as) } : {}), ...options.headers },
  };
  return app.inject(request);
}

async function linksOf(contentId: string, as?: BrowserClient, prefix = '/api/v1') {
  const url = `${prefix}/collection/content/${contentId}/links?platform=web_app`;
  return as ? as.get(url) : app.inject(url);
}

async function okLinks(contentId: string, as?: BrowserClient): Promise<ContentLinks> {
  const response = await linksOf(contentId, as);
  expect(response.statusCode, response.body).toBe(200);
  return ContentLinks.parse(response.json());
}

async function partsOf(contentId: string) {
  return database.db
    .select()
    .from(contentParts)
    .where(eq(contentParts.contentPackId, contentId))
    .orderBy(contentParts.position);
}

const fileOf = (key: string) => readFile(join(config.mediaDir, key.replace(/^demo\//, '')));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const errorOf = (response: { json: () => unknown }) => ErrorBody.parse(response.json()).errorType;

function sceneUrl(links: ContentLinks, partId: string): string {
  const found = links.scenes.find((scene) => scene.id === partId);
  if (!found) throw new Error(`no link for part ${partId}`);
  return found.url;
}

/** A guest link to a real file, with the file's bytes. */
async function guestFile() {
  const [part] = await partsOf(DEMO);
  if (!part) throw new Error('the demo pack has no scene');
  const links = await okLinks(DEMO);
  return { url: sceneUrl(links, part.id), bytes: await fileOf(part.storageKey) };
}

describe('links', () => {
  it('gives a guest every scene of a demo pack, as guest links', async () => {
    const parts = await partsOf(DEMO);
    const links = await okLinks(DEMO);
    expect(links.scenes.map((scene) => scene.id)).toEqual(parts.map((part) => part.id));
    for (const scene of links.scenes)
      expect(new URL(scene.url, 'http://x').searchParams.get('u')).toBe('guest');
    expect(links.assets.length).toBeGreaterThan(0);
    expect(links.assets.map((asset) => asset.id)).toContain('demo/covers/cover-01.jpg');
    const expiresAt = Date.parse(links.expiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan((MEDIA_LINK_TTL_SECONDS - 60) * 1000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(MEDIA_LINK_TTL_SECONDS * 1000);
  });

  it('gives a guest and a non-owner only the trial scenes of a pack for sale', async () => {
    const trialIds = (await partsOf(WITH_TRIAL)).filter((part) => part.isTrial).map((p) => p.id);
    expect(trialIds.length).toBeGreaterThan(0);
    expect(trialIds.length).toBeLessThan((await partsOf(WITH_TRIAL)).length);
    expect((await okLinks(WITH_TRIAL)).scenes.map((scene) => scene.id)).toEqual(trialIds);
    const otherLinks = await okLinks(WITH_TRIAL, other.client);
    expect(otherLinks.scenes.map((scene) => scene.id)).toEqual(trialIds);
    const url = new URL(sceneUrl(otherLinks, trialIds[0] ?? ''), 'http://x');
    expect(url.searchParams.get('u')).toBe(other.userId);
  });

  it('gives an owner every scene of an owned pack, bound to them', async () => {
    const parts = await partsOf(NO_TRIAL);
    const links = await okLinks(NO_TRIAL, owner.client);
    expect(links.scenes.map((scene) => scene.id)).toEqual(parts.map((part) => part.id));
    for (const scene of links.scenes) {
      expect(new URL(scene.url, 'http://x').searchParams.get('u')).toBe(owner.userId);
    }
    const storeAnswer = await linksOf(NO_TRIAL, owner.client, '/store/api/v1');
    expect(storeAnswer.statusCode).toBe(200);
    expect(storeAnswer.headers['cache-control']).toBe('no-store');
  });

  it('refuses a pack with no scene for the viewer: ContentNotEntitled', async () => {
    for (const as of [undefined, other.client]) {
      const response = await linksOf(NO_TRIAL, as);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toBe('ContentNotEntitled');
    }
  });

  it('refuses an exclusive pack naming the plans that open it (ContentExclusive)', async () => {
    const response = await linksOf(demoId('pack', 'ringed-giant'));
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json())).toMatchObject({
      errorType: 'ContentExclusive',
      params: { tariffs: ['Annual', 'Lifetime'] },
    });
  });

  it('answers ContentNotFound for an unknown pack, PlatformNotSupported for another platform', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-pack']) {
      const response = await linksOf(id);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe('ContentNotFound');
    }
    await database.db
      .update(contentPacks)
      .set({ supportedPlatforms: ['quest3'] })
      .where(eq(contentPacks.id, DEMO));
    try {
      const response = await linksOf(DEMO);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe('PlatformNotSupported');
      const quest = await app.inject(`/api/v1/collection/content/${DEMO}/links?platform=quest3`);
      expect(quest.statusCode).toBe(200);
    } finally {
      await database.db
        .update(contentPacks)
        .set({ supportedPlatforms: sql`array['web_app', 'desktop_app', 'quest3']` })
        .where(eq(contentPacks.id, DEMO));
    }
  });
});

describe('metadata', () => {
  it('hashes every file from the store: the whole and every chunk', async () => {
    const response = await app.inject(`/api/v1/collection/content/${NO_TRIAL}/metadata`);
    expect(response.statusCode, response.body).toBe(200);
    const metadata = ContentMetadata.parse(response.json());
    const parts = await partsOf(NO_TRIAL);
    expect(metadata.scenes.map((scene) => scene.id)).toEqual(parts.map((part) => part.id));
    let chunked = false;
    for (const [index, part] of parts.entries()) {
      const scene = metadata.scenes[index];
      const bytes = await fileOf(part.storageKey);
      const chunks: string[] = [];
      for (let start = 0; start < bytes.length; start += MEDIA_CHUNK_SIZE_BYTES) {
        chunks.push(sha256(bytes.subarray(start, start + MEDIA_CHUNK_SIZE_BYTES)));
      }
      chunked ||= chunks.length > 1;
      expect(scene?.metadata).toMatchObject({
        sizeInBytes: bytes.length,
        sha256: sha256(bytes),
        chunkSha256: chunks,
        chunkSizeInBytes: MEDIA_CHUNK_SIZE_BYTES,
        compression: { type: 'none', uncompressedSizeInBytes: bytes.length },
      });
      expect(scene).toMatchObject({
        title: part.title,
        isTrial: part.isTrial,
        format: { kind: part.mediaKind, projection: part.projection, stereo: part.stereo },
        formatVersion: part.formatVersion,
        videoDuration: part.videoDuration,
        withAudio: part.withAudio,
      });
      const mimeFamily = { image: 'image/', video: 'video/', scene3d: 'model/' }[part.mediaKind];
      expect(scene?.metadata.mimeType.startsWith(mimeFamily ?? '?')).toBe(true);
    }
    expect(chunked).toBe(true);
    expect(metadata.assets.map((asset) => asset.kind)).toContain('cover');
    for (const asset of metadata.assets) {
      const bytes = await fileOf(asset.id);
      expect(asset.metadata.sha256).toBe(sha256(bytes));
    }
  });

  it('describes a 3D scene by its gzip form, and links it for downloads only', async () => {
    const buyer = await signedUpClient(app, 'packed');
    expect(
      (await buyer.client.post('/api/dev/ownership/content/high-noon-summit')).statusCode,
    ).toBe(200);
    const response = await buyer.client.get(
      `/api/v1/collection/content/${WITH_TRIAL}/metadata?platform=web_app`,
    );
    const metadata = ContentMetadata.parse(response.json());
    const part = (await partsOf(WITH_TRIAL)).find((row) => row.mediaKind === 'scene3d');
    if (!part) throw new Error('the pack has no 3D scene');
    const scene = metadata.scenes.find((item) => item.id === part.id);
    const [plain, packed] = await Promise.all([
      fileOf(part.storageKey),
      fileOf(`${part.storageKey}.gz`),
    ]);
    expect(packed.length).toBeLessThan(plain.length / 2);
    expect(scene?.metadata).toMatchObject({
      sizeInBytes: packed.length,
      sha256: sha256(packed),
      mimeType: 'model/gltf-binary',
      compression: {
        type: 'gzip',
        uncompressedSizeInBytes: plain.length,
        uncompressedSha256: sha256(plain),
      },
    });
    // Videos and pictures are compressed already: fetched as they play.
    const video = metadata.scenes.find((item) => item.format.kind === 'video');
    expect(video?.metadata.compression.type).toBe('none');

    const links = await okLinks(WITH_TRIAL, buyer.client);
    const link = links.scenes.find((item) => item.id === part.id);
    expect((await fetchMedia(link!.url, { as: buyer.client })).rawPayload.equals(plain)).toBe(true);
    const download = await fetchMedia(link!.downloadUrl, { as: buyer.client });
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.rawPayload.equals(packed)).toBe(true);
    const videoLink = links.scenes.find((item) => item.id === video?.id);
    expect(videoLink?.downloadUrl).toBe(videoLink?.url);
  });

  it('says which scenes each viewer may fetch', async () => {
    const accessible = async (contentId: string, as?: BrowserClient) => {
      const url = `/api/v1/collection/content/${contentId}/metadata?platform=quest3`;
      const response = as ? await as.get(url) : await app.inject(url);
      return ContentMetadata.parse(response.json()).scenes.map((scene) => scene.isAccessible);
    };
    const trials = async (contentId: string) =>
      (await partsOf(contentId)).map((part) => part.isTrial);
    const everyScene = async (contentId: string, isAccessible: boolean) =>
      (await partsOf(contentId)).map(() => isAccessible);
    expect(await trials(NO_TRIAL)).not.toContain(true);
    expect(await accessible(DEMO)).toEqual(await everyScene(DEMO, true));
    expect(await accessible(WITH_TRIAL)).toEqual(await trials(WITH_TRIAL));
    expect(await accessible(WITH_TRIAL, owner.client)).toEqual(await trials(WITH_TRIAL));
    expect(await accessible(NO_TRIAL)).toEqual(await everyScene(NO_TRIAL, false));
    expect(await accessible(NO_TRIAL, other.client)).toEqual(await everyScene(NO_TRIAL, false));
    expect(await accessible(NO_TRIAL, owner.client)).toEqual(await everyScene(NO_TRIAL, true));
  });

  it('titles the scenes in the User-Language, English where not translated', async () => {
    const url = `/api/v1/collection/content/${DEMO}/metadata`;
    const titles = async (headers: Record<string, string>) => {
      const response = await app.inject({ url, headers });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers.vary).toContain('User-Language');
      return ContentMetadata.parse(response.json()).scenes.map((scene) => scene.title);
    };
    const parts = await partsOf(DEMO);
    const spanish = parts.map((part) => part.translations.es?.title ?? part.title);
    expect(spanish.some((title, index) => title !== parts[index]?.title)).toBe(true);
    expect(await titles({ 'user-language': 'es' })).toEqual(spanish);
    expect(await titles({ 'user-language': 'en' })).toEqual(parts.map((part) => part.title));
    // Without User-Language, the browser's Accept-Language decides.
    expect(await titles({ 'accept-language': 'es-ES,es;q=0.9' })).toEqual(spanish);
  });
});

describe('signed links', () => {
  it('serves a file through its link, privately for the link’s lifetime', async () => {
    const { url, bytes } = await guestFile();
    const response = await fetchMedia(url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers['last-modified']).toMatch(/GMT$/);
    expect(response.headers['content-encoding']).toBeUndefined();
    const maxAge = /^private, max-age=(\d+)$/.exec(String(response.headers['cache-control']));
    expect(Number(maxAge?.[1])).toBeGreaterThan(MEDIA_LINK_TTL_SECONDS - 60);
    expect(Number(maxAge?.[1])).toBeLessThanOrEqual(MEDIA_LINK_TTL_SECONDS);
  });

  it('refuses a tampered or incomplete link: MediaLinkInvalid', async () => {
    const { url } = await guestFile();
    const link = new URL(url, 'http://x');
    const sig = link.searchParams.get('sig') ?? '';
    const exp = Number(link.searchParams.get('exp'));
    const variant = (change: (copy: URL) => void) => {
      const copy = new URL(link);
      change(copy);
      return `${copy.pathname}${copy.search}`;
    };
    const tampered = [
      variant((copy) => (copy.pathname = '/media/demo/media/video-360-mono.mp4')),
      variant((copy) => copy.searchParams.set('exp', String(exp + 3600))),
      variant((copy) => copy.searchParams.set('exp', String(exp - 1))),
      variant((copy) => copy.searchParams.set('sig', `${sig.slice(0, -2)}AA`)),
      variant((copy) => copy.searchParams.set('sig', `${sig}A`)),
      variant((copy) => copy.searchParams.set('u', owner.userId)),
      variant((copy) => copy.searchParams.delete('sig')),
      variant((copy) => copy.searchParams.delete('exp')),
      variant((copy) => (copy.search = '')),
    ];
    for (const wrong of tampered) {
      const response = await fetchMedia(wrong);
      expect(response.statusCode, wrong).toBe(403);
      expect(errorOf(response)).toBe('MediaLinkInvalid');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses an expired link: MediaLinkExpired', async () => {
    const { url } = await guestFile();
    clockOffsetMs = (MEDIA_LINK_TTL_SECONDS + 1) * 1000;
    const response = await fetchMedia(url);
    expect(response.statusCode).toBe(410);
    expect(errorOf(response)).toBe('MediaLinkExpired');
  });

  it('honours a user’s link for that user only', async () => {
    const links = await okLinks(NO_TRIAL, owner.client);
    const url = links.scenes[0]?.url ?? '';
    expect((await fetchMedia(url, { as: owner.client })).statusCode).toBe(200);
    for (const as of [other.client, undefined]) {
      const response = await fetchMedia(url, { as });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toBe('MediaLinkInvalid');
    }
    const forged = await fetchMedia(url, { headers: { cookie: 'parallax_at=not-a-token' } });
    expect(forged.statusCode).toBe(403);
  });

  it('keeps honouring a user’s link after their access token expired, not after sign-out', async () => {
    const links = await okLinks(NO_TRIAL, owner.client);
    const url = links.scenes[0]?.url ?? '';
    // Past the access token's 15 minutes, well within the link's hour.
    clockOffsetMs = 20 * 60 * 1000;
    expect((await fetchMedia(url, { as: owner.client })).statusCode).toBe(200);
    expect((await fetchMedia(url, { as: other.client })).statusCode).toBe(403);
    clockOffsetMs = 0;
    const { client } = await signedUpClient(app, 'leaver');
    const signedOutToken = client.cookies.get('parallax_at') ?? '';
    const own = await client.get(`/api/v1/collection/content/${WITH_TRIAL}/links`);
    const ownUrl = ContentLinks.parse(own.json()).scenes[0]?.url ?? '';
    expect((await fetchMedia(ownUrl, { as: client })).statusCode).toBe(200);
    expect((await client.post('/api/v1/auth/logout')).statusCode).toBeLessThan(300);
    const afterLogout = await fetchMedia(ownUrl, {
      headers: { cookie: `parallax_at=${signedOutToken}` },
    });
    expect(afterLogout.statusCode).toBe(403);
  });

  it('honours a guest link for anyone', async () => {
    const { url } = await guestFile();
    for (const as of [undefined, owner.client, other.client]) {
      expect((await fetchMedia(url, { as })).statusCode).toBe(200);
    }
  });

  it('refuses keys that leave the store, even signed', async () => {
    const links = createMediaLinks(deriveMediaLinkSecret(AUTH_SECRET), () => new Date());
    const exp = links.expiryOfNewLinks();
    const signed = (key: string, path: string) => {
      const query = links.sign(key, 'guest', exp).split('?')[1] ?? '';
      return `${path}?${query}`;
    };
    const attempts = [
      signed('demo/../package.json', '/media/demo/../package.json'),
      signed('demo/../package.json', '/media/demo/%2e%2e/package.json'),
      signed('demo/../package.json', '/media/demo%2F..%2Fpackage.json'),
      signed('demo/../../package.json', '/media/demo/media/..%2F..%2F..%2Fpackage.json'),
      signed('/etc/passwd', '/media//etc/passwd'),
      signed('/etc/passwd', '/media/%2Fetc%2Fpasswd'),
      signed('demo/manifest.json\0.jpg', '/media/demo/manifest.json%00.jpg'),
      signed('demo/.hidden', '/media/demo/.hidden'),
    ];
    const packageJson = await readFile(join(config.mediaDir, '..', 'package.json'));
    for (const url of attempts) {
      const response = await fetchMedia(url);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response)).toBe('MediaNotFound');
      expect(response.rawPayload.equals(packageJson)).toBe(false);
    }
    const store = createLocalMediaStore({ demo: config.mediaDir });
    for (const key of ['demo/../package.json', 'demo/media/../../package.json', '/etc/passwd']) {
      expect(await store.stat(key), key).toBeNull();
      expect(() => store.open(key), key).toThrow();
    }
    // The same check holds for a well-formed key of the store: it is served.
    const served = await fetchMedia(links.sign('demo/covers/cover-01.jpg', 'guest', exp));
    expect(served.statusCode).toBe(200);
  });
});

describe('ranges and conditional requests', () => {
  it('serves single ranges with 206 and Content-Range', async () => {
    const { url, bytes } = await guestFile();
    const size = bytes.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
      [`bytes=-${size + 1000}`, 0, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await fetchMedia(url, { headers: { range } });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers 416 with the size for a range past the end or an empty suffix', async () => {
    const { url, bytes } = await guestFile();
    for (const range of [
      `bytes=${bytes.length}-`,
      `bytes=${bytes.length + 5}-${bytes.length + 9}`,
      'bytes=-0',
    ]) {
      const response = await fetchMedia(url, { headers: { range } });
      expect(response.statusCode, range).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${bytes.length}`);
      expect(errorOf(response)).toBe('RangeNotSatisfiable');
    }
  });

  it('serves the whole file for several ranges or a malformed header', async () => {
    const { url, bytes } = await guestFile();
    for (const range of [
      'bytes=0-9,20-29',
      'bytes=0-9, 20-29',
      'bytes=abc',
      'bytes=9-0',
      'items=0-9',
      'bytes=-',
      '0-9',
    ]) {
      const response = await fetchMedia(url, { headers: { range } });
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('honours If-Range only with the current strong ETag or exact date', async () => {
    const { url, bytes } = await guestFile();
    const first = await fetchMedia(url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    const withIfRange = (ifRange: string) =>
      fetchMedia(url, { headers: { range: 'bytes=0-99', 'if-range': ifRange } });
    expect((await withIfRange(etag)).statusCode).toBe(206);
    expect((await withIfRange(lastModified)).statusCode).toBe(206);
    for (const stale of [
      '"0-0"',
      `W/${etag}`,
      new Date(Date.parse(lastModified) - 1000).toUTCString(),
      'not a date',
    ]) {
      const response = await withIfRange(stale);
      expect(response.statusCode, stale).toBe(200);
      expect(response.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('answers 304 to If-None-Match and If-Modified-Since', async () => {
    const { url } = await guestFile();
    const first = await fetchMedia(url);
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await fetchMedia(url, { headers: { 'if-none-match': ifNoneMatch } });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    }
    const changed = await fetchMedia(url, { headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
    const lastModified = String(first.headers['last-modified']);
    const notModified = await fetchMedia(url, { headers: { 'if-modified-since': lastModified } });
    expect(notModified.statusCode).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    const modified = await fetchMedia(url, { headers: { 'if-modified-since': earlier } });
    expect(modified.statusCode).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const { url, bytes } = await guestFile();
    const response = await fetchMedia(url, { method: 'HEAD' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers.etag).toMatch(/^"/);
    const ranged = await fetchMedia(url, { method: 'HEAD', headers: { range: 'bytes=0-9' } });
    expect(ranged.statusCode).toBe(200);
    const expired = await (async () => {
      clockOffsetMs = (MEDIA_LINK_TTL_SECONDS + 1) * 1000;
      return fetchMedia(url, { method: 'HEAD' });
    })();
    expect(expired.statusCode).toBe(410);
  });
});
