import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiGet, apiSend, errorMessageKey, ApiError } from './http';
import { onSessionEnded } from './session';

type Call = { url: string; method: string; headers: Record<string, string> };
let calls: Call[] = [];
/** What the server answers, in order; a function answers when the call arrives. */
let answers: (Response | (() => Response))[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  answers = [];
  document.cookie = 'parallax_csrf=token-1; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
      });
      const answer = answers.shift() ?? json(500, {});
      return Promise.resolve(typeof answer === 'function' ? answer() : answer);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'parallax_session=; max-age=0; path=/';
});

const Ok = z.object({ ok: z.literal(true) });

describe('apiSend', () => {
  it('sends the CSRF token, a JSON body and the language', async () => {
    answers = [json(200, { ok: true })];
    await expect(apiSend('POST', '/api/v1/thing', { a: 1 }, Ok)).resolves.toEqual({ ok: true });
    expect(calls[0]?.headers).toMatchObject({
      'x-csrf-token': 'token-1',
      'Content-Type': 'application/json',
      'User-Language': 'en',
    });
  });

  it('a GET sends no CSRF token', async () => {
    answers = [json(200, { ok: true })];
    await apiGet('/api/v1/thing', Ok);
    expect(calls[0]?.headers['x-csrf-token']).toBeUndefined();
  });

  it('ignores the body of 204 when no schema is given', async () => {
    answers = [new Response(null, { status: 204 })];
    await expect(apiSend('DELETE', '/api/v1/thing')).resolves.toBeUndefined();
  });

  it('a 403 triggers one refresh and one retry (spec 1 §4)', async () => {
    answers = [
      json(403, { errorType: 'AccessTokenExpired', message: 'expired' }),
      json(200, { accessTokenExpiresAt: '2030-01-01T00:00:00Z' }),
      json(200, { ok: true }),
    ];
    await expect(apiSend('POST', '/api/v1/thing', {}, Ok)).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v1/thing',
      '/api/v1/auth/refresh',
      '/api/v1/thing',
    ]);
  });

  it('retries only once', async () => {
    answers = [
      json(403, { errorType: 'Forbidden', message: 'no' }),
      json(200, { accessTokenExpiresAt: '2030-01-01T00:00:00Z' }),
      json(403, { errorType: 'Forbidden', message: 'still no' }),
    ];
    await expect(apiSend('POST', '/api/v1/thing', {}, Ok)).rejects.toMatchObject({
      status: 403,
      errorType: 'Forbidden',
    });
    expect(calls).toHaveLength(3);
  });

  it('a refused refresh ends the session and fails the call', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [
      json(403, { errorType: 'AccessTokenExpired', message: 'expired' }),
      json(401, { errorType: 'InvalidRefreshToken', message: 'no' }),
    ];
    await expect(apiGet('/api/v1/settings/user/info', Ok)).rejects.toMatchObject({
      errorType: 'AccessTokenExpired',
    });
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a CSRF mismatch is retried without a refresh (the 403 brought the cookie)', async () => {
    answers = [
      json(403, { errorType: 'CsrfTokenMismatch', message: 'csrf' }),
      json(200, { ok: true }),
    ];
    await expect(apiSend('POST', '/api/v1/thing', {}, Ok)).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/thing', '/api/v1/thing']);
  });

  it('sends again with the newest cookie when another answer replaced it meanwhile', async () => {
    const mismatch = () => json(403, { errorType: 'CsrfTokenMismatch', message: 'csrf' });
    answers = [
      mismatch,
      () => {
        // An answer to a call made without the cookie arrives, carrying a cookie of its own.
        document.cookie = 'parallax_csrf=token-2; path=/';
        return mismatch();
      },
      json(200, { ok: true }),
    ];
    await expect(apiSend('POST', '/api/v1/thing', {}, Ok)).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.headers['x-csrf-token'])).toEqual([
      'token-1',
      'token-1',
      'token-2',
    ]);
  });

  it('gives up on a CSRF mismatch after two retries', async () => {
    answers = [1, 2, 3].map(() => json(403, { errorType: 'CsrfTokenMismatch', message: 'csrf' }));
    await expect(apiSend('POST', '/api/v1/thing', {}, Ok)).rejects.toMatchObject({
      status: 403,
      errorType: 'CsrfTokenMismatch',
    });
    expect(calls).toHaveLength(3);
  });

  it('refreshes first when the access token is about to expire', async () => {
    const now = Math.floor(Date.now() / 1000);
    document.cookie = `parallax_session=${now + 5}.${now + 3600}; path=/`;
    answers = [
      json(200, { accessTokenExpiresAt: '2030-01-01T00:00:00Z' }),
      json(200, { ok: true }),
    ];
    await apiGet('/api/v1/thing', Ok);
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/auth/refresh', '/api/v1/thing']);
  });
});

describe('errorMessageKey (spec 1 §8)', () => {
  it('maps known errorTypes, no response and anything else', () => {
    expect(errorMessageKey(new ApiError(401, 'BadCredentials', 'x'))).toBe(
      'errors.bad_credentials',
    );
    expect(errorMessageKey(new ApiError(429, 'LockedNotification', 'x'))).toBe('errors.day_lock');
    expect(errorMessageKey(new ApiError(520, 'NoResponse', 'x'))).toBe('errors.no_response');
    expect(errorMessageKey(new ApiError(418, 'Teapot', 'x'))).toBe('errors.something_went_wrong');
    expect(errorMessageKey(new Error('boom'))).toBe('errors.something_went_wrong');
  });

  it('says offline rather than no response when the browser has no network', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(errorMessageKey(new ApiError(520, 'NoResponse', 'x'))).toBe('errors.offline');
    } finally {
      onLine.mockRestore();
    }
  });
});
