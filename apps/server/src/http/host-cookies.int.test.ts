import { UserInfo } from '@parallax/core/contracts/auth';
import { ErrorBody } from '@parallax/core/contracts/common';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../test/accounts.js';
import { BrowserClient } from '../test/browser-client.js';
import { createTestApp } from '../test/test-app.js';

const INFO = '/api/v1/settings/user/info';
const AUTH_COOKIE_NAMES = ['parallax_at', 'parallax_rt', 'parallax_session'];

/** What a browser requires of a `__Host-` cookie: Secure, Path=/ and no Domain. */
function expectHostCookie(setCookie: string): void {
  const attributes = setCookie.split(';').map((part) => part.trim().toLowerCase());
  expect(attributes, setCookie).toContain('secure');
  expect(attributes, setCookie).toContain('path=/');
  expect(
    attributes.some((attribute) => attribute.startsWith('domain=')),
    setCookie,
  ).toBe(false);
}

const setCookiesOf = (response: { headers: Record<string, unknown> }): string[] => {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : ([] as string[]).concat(header as string | string[]);
};

describe('auth cookies on a site served over https', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({}, { PUBLIC_URL: 'https://parallax.example' });
  });
  afterAll(() => app.close());

  it('are __Host- cookies the browser accepts, and the server reads them', async () => {
    const { client } = await signedUpClient(app, 'host');
    expect([...client.cookies.keys()].sort()).toEqual(
      ['parallax_at', 'parallax_csrf', 'parallax_rt', 'parallax_session'].map(
        (name) => `__Host-${name}`,
      ),
    );
    const refreshed = await client.post('/api/v1/auth/refresh');
    expect(refreshed.statusCode).toBe(200);
    const set = setCookiesOf(refreshed);
    expect(set).toHaveLength(3);
    for (const cookie of set) expectHostCookie(cookie);
    expect(set.find((cookie) => cookie.startsWith('__Host-parallax_at='))).toMatch(/HttpOnly/);

    expect(UserInfo.parse((await client.get(INFO)).json()).email).toMatch(/^host.*@example\.com$/);
  });

  it('hands out a __Host- CSRF cookie and ignores a plain one planted beside it', async () => {
    const client = new BrowserClient(app);
    const bootstrap = await client.get('/api/bootstrap/check');
    const [csrf] = setCookiesOf(bootstrap);
    expect(csrf).toMatch(/^__Host-parallax_csrf=[\w-]+;/);
    expectHostCookie(csrf ?? '');

    // A sibling subdomain or a plain-http response can set `parallax_csrf`, never `__Host-…`:
    // the double submit must not take the planted value.
    const planted = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { cookie: 'parallax_csrf=planted', 'x-csrf-token': 'planted' },
      payload: { identifier: 'someone', password: 'whatever1' },
    });
    expect(planted.statusCode).toBe(403);
    expect(ErrorBody.parse(planted.json()).errorType).toBe('CsrfTokenMismatch');
  });

  it('ignores plain-named session cookies, and logout clears both kinds', async () => {
    const { client } = await signedUpClient(app, 'plain');
    const plain = new BrowserClient(app);
    for (const name of AUTH_COOKIE_NAMES) {
      plain.cookies.set(name, client.cookies.get(`__Host-${name}`) ?? '');
    }
    expect((await plain.get(INFO)).statusCode).toBe(401);

    const logout = await client.post('/api/v1/auth/logout');
    expect(logout.statusCode).toBe(204);
    const cleared = setCookiesOf(logout).map((cookie) => cookie.split('=')[0]);
    expect(cleared.sort()).toEqual(
      [...AUTH_COOKIE_NAMES, ...AUTH_COOKIE_NAMES.map((name) => `__Host-${name}`)].sort(),
    );
  });
});

describe('auth cookies on a site served over plain http', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({}, { PUBLIC_URL: 'http://192.168.1.20:8080' });
  });
  afterAll(() => app.close());

  it('keep their plain names and no Secure flag, which a browser would refuse on http', async () => {
    const { client } = await signedUpClient(app, 'lan');
    expect([...client.cookies.keys()].sort()).toEqual([
      'parallax_at',
      'parallax_csrf',
      'parallax_rt',
      'parallax_session',
    ]);
    const refreshed = await client.post('/api/v1/auth/refresh');
    for (const cookie of setCookiesOf(refreshed)) expect(cookie).not.toMatch(/Secure/i);
    expect(refreshed.statusCode).toBe(200);
  });
});
