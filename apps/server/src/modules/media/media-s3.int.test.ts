import { GetObjectCommand } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { appendFile, copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorBody } from '@parallax/core/contracts/common';
import { ContentLinks, ContentMetadata } from '@parallax/core/contracts/player';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { S3Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { paths } from '../../paths.js';
import { signedUpClient } from '../../test/accounts.js';
import type { BrowserClient } from '../../test/browser-client.js';
import { startTestS3, type TestS3 } from '../../test/s3.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { contentParts } from '../catalog/catalog.schema.js';
import { MEDIA_LINK_TTL_SECONDS } from './media-links.service.js';
import { mimeTypeOf } from '../../providers/media-store/media-keys.rules.js';
import { uploadMediaDir } from '../../providers/media-store/s3-sync.provider.js';
import { createS3Client, createS3MediaStore } from '../../providers/media-store/s3.provider.js';
import { makeTestLadder, TEST_RENDITIONS } from '../../test/hls-ladder.js';

const AUTH_SECRET = 'media-s3-test-secret-0123456789abcdef';
const BUCKET = 'parallax-media';
/** Short, so a test can see a presigned URL stop working. */
const URL_EXPIRY_SECONDS = 3;
const SITE_ORIGIN = 'http://localhost:8080';
const DEMO = demoId('pack', 'alpine-dawn');
/** No trial scene: only its owner may fetch it. */
const NO_TRIAL = demoId('pack', 'dusk-on-the-ridge');
/** Has a 3D scene with a gzip form. */
const WITH_3D = demoId('pack', 'high-noon-summit');

let s3: TestS3;
let database: DatabaseHandle;
let app: FastifyInstance;
let s3Config: S3Config;
let clockOffsetMs = 0;
let owner: { client: BrowserClient; userId: string };
let other: { client: BrowserClient; userId: string };

beforeAll(async () => {
  s3 = await startTestS3();
  database = await openTestDatabase();
  // SEED_DEMO: the demo catalog is there already (the template), and its files go to the bucket.
  const config = testConfig({
    AUTH_SECRET,
    SEED_DEMO: 'true',
    PUBLIC_URL: SITE_ORIGIN,
    S3_URL_EXPIRY_SECONDS: String(URL_EXPIRY_SECONDS),
    ...s3.envOf(BUCKET),
  });
  if (config.mediaStore.kind !== 's3') throw new Error('the app is not in s3 mode');
  s3Config = config.mediaStore;
  app = await buildApp(config, { database, now: () => new Date(Date.now() + clockOffsetMs) });
  owner = await signedUpClient(app, 'owner');
  other = await signedUpClient(app, 'other');
  for (const slug of ['dusk-on-the-ridge', 'high-noon-summit']) {
    expect((await owner.client.post(`/api/dev/ownership/content/${slug}`)).statusCode).toBe(200);
  }
});
afterAll(async () => {
  await app?.close();
  await s3?.stop();
});
afterEach(() => {
  clockOffsetMs = 0;
});

/** A GET or HEAD as the client (its cookies) or, without one, as an anonymous visitor. */
function fetchMedia(
  url: string,
  options: { as?: BrowserClient; headers?: Record<string, string>; method?: 'GET' | 'HEAD' } = {},
) {
  const { as, headers = {}, method = 'GET' } = options;
  return as ? as.request(method, url, undefined, headers) : app.inject({ method, url, headers });
}

async function linksOf(contentId: string, as?: BrowserClient): Promise<ContentLinks> {
  const url = `/api/v1/collection/content/${contentId}/links?platform=web_app`;
  const response = as ? await as.get(url) : await app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return ContentLinks.parse(response.json());
}

async function firstPart(contentId: string) {
  const [part] = await database.db
    .select()
    .from(contentParts)
    .where(eq(contentParts.contentPackId, contentId))
    .orderBy(contentParts.position);
  if (!part) throw new Error(`pack ${contentId} has no scene`);
  return part;
}

/** The owner's link to the first scene of a pack only they may fetch, and the file's bytes. */
async function ownerFile() {
  const part = await firstPart(NO_TRIAL);
  const links = await linksOf(NO_TRIAL, owner.client);
  const url = links.scenes.find((scene) => scene.id === part.id)?.url ?? '';
  return { url, key: part.storageKey, bytes: await localFileOf(part.storageKey) };
}

const localFileOf = (key: string) => readFile(join(paths.demoMedia, key.replace(/^demo\//, '')));
const sha256 = (data: Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');
const errorOf = (response: { json: () => unknown }) => ErrorBody.parse(response.json()).errorType;
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** The presigned URL a delivery answered with: a 307 that kept no copy anywhere. */
function presignedUrlOf(response: Awaited<ReturnType<typeof fetchMedia>>): URL {
  expect(response.statusCode, response.body).toBe(307);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.rawPayload.length).toBe(0);
  const location = new URL(String(response.headers.location));
  expect(`${location.origin}${location.pathname}`.startsWith(`${s3.endpoint}/${BUCKET}/`)).toBe(
    true,
  );
  return location;
}

describe('delivery from the bucket', () => {
  it('redirects the owner to a presigned URL whose GET is the file', async () => {
    const { url, key, bytes } = await ownerFile();
    const location = presignedUrlOf(await fetchMedia(url, { as: owner.client }));
    expect(location.pathname).toBe(`/${BUCKET}/${key}`);
    expect(Number(location.searchParams.get('X-Amz-Expires'))).toBe(URL_EXPIRY_SECONDS);
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe(mimeTypeOf(key));
    expect((await bytesOf(fetched)).equals(bytes)).toBe(true);
  });

  it('keeps the Range through the redirect: 206 with the slice, readable by the site', async () => {
    const { url, bytes } = await ownerFile();
    const range = 'bytes=1000-66535';
    const location = presignedUrlOf(
      await fetchMedia(url, { as: owner.client, headers: { range } }),
    );
    // What a browser does with a 307: the same GET, the Range header resent, from the site.
    const fetched = await fetch(location, { headers: { range, origin: SITE_ORIGIN } });
    expect(fetched.status).toBe(206);
    expect(fetched.headers.get('content-range')).toBe(`bytes 1000-66535/${bytes.length}`);
    expect((await bytesOf(fetched)).equals(bytes.subarray(1000, 66536))).toBe(true);
    // The bucket's CORS rule (set at start) lets the site's pages read the answer and its range.
    expect(fetched.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(fetched.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const elsewhere = await fetch(location, { headers: { range, origin: 'https://evil.example' } });
    await elsewhere.arrayBuffer();
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a range past the end with 416 itself, and no URL', async () => {
    const { url, bytes } = await ownerFile();
    const response = await fetchMedia(url, {
      as: owner.client,
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(response.statusCode).toBe(416);
    expect(errorOf(response)).toBe('RangeNotSatisfiable');
    expect(response.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(response.headers.location).toBeUndefined();
  });

  it('refuses another user, a guest and an expired link as before, with no URL', async () => {
    const { url } = await ownerFile();
    for (const as of [other.client, undefined]) {
      const response = await fetchMedia(url, { as });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toBe('MediaLinkInvalid');
      expect(response.headers.location).toBeUndefined();
    }
    clockOffsetMs = (MEDIA_LINK_TTL_SECONDS + 1) * 1000;
    const expired = await fetchMedia(url, { as: owner.client });
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired)).toBe('MediaLinkExpired');
    expect(expired.headers.location).toBeUndefined();
  });

  it('never signs a URL that outlives the link', async () => {
    const { url } = await ownerFile();
    clockOffsetMs = (MEDIA_LINK_TTL_SECONDS - 2) * 1000;
    const location = presignedUrlOf(await fetchMedia(url, { as: owner.client }));
    expect(Number(location.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(2);
  });

  it('has the bucket refuse a presigned URL after its expiry', async () => {
    const { url, bytes } = await ownerFile();
    const location = presignedUrlOf(await fetchMedia(url, { as: owner.client }));
    // X-Amz-Date is 20261126T152522Z: the moment of signing, to the second.
    const signedAt = Date.parse(
      (location.searchParams.get('X-Amz-Date') ?? '').replace(
        /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
        '$1-$2-$3T$4:$5:$6Z',
      ),
    );
    expect(signedAt).not.toBeNaN();
    const expiresAt = signedAt + URL_EXPIRY_SECONDS * 1000;
    const fresh = await fetch(location, { headers: { range: 'bytes=0-9' } });
    expect(fresh.status).toBe(206);
    expect((await bytesOf(fresh)).equals(bytes.subarray(0, 10))).toBe(true);
    await new Promise((done) => setTimeout(done, Math.max(0, expiresAt + 1_000 - Date.now())));
    const stale = await fetch(location, { headers: { range: 'bytes=0-9' } });
    expect(stale.status).toBe(403);
    expect(await stale.text()).toContain('Request has expired');
  });

  it('answers HEAD and revalidations itself, with the bucket’s ETag', async () => {
    const { url, key, bytes } = await ownerFile();
    const head = await fetchMedia(url, { as: owner.client, method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.location).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.headers['content-type']).toBe(mimeTypeOf(key));
    const fromBucket = await fetch(presignedUrlOf(await fetchMedia(url, { as: owner.client })));
    await fromBucket.arrayBuffer();
    expect(head.headers.etag).toBe(fromBucket.headers.get('etag'));
    const etag = String(head.headers.etag);
    const notModified = await fetchMedia(url, {
      as: owner.client,
      headers: { 'if-none-match': etag },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.location).toBeUndefined();
  });

  it('lets the pages load media from the bucket (content security policy)', async () => {
    const response = await app.inject('/robots.txt');
    const policy = String(response.headers['content-security-policy']);
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      const sources = new RegExp(`${directive} ([^;]*)`).exec(policy)?.[1] ?? '';
      expect(sources.split(' '), directive).toContain(s3.endpoint);
    }
  });
});

describe('files read from the bucket', () => {
  it('hashes scenes, gzip forms and covers from the bucket', async () => {
    const response = await owner.client.get(
      `/api/v1/collection/content/${WITH_3D}/metadata?platform=web_app`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const metadata = ContentMetadata.parse(response.json());
    const parts = await database.db
      .select()
      .from(contentParts)
      .where(eq(contentParts.contentPackId, WITH_3D));
    for (const scene of metadata.scenes) {
      const part = parts.find((row) => row.id === scene.id);
      if (!part) throw new Error(`no part ${scene.id}`);
      const plain = await localFileOf(part.storageKey);
      expect(scene.metadata.compression.uncompressedSizeInBytes).toBe(plain.length);
      if (scene.metadata.compression.type === 'gzip') {
        expect(scene.metadata.compression.uncompressedSha256).toBe(sha256(plain));
        const packed = await localFileOf(`${part.storageKey}.gz`);
        expect(scene.metadata.sha256).toBe(sha256(packed));
      } else expect(scene.metadata.sha256).toBe(sha256(plain));
    }
    expect(metadata.scenes.some((scene) => scene.metadata.compression.type === 'gzip')).toBe(true);
    expect(metadata.assets.map((asset) => asset.kind)).toContain('cover');
    for (const asset of metadata.assets) {
      expect(asset.metadata.sha256).toBe(sha256(await localFileOf(asset.id)));
    }
  });

  it('delivers a guest link of a demo pack from the bucket', async () => {
    const part = await firstPart(DEMO);
    const links = await linksOf(DEMO);
    const url = links.scenes.find((scene) => scene.id === part.id)?.url ?? '';
    const fetched = await fetch(presignedUrlOf(await fetchMedia(url)));
    expect(fetched.status).toBe(200);
    expect((await bytesOf(fetched)).equals(await localFileOf(part.storageKey))).toBe(true);
  });
});

describe('uploading a media directory', () => {
  it('put every demo file in the bucket at start: a second run uploads nothing', async () => {
    const client = createS3Client(s3Config);
    try {
      const again = await uploadMediaDir(client, {
        bucket: BUCKET,
        dir: paths.demoMedia,
        prefix: 'demo',
      });
      expect(again.uploaded).toEqual([]);
      expect(again.unchanged).toBeGreaterThan(70);
    } finally {
      client.destroy();
    }
  });

  it('uploads what is missing or changed, and only that', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parallax-media-sync-'));
    const client = createS3Client(s3Config);
    try {
      await mkdir(join(dir, 'media'));
      await copyFile(join(paths.demoMedia, 'covers/cover-01.jpg'), join(dir, 'cover.jpg'));
      await copyFile(join(paths.demoMedia, 'media/photo-flat.jpg'), join(dir, 'media/photo.jpg'));
      await copyFile(join(paths.demoMedia, 'manifest.json'), join(dir, 'manifest.json'));
      const options = { bucket: BUCKET, dir, prefix: 'sync-test' };
      const first = await uploadMediaDir(client, options);
      expect(first.uploaded.sort()).toEqual(['sync-test/cover.jpg', 'sync-test/media/photo.jpg']);
      expect(await uploadMediaDir(client, options)).toEqual({ uploaded: [], unchanged: 2 });
      await appendFile(join(dir, 'cover.jpg'), 'more bytes');
      expect(await uploadMediaDir(client, options)).toEqual({
        uploaded: ['sync-test/cover.jpg'],
        unchanged: 1,
      });
      const stored = await client.send(
        new GetObjectCommand({ Bucket: BUCKET, Key: 'sync-test/cover.jpg' }),
      );
      const body = Buffer.from((await stored.Body?.transformToByteArray()) ?? []);
      expect(body.equals(await readFile(join(dir, 'cover.jpg')))).toBe(true);
    } finally {
      client.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('HLS ladders and imported files in the bucket', () => {
  const PART_DIR = 'content/dusk-on-the-ridge/parts/dome-0123abcd';

  /** A ladder made here and put in the bucket, named as the first scene of NO_TRIAL's stream. */
  async function ladderInBucket() {
    const dir = await mkdtemp(join(tmpdir(), 'parallax-ladder-'));
    await makeTestLadder(dir);
    const client = createS3Client(s3Config);
    try {
      await uploadMediaDir(client, { bucket: BUCKET, dir, prefix: `${PART_DIR}/hls` });
    } finally {
      client.destroy();
    }
    const part = await firstPart(NO_TRIAL);
    await database.db
      .update(contentParts)
      .set({ streamKey: `${PART_DIR}/hls/master.m3u8`, renditions: TEST_RENDITIONS })
      .where(eq(contentParts.id, part.id));
    const links = await linksOf(NO_TRIAL, owner.client);
    const scene = links.scenes.find(({ id }) => id === part.id);
    return { dir, streamUrl: scene?.streamUrl ?? '' };
  }

  async function playlistOf(url: string): Promise<string[]> {
    const response = await fetchMedia(url, { as: owner.client });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(response.headers['cache-control']).toBe('no-store');
    return response.body.split('\n').flatMap((line) => {
      if (line.startsWith('#')) return [...line.matchAll(/URI="([^"]*)"/g)].map((m) => m[1] ?? '');
      return line.trim() === '' ? [] : [line.trim()];
    });
  }

  it('rewrites playlists itself and hands out segments as presigned URLs of the link’s life', async () => {
    const { dir, streamUrl } = await ladderInBucket();
    try {
      const variants = await playlistOf(streamUrl);
      expect(variants).toHaveLength(2);
      expect(variants[0]?.startsWith(`/media/${PART_DIR}/hls/64p/index.m3u8?`)).toBe(true);
      const files = await playlistOf(variants[0] ?? '');
      const exp = Number(new URL(streamUrl, SITE_ORIGIN).searchParams.get('exp'));
      for (const file of files) {
        const url = new URL(file);
        expect(
          `${url.origin}${url.pathname}`.startsWith(`${s3.endpoint}/${BUCKET}/${PART_DIR}/`),
        ).toBe(true);
        // Longer than the bucket's own short lifetime: a player fetches segments all along.
        const expires = Number(url.searchParams.get('X-Amz-Expires'));
        expect(expires).toBeGreaterThan(URL_EXPIRY_SECONDS);
        expect(expires).toBeLessThanOrEqual(exp - Math.floor(Date.now() / 1000) + 1);
      }
      const segment = await fetch(files[1] ?? '');
      expect(segment.status).toBe(200);
      expect(segment.headers.get('content-type')).toBe('video/iso.segment');
      const local = await readFile(join(dir, '64p', 'seg-00000.m4s'));
      expect((await bytesOf(segment)).equals(local)).toBe(true);

      // The variant playlist is still the owner's only.
      const asGuest = await fetchMedia(variants[0] ?? '');
      expect(asGuest.statusCode).toBe(403);
      expect(errorOf(asGuest)).toBe('MediaLinkInvalid');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('puts and removes files of the bucket, and redirects public imagery to it', async () => {
    const client = createS3Client(s3Config);
    const store = createS3MediaStore(client, { bucket: BUCKET, urlExpirySeconds: 60 });
    const key = 'content/dusk-on-the-ridge/public/cover-0123abcd.jpg';
    const source = join(paths.demoMedia, 'covers/cover-01.jpg');
    try {
      await store.put(key, source, 'image/jpeg');
      expect((await store.stat(key))?.size).toBe((await readFile(source)).length);
      const response = await app.inject(`/static/content/${key.slice('content/'.length)}`);
      expect(response.statusCode).toBe(307);
      const fetched = await fetch(String(response.headers.location));
      expect(fetched.status).toBe(200);
      expect((await bytesOf(fetched)).equals(await readFile(source))).toBe(true);

      await store.remove([key, 'content/dusk-on-the-ridge/public/never-there.jpg']);
      expect(await store.stat(key)).toBeNull();
    } finally {
      client.destroy();
    }
  });
});
