import { ErrorBody } from '@parallax/core/contracts/common';
import { ContentLinks } from '@parallax/core/contracts/player';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import type { BrowserClient } from '../../test/browser-client.js';
import { startTestS3, type TestS3 } from '../../test/s3.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';

// An object store that cannot be reached: media answer 503 with Retry-After, the rest of the
// store goes on, and media work again once the bucket is back.

const BUCKET = 'parallax-outage';
/** Has a 3D scene with a gzip form, which the owner downloads. */
const WITH_3D = demoId('pack', 'high-noon-summit');

let s3: TestS3;
let app: FastifyInstance;
let owner: BrowserClient;

beforeAll(async () => {
  s3 = await startTestS3();
  const database = await openTestDatabase();
  const config = testConfig({
    AUTH_SECRET: 'media-outage-test-secret-0123456789abcdef',
    SEED_DEMO: 'true',
    ...s3.envOf(BUCKET),
  });
  app = await buildApp(config, { database });
  ({ client: owner } = await signedUpClient(app, 'outage'));
  expect((await owner.post('/api/dev/ownership/content/high-noon-summit')).statusCode).toBe(200);
});
afterAll(async () => {
  await app?.close();
  await s3?.stop();
});

const linksUrl = `/api/v1/collection/content/${WITH_3D}/links?platform=web_app`;
const metadataUrl = `/api/v1/collection/content/${WITH_3D}/metadata?platform=web_app`;

/** The owner's links to the pack's files: its scenes, then its cover and other assets. */
async function mediaUrls(): Promise<string[]> {
  const response = await owner.get(linksUrl);
  expect(response.statusCode, response.body).toBe(200);
  const { scenes, assets } = ContentLinks.parse(response.json());
  return [...scenes, ...assets].map((file) => file.url);
}

/** A GET or HEAD of a media link as the owner (the link is theirs). */
const fetchMedia = (url: string, method: 'GET' | 'HEAD' = 'GET') => owner.request(method, url);

function expectUnavailable(response: Awaited<ReturnType<FastifyInstance['inject']>>, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(503);
  // A HEAD answer has no body.
  if (response.body !== '') {
    expect(ErrorBody.parse(response.json()).errorType).toBe('ServiceUnavailable');
  }
  expect(response.headers['retry-after'], what).toMatch(/^\d+$/);
  expect(response.headers.location, what).toBeUndefined();
}

describe('an object store that cannot be reached', () => {
  it('answers media with 503 and Retry-After while the rest of the store keeps working', async () => {
    // Files not asked for yet: the store's answers about them are not remembered.
    const [first, second, third] = await mediaUrls();
    if (!first || !second || !third) throw new Error('the demo pack has fewer than 3 files');
    expect((await fetchMedia(first)).statusCode).toBe(307);

    await s3.interrupt();
    try {
      expectUnavailable(await fetchMedia(second), 'a file');
      expectUnavailable(await fetchMedia(third, 'HEAD'), 'a HEAD of a file');
      expectUnavailable(await owner.get(metadataUrl), 'a download’s metadata');
      for (const url of [
        '/api/v1/content/list',
        '/api/v1/category/list',
        '/api/v1/settings/user/info',
        linksUrl,
      ]) {
        const response = await owner.get(url);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      }
      const health = await app.inject('/api/health');
      expect(health.statusCode).toBe(200);
    } finally {
      await s3.resume();
    }

    const again = await fetchMedia(second);
    expect(again.statusCode, again.body).toBe(307);
    const fetched = await fetch(String(again.headers.location));
    expect(fetched.status).toBe(200);
    expect((await fetched.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect((await owner.get(metadataUrl)).statusCode).toBe(200);
  });
});
