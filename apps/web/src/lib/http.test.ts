// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, apiGet, errorMessageValues, NO_RESPONSE_STATUS, shouldRetry } from './http';
import { dismissToast, getToasts } from './toast';

let server: Server;
let base = '';
let lastLanguage: string | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    lastLanguage = request.headers['user-language'] as string | undefined;
    const routes: Record<string, [number, string]> = {
      '/ok': [200, JSON.stringify({ id: 1 })],
      '/wrong-shape': [200, JSON.stringify({ id: 'one' })],
      '/missing': [404, JSON.stringify({ errorType: 'ContentNotFound', message: 'No content x' })],
      '/exclusive': [
        403,
        JSON.stringify({
          errorType: 'ContentExclusive',
          message: 'Only with plans',
          params: { tariffs: ['Annual', 'Lifetime'], pack: 'Summit' },
        }),
      ],
      '/html-error': [502, '<html>bad gateway</html>'],
      '/message-only': [503, JSON.stringify({ message: 'Down for maintenance' })],
      '/from-cache': [200, JSON.stringify({ id: 2 })],
    };
    const [status, body] = routes[request.url ?? ''] ?? [500, '{}'];
    const headers = request.url === '/from-cache' ? { 'x-parallax-offline': '1' } : {};
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const Body = z.object({ id: z.number() });

describe('apiGet', () => {
  it('returns the parsed body and sends User-Language', async () => {
    await expect(apiGet(`${base}/ok`, Body)).resolves.toEqual({ id: 1 });
    expect(lastLanguage).toBe('en');
  });

  it('rejects a body that breaks the contract', async () => {
    await expect(apiGet(`${base}/wrong-shape`, Body)).rejects.toThrow();
  });

  it('carries the server errorType and message', async () => {
    const error = await apiGet(`${base}/missing`, Body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      errorType: 'ContentNotFound',
      message: 'No content x',
    });
  });

  it('keeps what the error message names, lists joined in the page language', async () => {
    const error = await apiGet(`${base}/exclusive`, z.object({})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessageValues(error)).toEqual({ tariffs: 'Annual and Lifetime', pack: 'Summit' });
  });

  it('reports an error without a JSON body as Something Went Wrong with its status', async () => {
    await expect(apiGet(`${base}/html-error`, Body)).rejects.toMatchObject({
      status: 502,
      message: 'Something Went Wrong',
    });
  });

  it("uses an error body's message when it has one (spec 1 §8)", async () => {
    await expect(apiGet(`${base}/message-only`, Body)).rejects.toMatchObject({
      status: 503,
      errorType: 'Unknown',
      message: 'Down for maintenance',
    });
  });

  it('retries server and network failures twice, client errors never', () => {
    expect(shouldRetry(0, new ApiError(503, 'ServiceUnavailable', 'down'))).toBe(true);
    expect(shouldRetry(1, new ApiError(NO_RESPONSE_STATUS, 'NoResponse', 'x'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'ServiceUnavailable', 'down'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'ContentNotFound', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(400, 'ValidationError', 'x'))).toBe(false);
  });

  it('reports no response at all as status 520 (spec 1 §8)', async () => {
    await expect(apiGet('http://127.0.0.1:1/unreachable', Body)).rejects.toMatchObject({
      status: NO_RESPONSE_STATUS,
      errorType: 'NoResponse',
      message: 'Something Went Wrong',
    });
  });

  it("says 'No internet connection' once, and keeps saying it, on network failures", async () => {
    await apiGet('http://127.0.0.1:1/unreachable', Body).catch(() => null);
    await apiGet('http://127.0.0.1:1/unreachable', Body).catch(() => null);
    const notices = getToasts().filter((toast) => toast.messageKey === 'errors.no_internet');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.durationMs).toBeNull();
  });

  it('says so too when the service worker answers from its cache', async () => {
    for (const toast of getToasts()) dismissToast(toast.id);
    await expect(apiGet(`${base}/from-cache`, Body)).resolves.toEqual({ id: 2 });
    expect(getToasts().map((toast) => toast.messageKey)).toEqual(['errors.no_internet']);
  });
});
