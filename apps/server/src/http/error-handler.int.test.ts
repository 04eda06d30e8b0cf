import { ErrorBody } from '@parallax/core/contracts/common';
import { DomainError } from '@parallax/core/errors';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';

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
    });
    expect(response.body).not.toContain('hunter2');
    expect(logged).toContain('hunter2');
    expect(logged).toContain('req-7');
  });

  it('maps a domain error to its status and errorType', async () => {
    const response = await app.inject('/api/test/domain');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errorType: 'ContentNotFound', message: 'No content x' });
  });

  it('gives errors raised by Fastify itself a catalogue errorType', async () => {
    const unsupported = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(ErrorBody.parse(unsupported.json()).errorType).toBe('UnsupportedMediaType');
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(ErrorBody.parse(tooLarge.json()).errorType).toBe('PayloadTooLarge');
    const tooLong = await app.inject(`/api/v1/tags/${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(414);
    expect(ErrorBody.parse(tooLong.json()).errorType).toBe('UriTooLong');
  });

  it('answers malformed JSON with 400 BadRequest', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorBody.parse(response.json()).errorType).toBe('BadRequest');
  });
});
