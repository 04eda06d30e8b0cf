import { ErrorBody } from '@parallax/core/contracts/common';
import { FeedLinkList } from '@parallax/core/contracts/feeds';
import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../test/accounts.js';
import type { BrowserClient } from '../test/browser-client.js';
import { createTestApp } from '../test/test-app.js';

/**
 * JSON bodies must be text: bytes that are not UTF-8, or a lone surrogate written as an escape,
 * would reach the database as U+FFFD in place of what was sent. A feed link's label is the text
 * stored here: whatever is refused must not be among the user's links afterwards.
 */

let app: FastifyInstance;
let client: BrowserClient;
beforeAll(async () => {
  app = await createTestApp();
  ({ client } = await signedUpClient(app, 'text'));
});
afterAll(() => app.close());

const json = { 'content-type': 'application/json' };

function createLink(body: string | Buffer, headers: Record<string, string> = {}) {
  return client.request('POST', '/api/v1/settings/feeds', body, { ...json, ...headers });
}

async function storedLabels(): Promise<string[]> {
  const response = await client.get('/api/v1/settings/feeds');
  return FeedLinkList.parse(response.json()).items.map((link) => link.label);
}

describe('text in JSON bodies', () => {
  it('refuses bytes that are not UTF-8 with 400 ValidationError, and stores nothing', async () => {
    const broken = [
      [0xff], // never in UTF-8
      [0xc3, 0x28], // a lead byte without its continuation
      [0xe2, 0x82], // a sequence cut short
      [0xed, 0xa0, 0x80], // a surrogate encoded as if it were a character (CESU-8)
      [0xc0, 0xaf], // an overlong "/"
    ];
    for (const bytes of broken) {
      const body = Buffer.concat([
        Buffer.from('{"label":"a'),
        Buffer.from(bytes),
        Buffer.from('b"}'),
      ]);
      const response = await createLink(body);
      expect(response.statusCode, String(bytes)).toBe(400);
      expect(ErrorBody.parse(response.json())).toMatchObject({
        errorType: 'ValidationError',
        message: `body: ${en.errors.malformed_text}`,
        issues: [{ path: 'body', message: 'malformed_text' }],
      });
    }
    expect(await storedLabels()).toEqual([]);
  });

  it('explains the refusal in the caller’s language', async () => {
    const response = await createLink(Buffer.from([0x7b, 0xff, 0x7d]), { 'user-language': 'es' });
    expect(response.statusCode).toBe(400);
    expect(ErrorBody.parse(response.json()).message).toBe(`body: ${es.errors.malformed_text}`);
  });

  it('refuses a lone surrogate escape in any string or key, naming where it is', async () => {
    const cases: [string, string][] = [
      ['{"label":"a\\ud800b"}', 'body.label'],
      ['{"label":"\\uDFFF"}', 'body.label'],
      ['{"label":"\\ude00\\ud83d"}', 'body.label'],
      ['{"label":"ok","extra":{"list":["x","\\udbff"]}}', 'body.extra.list.1'],
      ['{"label":"ok","\\ud800":1}', 'body.\ud800'],
    ];
    for (const [body, path] of cases) {
      const response = await createLink(body);
      expect(response.statusCode, body).toBe(400);
      expect(ErrorBody.parse(response.json())).toMatchObject({
        errorType: 'ValidationError',
        issues: [{ path, message: 'malformed_text' }],
      });
    }
    expect(await storedLabels()).toEqual([]);
  });

  it('keeps a character written as a surrogate pair, escaped or not', async () => {
    expect((await createLink('{"label":"smile \\ud83d\\ude00"}')).statusCode).toBe(201);
    expect((await createLink(Buffer.from('{"label":"café 😀"}'))).statusCode).toBe(201);
    expect((await storedLabels()).sort()).toEqual(['café 😀', 'smile 😀']);
  });
});
