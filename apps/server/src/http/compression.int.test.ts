import { ErrorBody } from '@parallax/core/contracts/common';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders } from '../test/test-app.js';

const big = {
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Pack number ${i}` })),
};
const bigJson = JSON.stringify(big);
const text = 'A line of text about alpine dawns.\n'.repeat(100);

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  // Routes with each kind of answer, added to the real app before it is ready.
  app.get('/api/test/big', () => big);
  app.get('/api/test/small', () => ({ ok: true }));
  app.get('/api/test/text-stream', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(Readable.from([text])),
  );
  app.get('/api/test/failing-stream', (_request, reply) => {
    const source = new Readable({ read() {} });
    source.push(text);
    setTimeout(() => source.destroy(new Error('the disk went away')), 20);
    return reply.type('text/plain; charset=utf-8').send(source);
  });
  app.get('/api/test/picture', (_request, reply) =>
    reply.type('image/png').send(Buffer.alloc(4096, 7)),
  );
  app.get('/api/test/as-is', { compress: false }, () => big);
  app.get('/api/test/encoded', (_request, reply) =>
    reply.type('application/json').header('content-encoding', 'gzip').send(gzipSync(bigJson)),
  );
  app.get('/api/test/no-transform', (_request, reply) =>
    reply.header('cache-control', 'no-transform').send(big),
  );
  app.get('/api/test/range', (_request, reply) =>
    reply
      .code(206)
      .type('text/plain')
      .header('content-range', `bytes 0-${text.length - 1}/${text.length * 2}`)
      .send(text),
  );
  app.post('/api/test/echo', (request) => request.body);
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compression of answers', () => {
  it('sends br when the client takes it, gzip when only that, and the bytes as they are otherwise', async () => {
    const br = await get('/api/test/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(bigJson.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigJson);

    const gzip = await get('/api/test/big', 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigJson);

    for (const plain of [await get('/api/test/big'), await get('/api/test/big', 'identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.payload).toBe(bigJson);
    }
  });

  it('says the answer varies with Accept-Encoding, whether it was compressed or not', async () => {
    for (const accept of ['br', undefined]) {
      const response = await get('/api/test/big', accept);
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    }
  });

  it('leaves an answer below the threshold as it is', async () => {
    const response = await get('/api/test/small', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });

  it(
    'ends a compressed stream whose source fails, rather than leaving the client waiting',
    {
      timeout: 5_000,
    },
    async () => {
      // The answer is cut mid-stream (inject answers or fails); an encoder left open by a source
      // that failed would keep it waiting until the test times out.
      await get('/api/test/failing-stream', 'br').catch(() => undefined);
    },
  );

  it('compresses a stream of text, and never a picture', async () => {
    const stream = await get('/api/test/text-stream', 'br');
    expect(stream.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(stream.rawPayload).toString()).toBe(text);

    const picture = await get('/api/test/picture', 'br');
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload.length).toBe(4096);
  });

  it('leaves alone a route declared compress: false, an encoded answer, no-transform and a range', async () => {
    const asIs = await get('/api/test/as-is', 'br');
    expect(asIs.headers['content-encoding']).toBeUndefined();
    expect(asIs.payload).toBe(bigJson);

    const encoded = await get('/api/test/encoded', 'br, gzip');
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(encoded.rawPayload).toString()).toBe(bigJson);

    const noTransform = await get('/api/test/no-transform', 'br');
    expect(noTransform.headers['content-encoding']).toBeUndefined();

    const range = await get('/api/test/range', 'br');
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.payload).toBe(text);
  });

  it('answers HEAD with the length of the bytes as they are, and no body', async () => {
    // Compressing a body nobody receives would only cost time: HEAD describes the identity
    // representation, which the server may always choose (RFC 9110 §12.5.3).
    const response = await app.inject({
      method: 'HEAD',
      url: '/api/test/big',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(bigJson));
    expect(response.rawPayload.length).toBe(0);
  });

  it('compresses the product’s own answers: the sitemap', async () => {
    const sitemap = await get('/sitemap.xml', 'br');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(sitemap.rawPayload).toString()).toContain('<urlset');
  });
});

describe('request bodies', () => {
  const post = (headers: Record<string, string>, payload: Buffer | string) =>
    app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', ...csrfHeaders, ...headers },
      payload,
    });

  it('refuses a compressed body with 415 and says why', async () => {
    const response = await post({ 'content-encoding': 'gzip' }, gzipSync('{"a":1}'));
    expect(response.statusCode).toBe(415);
    const body = ErrorBody.parse(response.json());
    expect(body.errorType).toBe('UnsupportedMediaType');
    expect(body.message).toBe(
      'Content-Encoding gzip is not accepted: send the request body uncompressed',
    );
  });

  it('takes a body sent as it is, with or without Content-Encoding: identity', async () => {
    const asSent: Record<string, string>[] = [{}, { 'content-encoding': 'identity' }];
    for (const headers of asSent) {
      const response = await post(headers, '{"a":1}');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ a: 1 });
    }
  });
});
