import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders } from '../test/test-app.js';

/**
 * Requests refused before a route runs, over a real socket (app.inject skips Node's HTTP parser):
 * each answer has the body every other error has, `{ errorType, message, requestId }`, with the
 * request id in X-Request-Id too.
 */

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

type RawAnswer = { status: number; headers: Map<string, string>; body: string };

/** Writes the bytes as they are and reads the answer until the server closes the connection. */
function sendRaw(request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while the rest of a large request is still being written.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()] as const;
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

/** The answer carries exactly the catalogue's error body, with the id of its X-Request-Id. */
function expectErrorBody(answer: RawAnswer, status: number, errorType: string): void {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['errorType', 'message', 'requestId']);
  expect(body.errorType).toBe(errorType);
  expect(body.message).toEqual(expect.any(String));
  expect(body.requestId).toMatch(/^[\w-]{8,}$/);
  expect(answer.headers.get('x-request-id')).toBe(body.requestId);
}

const cookie = `Cookie: ${csrfHeaders.cookie}\r\nX-CSRF-Token: ${csrfHeaders['x-csrf-token']}`;

describe('errors raised before routing, over a real socket', () => {
  it('answers headers over 16 KiB with 431 RequestHeaderFieldsTooLarge', async () => {
    const answer = await sendRaw(
      `GET /api/v1/content/list HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectErrorBody(answer, 431, 'RequestHeaderFieldsTooLarge');
  });

  it('answers an address over 8 KiB with 414 UriTooLong, and a parameter over 100 too', async () => {
    const longQuery = `/api/v1/content/list?source=${'a'.repeat(9_000)}`;
    const longParameter = `/api/v1/tags/${'x'.repeat(101)}`;
    for (const target of [longQuery, longParameter]) {
      const answer = await sendRaw(
        `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expectErrorBody(answer, 414, 'UriTooLong');
    }
  });

  it('answers a body over the limit with 413 PayloadTooLarge, declared or chunked', async () => {
    const body = JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 1) });
    const head = `POST /api/v1/analytics/reports HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${cookie}\r\nContent-Type: application/json\r\n`;
    const declared = await sendRaw(`${head}Content-Length: ${body.length}\r\n\r\n${body}`);
    expectErrorBody(declared, 413, 'PayloadTooLarge');
    const chunked = await sendRaw(
      `${head}Transfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
    expectErrorBody(chunked, 413, 'PayloadTooLarge');
  });

  it.each([
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n'],
    ['a header name with a space', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n'],
    [
      'a Content-Length that is no number',
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ab\r\n\r\n',
    ],
    [
      'Content-Length and Transfer-Encoding together',
      'POST /api/v1/analytics/reports HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    [
      'a chunk size that is no number',
      `POST /api/v1/analytics/reports HTTP/1.1\r\nHost: x\r\n${cookie}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
  ])('answers %s with 400 BadRequest', async (_what, request) => {
    expectErrorBody(await sendRaw(request), 400, 'BadRequest');
  });
});
