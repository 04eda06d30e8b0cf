import { ErrorBody } from '@parallax/core/contracts/common';
import { DomainError } from '@parallax/core/errors';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders } from '../test/test-app.js';

let app: FastifyInstance;
let logged = '';
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  app = await createTestApp({ logStream }, { LOG_LEVEL: 'error', TRUST_PROXY: 'true' });
  // Routes that fail on purpose, added to the real app before it is ready.
  app.get('/api/test/crash', () => {
    throw new Error('database password is hunter2');
  });
  app.get('/api/test/domain', () => {
    throw new DomainError('ContentNotFound', 'No content x');
  });
  app.post('/api/test/echo', (request) => request.body);
});
afterAll(() => app.close());

describe('the error handler', () => {
  it('answers an unexpected error with 500 and a generic message, and logs it', async () => {
    const response = await app.inject({
      url: '/api/test/crash',
      headers: { 'x-request-id': 'req-7' },
    });
    expect(response.statusCode).toBe(500);
    expect(ErrorBody.parse(response.json())).toEqual({
      errorType: 'InternalError',
      message: 'Oops, something went wrong. Please try again.',
      requestId: 'req-7',
    });
    expect(response.body).not.toContain('hunter2');
    expect(logged).toContain('hunter2');
    expect(logged).toContain('req-7');
  });

  it('maps a domain error to its status and errorType', async () => {
    const response = await app.inject('/api/test/domain');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errorType: 'ContentNotFound',
      message: 'No content x',
      requestId: response.headers['x-request-id'],
    });
  });

  it.each([
    ['a domain error', '/api/test/domain'],
    ['an unknown route', '/api/v1/nothing/here'],
    ['a validation error', '/api/bootstrap/check?clientVersion=latest'],
    ['an error of the router', `/api/v1/tags/${'x'.repeat(101)}`],
  ])('gives %s the request id of its logs', async (_what, url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const { requestId } = ErrorBody.parse(response.json());
    expect(requestId).toMatch(/^[\w-]{8,}$/);
    expect(requestId).toBe(response.headers['x-request-id']);
  });

  it.each([
    ['text/xml', '<a/>', 415, 'UnsupportedMediaType'],
    [
      'application/json',
      JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 1) }),
      413,
      'PayloadTooLarge',
    ],
    ['application/json', '{"broken":', 400, 'BadRequest'],
  ])(
    'answers a %s body Fastify refuses with a catalogue errorType (%#)',
    async (type, payload, status, errorType) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': type, ...csrfHeaders },
        payload,
      });
      expect(response.statusCode).toBe(status);
      expect(ErrorBody.parse(response.json()).errorType).toBe(errorType);
    },
  );

  it('answers a path parameter over the router’s limit with 414 UriTooLong', async () => {
    const response = await app.inject(`/api/v1/tags/${'x'.repeat(101)}`);
    expect(response.statusCode).toBe(414);
    expect(ErrorBody.parse(response.json()).errorType).toBe('UriTooLong');
  });
});
