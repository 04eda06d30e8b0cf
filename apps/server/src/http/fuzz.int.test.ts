import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_COOKIES } from '@parallax/core/contracts/auth-cookies';
import { ErrorBody } from '@parallax/core/contracts/common';
import { OAuthError } from '@parallax/core/contracts/device-grant';
import { allEndpoints } from '@parallax/core/endpoints/all';
import { LANGUAGE_COOKIE } from '@parallax/core/platform';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../test/accounts.js';
import {
  badRequestsOf,
  ODD_ENCODED,
  PROTOTYPE_NAMES,
  REFUSED_ENCODED,
  type Case,
  type OpenApi,
} from '../test/bad-input.js';
import { BrowserClient } from '../test/browser-client.js';
import { createTestApp } from '../test/test-app.js';

/**
 * Bad input to every operation of the OpenAPI document the app serves, derived from each
 * operation's own schemas (`test/bad-input.ts`). Sent as a guest and as a signed-in user (with the
 * CSRF pair), none may answer 5xx (PostgreSQL refuses U+0000 in text, so a NUL that reaches a
 * query is a 500; `__proto__` looked up in a plain object finds the prototype), and a control
 * character or a lone surrogate in any string must be a 400 ValidationError. Nothing is random: a
 * failure names its request and replays as it is.
 */

type Method = Parameters<BrowserClient['request']>[0];

/**
 * Parameters whose route refuses a control character otherwise, so only "no 5xx" is checked here:
 * a media key the store cannot hold names no media or public image (404 MediaNotFound,
 * media.int.test.ts, media-hls.int.test.ts).
 */
const REFUSED_AS_NOT_FOUND = new Set(['/media/{key} key', '/static/content/{key} key']);

/**
 * The operator's desk's operations: their door answers a guest 401 and a customer 403 before the
 * request is read, so bad input meets the door, not the validation (desk-access.int.test.ts sends
 * it as each staff role that opens the area).
 */
const DESK_OPERATIONS = new Set(
  allEndpoints
    .filter((endpoint) => endpoint.desk)
    .flatMap((endpoint) =>
      ['/api/v1', '/store/api/v1'].map(
        (prefix) => `${endpoint.method} ${prefix}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`,
      ),
    ),
);

/**
 * At the desk's door every case meets the same refusal: the valid request, and one control
 * character each in a path parameter, a query parameter and the body (what would meet the
 * validation first anywhere else) show it.
 */
function atTheDoor(cases: Case[]): Case[] {
  const seen = new Set<string>();
  return cases.filter(({ label, refused }) => {
    if (label === 'valid') return true;
    const where = label.startsWith('body') ? 'body' : label.split('=')[0]!;
    if (!refused || seen.has(where)) return false;
    seen.add(where);
    return true;
  });
}

/** A guest stays a guest: only its CSRF cookie outlives a call that happened to sign it in. */
function keepGuest(client: BrowserClient): void {
  for (const name of client.cookies.keys()) {
    if (!name.endsWith(AUTH_COOKIES.csrf)) client.cookies.delete(name);
  }
}

/**
 * The OAuth device grant's operations take form posts and answer in the OAuth wire format: a
 * request they cannot read is `400 { error: 'invalid_request' }` (modules/auth/device-grant.routes.ts).
 */
const FORM_OPERATIONS = new Set(
  allEndpoints
    .filter((endpoint) => endpoint.consumes?.includes('application/x-www-form-urlencoded'))
    .map((endpoint) => `${endpoint.method} ${endpoint.base ?? ''}${endpoint.path}`),
);

/** A JSON body as a form post: each field once, a value that is not text as JSON text. */
function formOf(json: unknown): string {
  let body: unknown = json;
  try {
    if (typeof json === 'string') body = JSON.parse(json);
  } catch {
    return String(json);
  }
  return new URLSearchParams(
    Object.entries(body !== null && typeof body === 'object' ? body : {}).map(
      ([key, value]): [string, string] => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ],
    ),
  ).toString();
}

/** A HEAD answer has no body to read: its status says it. */
const isValidationError = (method: string, response: { statusCode: number; body: string }) =>
  response.statusCode === 400 &&
  (method === 'HEAD' ||
    ErrorBody.safeParse(JSON.parse(response.body)).data?.errorType === 'ValidationError' ||
    OAuthError.safeParse(JSON.parse(response.body)).data?.error === 'invalid_request');

/** The first 40 problems and how many there were, so a broken rule does not flood the report. */
const summary = (problems: string[]) => ({
  count: problems.length,
  first: [...new Set(problems)].slice(0, 40),
});

type Found = { serverErrors: string[]; notRefused: string[] };

/** Sends an operation's cases as one client and notes what went wrong. */
async function sendAll(
  client: BrowserClient,
  who: 'guest' | 'user',
  { method, route, cases }: { method: string; route: string; cases: Case[] },
  found: Found,
): Promise<void> {
  const isForm = FORM_OPERATIONS.has(`${method} ${route}`);
  for (const { label, path, query, body, refused } of cases) {
    const headers: Record<string, string> =
      body === undefined
        ? {}
        : { 'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json' };
    const url = query ? `${path}?${query}` : path;
    const payload = isForm && body !== undefined ? formOf(body) : body;
    // A lone surrogate cannot travel in a form: encoded as UTF-8 it becomes U+FFFD, a character
    // like any other (JSON writes it as the escape \udXXX).
    const isRefused = refused && !(isForm && /\\ud[89a-f]/i.test(String(body)));
    const response = await client.request(method as Method, url, payload, headers);
    if (who === 'guest') keepGuest(client);
    const request = `${who} ${method} ${route} ${label}`;
    if (DESK_OPERATIONS.has(`${method} ${route}`)) {
      const door = who === 'guest' ? 401 : 403;
      if (response.statusCode !== door)
        found.notRefused.push(`${request} → ${response.statusCode}`);
      continue;
    }
    if (response.statusCode >= 500) found.serverErrors.push(`${request} → ${response.statusCode}`);
    else if (isRefused && !isValidationError(method, response)) {
      found.notRefused.push(`${request} → ${response.statusCode}`);
    }
    // A refusal proves something only when the request without the bad value passes.
    if (label === 'valid' && isValidationError(method, response)) {
      found.notRefused.push(`${request} is refused too: ${response.body}`);
    }
  }
}

let app: FastifyInstance;
let webDist: string;
let spec: OpenApi;
beforeAll(async () => {
  // A minimal web build, so page paths are served (and their slugs looked up) as in production.
  webDist = await mkdtemp(join(tmpdir(), 'parallax-fuzz-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>x</title><div id="root">');
  app = await createTestApp({}, { AUTH_RATE_LIMIT_PER_MINUTE: '10000', WEB_DIST_DIR: webDist });
  spec = (await app.inject('/api/docs/json')).json<OpenApi>();
});
afterAll(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('schema-derived bad input to every operation of the OpenAPI document', () => {
  // About 26,000 requests (13,000 each as a guest and as a user): ~30 s on PGlite on a quiet
  // 2-core machine, several times that while other test files share its cores.
  it('never answers 5xx, and refuses control characters with 400 ValidationError', async () => {
    const operations = badRequestsOf(spec, REFUSED_AS_NOT_FOUND).map((operation) =>
      DESK_OPERATIONS.has(`${operation.method} ${operation.route}`)
        ? { ...operation, cases: atTheDoor(operation.cases) }
        : operation,
    );
    expect(operations.length).toBeGreaterThan(100);

    const found: Found = { serverErrors: [], notRefused: [] };
    const guest = new BrowserClient(app);
    let user = (await signedUpClient(app, 'fuzz')).client;
    for (const operation of operations) {
      await sendAll(guest, 'guest', operation, found);
      await sendAll(user, 'user', operation, found);
      // Some calls end the session on purpose (sign-out, account deletion, another sign-in).
      if ((await user.get('/api/v1/settings/user/info')).statusCode !== 200) {
        user = (await signedUpClient(app, 'fuzz')).client;
      }
    }
    expect({
      serverErrors: summary(found.serverErrors),
      notRefused: summary(found.notRefused),
    }).toEqual({ serverErrors: { count: 0, first: [] }, notRefused: { count: 0, first: [] } });
  }, 300_000);

  it('answers the cases once measured at 500 with 400 ValidationError, in both prefixes', async () => {
    const { client } = await signedUpClient(app, 'fuzz');
    for (const prefix of ['/api/v1', '/store/api/v1']) {
      for (const url of ['/model/%00', '/tags/%00', '/origins-pack/%00', '/blog/posts/%00']) {
        const response = await client.get(`${prefix}${url}`);
        expect(response.statusCode, url).toBe(400);
        const body = ErrorBody.parse(response.json());
        expect(body.errorType).toBe('ValidationError');
        expect(body.issues?.[0]?.message).toBe('control_characters');
      }
      const promo = await client.post(`${prefix}/cart/promo-code`, { promoCode: '\u0000' });
      expect(promo.statusCode).toBe(400);
      expect(ErrorBody.parse(promo.json()).issues).toEqual([
        { path: 'body.promoCode', message: 'control_characters' },
      ]);
    }
  });
});

describe('the names of Object.prototype’s members as request input', () => {
  it('answers an Android source named like one as any unknown source', async () => {
    const unknown = await app.inject('/android/no-such-source/latest.json');
    for (const name of PROTOTYPE_NAMES) {
      const response = await app.inject(`/android/${name}/latest.json`);
      expect(response.statusCode, name).toBe(unknown.statusCode);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('never answers 5xx to them in pages, hidden routes, cookies and headers', async () => {
    const { client } = await signedUpClient(app, 'fuzz');
    const csrf = client.cookies.get(AUTH_COOKIES.csrf) ?? '';
    const problems: string[] = [];
    for (const name of PROTOTYPE_NAMES) {
      const cookies = `${name}=x; ${AUTH_COOKIES.csrf}=${csrf}`;
      const requests: [Method, string, Record<string, string>][] = [
        ['GET', `/${name}`, { accept: 'text/html' }],
        ['GET', `/es/${name}`, { accept: 'text/html' }],
        ...['content', 'pornstars', 'tags', 'content-promo', 'blog'].map(
          (page): [Method, string, Record<string, string>] => [
            'GET',
            `/${page}/${name}`,
            { accept: 'text/html' },
          ],
        ),
        ['GET', `/static/demo/${name}`, {}],
        ['GET', `/media/${name}`, {}],
        ['GET', `/media/demo/${name}?u=${name}&exp=${name}&sig=${name}`, {}],
        ['GET', `/age-verification/${name}`, {}],
        ['POST', `/age-verification/${name}`, { cookie: cookies }],
        ['POST', `/api/v1/payments/webhook/${name}`, { 'content-type': 'application/json' }],
        ['GET', '/api/v1/settings/user/info', { cookie: cookies }],
        ['GET', '/api/v1/content/list', { 'user-language': name, 'accept-language': name }],
        ['GET', '/api/v1/content/list', { 'accept-encoding': name, 'if-none-match': name }],
      ];
      for (const [method, url, headers] of requests) {
        const response = await app.inject({
          method,
          url,
          headers: { 'x-csrf-token': csrf, ...headers },
          ...(method === 'POST' ? { payload: '{}' } : {}),
        });
        if (response.statusCode >= 500) problems.push(`${method} ${url} → ${response.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('entry points outside the OpenAPI document', () => {
  it('answers a page whose slug holds a control character 404, with the page’s HTML', async () => {
    for (const page of ['content', 'pornstars', 'tags', 'content-promo', 'blog']) {
      for (const slug of REFUSED_ENCODED) {
        const response = await app.inject({
          url: `/${page}/${slug}`,
          headers: { accept: 'text/html' },
        });
        expect(response.statusCode, `/${page}/${slug}`).toBe(404);
        expect(response.body).toContain('<div id="root">');
      }
    }
  });

  it('never answers 5xx to control characters in cookies, tokens and hidden routes', async () => {
    const { client } = await signedUpClient(app, 'fuzz');
    const csrf = client.cookies.get(AUTH_COOKIES.csrf) ?? '';
    const csrfCookie = `${AUTH_COOKIES.csrf}=${csrf}`;
    const refresh = AUTH_COOKIES.refresh;
    const problems: string[] = [];
    for (const bad of [...REFUSED_ENCODED, ...ODD_ENCODED]) {
      // Cookie values arrive percent-decoded; header values cannot carry control characters.
      const requests: [Method, string, Record<string, string>][] = [
        ['POST', '/api/v1/auth/refresh', { cookie: `${refresh}=${bad}; ${csrfCookie}` }],
        ['POST', '/api/v1/auth/logout', { cookie: `${refresh}=${bad}; ${csrfCookie}` }],
        ['GET', '/api/v1/settings/user/info', { cookie: `${AUTH_COOKIES.access}=${bad}` }],
        ['GET', '/api/v1/content/list', { authorization: `Bearer ${bad}` }],
        ['GET', '/api/v1/documents/dmca', { cookie: `${LANGUAGE_COOKIE}=${bad}` }],
        ['GET', `/age-verification/${bad}`, {}],
        ['POST', `/age-verification/${bad}`, { cookie: csrfCookie }],
        ['GET', `/media/demo/${bad}`, {}],
      ];
      for (const [method, url, headers] of requests) {
        const response = await app.inject({
          method,
          url,
          headers: { 'x-csrf-token': csrf, ...headers },
        });
        if (response.statusCode >= 500) problems.push(`${method} ${url} → ${response.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
