import {
  CodeChallenge,
  type DevOutboxMessage,
  LoginResult,
  SessionTokens,
  UserInfo,
} from '@parallax/core/contracts/auth';
import { DeviceSessionList } from '@parallax/core/contracts/devices';
import { ErrorBody } from '@parallax/core/contracts/common';
import { en } from '@parallax/core/i18n/en';
import { mailEn } from '@parallax/core/i18n/areas/mail';
import { MAX_LIVE_SESSIONS } from '@parallax/core/rules/account-limits';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { users } from './auth.schema.js';
import { BrowserClient } from '../../test/browser-client.js';
import { codeIn, lastMailTo } from '../../test/mail.js';
import { sharedDatabaseDeps } from '../../test/jobs.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';

let clock = new Date('2026-11-22T12:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
let database: DatabaseHandle;
/** Two server instances sharing one database, as behind a load balancer. */
let app: FastifyInstance;
let other: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(
    testConfig({ ACCESS_TOKEN_TTL_SECONDS: '60', AUTH_RATE_LIMIT_PER_MINUTE: '1000' }),
    { ...(await sharedDatabaseDeps(database)), now: () => clock },
  );
  other = await buildApp(
    testConfig({ ACCESS_TOKEN_TTL_SECONDS: '60', AUTH_RATE_LIMIT_PER_MINUTE: '1000' }),
    { ...(await sharedDatabaseDeps(database)), now: () => clock },
  );
});
afterAll(async () => {
  await app.close();
  await other.close();
  await database.close();
});

const INFO = '/api/v1/settings/user/info';
const device = crypto.randomUUID();
let serial = 0;

/** A confirmed account, signed up through the API. */
async function account(prefix = 'skier') {
  serial += 1;
  const user = {
    username: `${prefix}_${serial}`,
    email: `${prefix}${serial}@example.com`,
    password: 'powder2026',
  };
  const client = new BrowserClient(app);
  const challenge = CodeChallenge.parse(
    (await client.post('/store/api/v1/registration', { ...user, emailConsent: true })).json(),
  );
  const code = codeIn(await lastMailTo(app, user.email));
  const confirmed = await client.post('/store/api/v1/registration/confirm', {
    token: challenge.token,
    confirmation: code,
  });
  expect(confirmed.statusCode).toBe(200);
  return user;
}

const signIn = (
  client: BrowserClient,
  identifier: string,
  password: string,
  clientType = 'web_app',
) =>
  client.post('/api/v1/auth/signin', {
    identifier,
    password,
    clientIdentifier: device,
    clientType,
  });

const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  ...ErrorBody.parse(response.json()),
});

/** Outbox messages to `to` with `subject` (the development outbox, over HTTP). */
async function mailsTo(to: string, subject: string) {
  const messages = (await app.inject('/api/dev/outbox')).json<DevOutboxMessage[]>();
  return messages.filter((message) => message.to === to && message.subject === subject);
}

/** The lock notice is sent after the answer, so it may take a moment to be in the outbox. */
async function lockNoticeTo(to: string): Promise<DevOutboxMessage> {
  for (let tries = 0; tries < 50; tries++) {
    const [notice] = await mailsTo(to, mailEn.mail.signInLocked.subject);
    if (notice) return notice;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no lock notice to ${to}`);
}

describe('sign-in', () => {
  it('signs in by e-mail or username, and logout ends the session', async () => {
    const user = await account();
    for (const identifier of [user.email.toUpperCase(), user.username]) {
      const client = new BrowserClient(app);
      const response = await signIn(client, identifier, user.password);
      expect(LoginResult.parse(response.json()).status).toBe('ACTIVE');
      expect(UserInfo.parse((await client.get(INFO)).json()).email).toBe(user.email);
      const stolen = new Map(client.cookies);

      expect((await client.post('/api/v1/auth/logout')).statusCode).toBe(204);
      expect(client.cookies.has('parallax_at')).toBe(false);
      expect(errorOf(await client.get(INFO))).toMatchObject({
        status: 401,
        errorType: 'Unauthorized',
      });

      // The access token of the ended session no longer works, even before it expires.
      const replay = new BrowserClient(app);
      for (const [name, value] of stolen) replay.cookies.set(name, value);
      expect((await replay.get(INFO)).statusCode).toBe(401);
    }
  });

  it('answers BadCredentials for a wrong password or an unknown user', async () => {
    const user = await account();
    const client = new BrowserClient(app);
    expect(errorOf(await signIn(client, user.username, 'wrong-pass1'))).toMatchObject({
      status: 401,
      errorType: 'BadCredentials',
      message: en.errors.bad_credentials,
    });
    expect(errorOf(await signIn(client, 'nobody_here', 'whatever1')).errorType).toBe(
      'BadCredentials',
    );
  });

  it('answers NOT_CONFIRMED_EMAIL with a fresh code for an unconfirmed account', async () => {
    const client = new BrowserClient(app);
    const user = { username: 'late_confirmer', email: 'late@example.com', password: 'confirm123' };
    const first = CodeChallenge.parse(
      (await client.post('/store/api/v1/registration', user)).json(),
    );
    advance(61);
    const result = LoginResult.parse((await signIn(client, user.email, user.password)).json());
    expect(result.status).toBe('NOT_CONFIRMED_EMAIL');
    if (result.status !== 'NOT_CONFIRMED_EMAIL') return;
    expect(result.email).toBe(user.email);
    expect(result.challenge.token).not.toBe(first.token);
    expect(result.challenge.secondsToNextAttempt).toBe(60);
    expect(client.cookies.has('parallax_at')).toBe(false);
    const code = codeIn(await lastMailTo(app, user.email));
    const confirmed = await client.post('/store/api/v1/registration/confirm', {
      token: result.challenge.token,
      confirmation: code,
    });
    expect(LoginResult.parse(confirmed.json()).status).toBe('ACTIVE');
  });

  it('answers an unknown login, a wrong password and a locked account alike', async () => {
    const user = await account();
    const client = new BrowserClient(app);
    const answers = [];
    answers.push(await signIn(client, 'nobody@example.com', 'wrong-pass1'));
    answers.push(await signIn(client, 'nobody_here', 'wrong-pass1'));
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push(await signIn(client, user.email, 'wrong-pass1'));
    }
    // Locked now: the right password, by e-mail and by username.
    answers.push(await signIn(client, user.email, user.password));
    answers.push(await signIn(client, user.username, user.password));
    // Every answer has a request id of its own; the rest must not tell them apart.
    const seen = answers.map((response) => ({
      status: response.statusCode,
      body: response.body.replace(/,"requestId":"[\w-]+"/, ''),
      headers: Object.keys(response.headers)
        .filter((name) => name !== 'date' && name !== 'x-request-id')
        .sort(),
    }));
    expect(seen[0]).toEqual({
      status: 401,
      body: JSON.stringify({ errorType: 'BadCredentials', message: en.errors.bad_credentials }),
      headers: seen[0]?.headers,
    });
    for (const answer of seen) expect(answer).toEqual(seen[0]);
    advance(3601);
  });

  it('locks the account for an hour after five wrong passwords, across instances, even for the right one, and tells its owner by e-mail', async () => {
    const user = await account();
    const onA = new BrowserClient(app);
    const onB = new BrowserClient(other);
    for (const client of [onA, onB, onA, onB, onB]) {
      expect(errorOf(await signIn(client, user.username, 'wrong-pass1')).errorType).toBe(
        'BadCredentials',
      );
    }
    expect(errorOf(await signIn(onA, user.email, user.password)).errorType).toBe('BadCredentials');
    advance(59 * 60);
    expect(errorOf(await signIn(onB, user.username, user.password)).errorType).toBe(
      'BadCredentials',
    );
    const notice = await lockNoticeTo(user.email);
    expect(notice.subject).toBe(mailEn.mail.signInLocked.subject);
    expect(notice.text).toContain(mailEn.mail.signInLocked.restore);
    advance(61);
    expect(LoginResult.parse((await signIn(onA, user.username, user.password)).json()).status).toBe(
      'ACTIVE',
    );
  });

  it('counts concurrent wrong passwords on both instances without losing any', async () => {
    const user = await account();
    const attempts = Array.from({ length: 12 }, (_, index) =>
      signIn(new BrowserClient(index % 2 ? other : app), user.username, 'wrong-pass1'),
    );
    const types = (await Promise.all(attempts)).map((response) => errorOf(response).errorType);
    expect(new Set(types)).toEqual(new Set(['BadCredentials']));
    // Each attempt is counted before its password is checked, and none once the account is
    // locked: exactly five were counted, so at most five passwords were checked.
    const [row] = await database.db
      .select({ failedSignIns: users.failedSignIns, lockedUntil: users.lockedUntil })
      .from(users)
      .where(eq(users.username, user.username));
    expect(row?.failedSignIns).toBe(5);
    expect(row?.lockedUntil).not.toBeNull();
    expect(
      errorOf(await signIn(new BrowserClient(app), user.username, user.password)).errorType,
    ).toBe('BadCredentials');
    const notices = await mailsTo(user.email, mailEn.mail.signInLocked.subject);
    expect(notices).toHaveLength(1);
    advance(3601);
  });
});

describe('the CSRF cookie', () => {
  it('comes with the bootstrap check and never with a cacheable catalog read', async () => {
    const bootstrap = await app.inject('/api/bootstrap/check');
    expect(String(bootstrap.headers['set-cookie'])).toMatch(
      /^parallax_csrf=[\w-]+; Path=\/; SameSite=Lax$/,
    );
    const catalog = await app.inject('/store/api/v1/content/list/short/categories/optimized');
    expect(catalog.headers['cache-control']).toContain('public');
    expect(catalog.headers['set-cookie']).toBeUndefined();
  });
});

describe('tokens', () => {
  it('answers 403 for an expired access token; refresh rotates and the client retries', async () => {
    const user = await account();
    const client = new BrowserClient(app);
    const result = LoginResult.parse((await signIn(client, user.username, user.password)).json());
    if (result.status !== 'ACTIVE') throw new Error('not signed in');
    const [accessExpiry] = (client.cookies.get('parallax_session') ?? '').split('.');
    expect(Number(accessExpiry) * 1000).toBe(Date.parse(result.accessTokenExpiresAt));

    advance(61);
    expect(errorOf(await client.get(INFO))).toMatchObject({
      status: 403,
      errorType: 'AccessTokenExpired',
    });
    const oldRefresh = client.cookies.get('parallax_rt');
    const refreshed = await client.post('/api/v1/auth/refresh');
    expect(refreshed.statusCode).toBe(200);
    expect(SessionTokens.parse(refreshed.json()).refreshToken).toBeUndefined();
    expect(client.cookies.get('parallax_rt')).not.toBe(oldRefresh);
    expect((await client.get(INFO)).statusCode).toBe(200);

    // The other instance accepts the same session.
    const onOther = new BrowserClient(other);
    for (const [name, value] of client.cookies) onOther.cookies.set(name, value);
    expect((await onOther.get(INFO)).statusCode).toBe(200);
  });

  it('revokes the whole family when a replaced refresh token is used again', async () => {
    const user = await account();
    const client = new BrowserClient(app);
    await signIn(client, user.username, user.password);
    const thief = new BrowserClient(app);
    for (const [name, value] of client.cookies) thief.cookies.set(name, value);

    expect((await client.post('/api/v1/auth/refresh')).statusCode).toBe(200);
    advance(11);
    expect(errorOf(await thief.post('/api/v1/auth/refresh'))).toMatchObject({
      status: 401,
      errorType: 'InvalidRefreshToken',
    });
    // The rightful holder is signed out too: the family is revoked.
    expect(errorOf(await client.post('/api/v1/auth/refresh')).errorType).toBe(
      'InvalidRefreshToken',
    );
    expect((await client.get(INFO)).statusCode).toBe(401);
  });

  it('lets two tabs refresh with the same token within a few seconds', async () => {
    const user = await account();
    const tab = new BrowserClient(app);
    await signIn(tab, user.username, user.password);
    const sibling = new BrowserClient(app);
    for (const [name, value] of tab.cookies) sibling.cookies.set(name, value);
    expect((await tab.post('/api/v1/auth/refresh')).statusCode).toBe(200);
    expect((await sibling.post('/api/v1/auth/refresh')).statusCode).toBe(200);
    expect((await tab.get(INFO)).statusCode).toBe(200);
  });

  it('gives headset clients their tokens in the body, for Authorization: Bearer', async () => {
    const user = await account();
    const headset = new BrowserClient(app);
    const result = LoginResult.parse(
      (await signIn(headset, user.username, user.password, 'quest3')).json(),
    );
    if (result.status !== 'ACTIVE' || !result.accessToken || !result.refreshToken) {
      throw new Error('no tokens in the body');
    }
    const bearer = { authorization: `Bearer ${result.accessToken}` };
    const info = await app.inject({ url: INFO, headers: bearer });
    expect(info.statusCode).toBe(200);
    // No cookies, no CSRF header: a Bearer call carries no ambient credential.
    const rotated = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: bearer,
      payload: { refreshToken: result.refreshToken, clientIdentifier: device },
    });
    const tokens = SessionTokens.parse(rotated.json());
    expect(tokens.accessToken).toBeDefined();
    expect(tokens.refreshToken).not.toBe(result.refreshToken);
    const forged = await app.inject({ url: INFO, headers: { authorization: 'Bearer not.a.jwt' } });
    expect(errorOf(forged).status).toBe(401);
  });

  it('refuses a state-changing call made with cookies but without the CSRF header', async () => {
    const user = await account();
    const client = new BrowserClient(app);
    await signIn(client, user.username, user.password);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const forged = await app.inject({
      method: 'PATCH',
      url: '/api/v1/settings/user/profile',
      headers: { cookie },
      payload: { emailConsent: false },
    });
    expect(errorOf(forged)).toMatchObject({ status: 403, errorType: 'CsrfTokenMismatch' });
    const wrong = await app.inject({
      method: 'PATCH',
      url: '/api/v1/settings/user/profile',
      headers: { cookie, 'x-csrf-token': 'guessed' },
      payload: { emailConsent: false },
    });
    expect(errorOf(wrong).errorType).toBe('CsrfTokenMismatch');
    // The check follows the route, however its path is spelled.
    const encoded = await app.inject({
      method: 'PATCH',
      url: '/%61pi/v1/settings/user/profile',
      headers: { cookie },
      payload: { emailConsent: false },
    });
    expect(errorOf(encoded).errorType).toBe('CsrfTokenMismatch');
    expect(UserInfo.parse((await client.get(INFO)).json()).emailConsent).toBe(true);
  });
});

describe('live sessions', () => {
  it(`are at most ${MAX_LIVE_SESSIONS} a user: a new sign-in ends those idle longest`, async () => {
    // The sign-up's own session is the first, and stays idle.
    const user = await account('roamer');
    const browsers: BrowserClient[] = [];
    for (let index = 1; index < MAX_LIVE_SESSIONS; index += 1) {
      const browser = new BrowserClient(app);
      expect((await signIn(browser, user.email, user.password)).statusCode).toBe(200);
      browsers.push(browser);
    }
    const [active, idle] = browsers;
    if (!active || !idle) throw new Error('no browsers');
    // The first browser signed in is in use: its refresh makes it the latest active.
    expect((await active.post('/api/v1/auth/refresh')).statusCode).toBe(200);

    const newcomers = [new BrowserClient(app), new BrowserClient(app)];
    for (const browser of newcomers) {
      expect((await signIn(browser, user.email, user.password)).statusCode).toBe(200);
    }
    const listed = DeviceSessionList.parse(
      (await newcomers[1]?.get('/api/v1/settings/devices'))?.json(),
    ).sessions;
    expect(listed).toHaveLength(MAX_LIVE_SESSIONS);
    expect((await active.post('/api/v1/auth/refresh')).statusCode).toBe(200);
    expect((await idle.post('/api/v1/auth/refresh')).statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('resets a forgotten password by e-mailed code, ends old sessions and lifts a lock', async () => {
    const user = await account();
    const oldSession = new BrowserClient(app);
    await signIn(oldSession, user.username, user.password);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await signIn(new BrowserClient(app), user.username, 'wrong-pass1');

    const client = new BrowserClient(app);
    const unknown = await client.post('/api/v1/auth/password/reset', {
      email: 'ghost@example.com',
    });
    expect(errorOf(unknown)).toMatchObject({
      status: 404,
      errorType: 'UserNotFound',
      message: en.errors.user_not_found,
    });

    const challenge = CodeChallenge.parse(
      (await client.post('/api/v1/auth/password/reset', { email: user.email })).json(),
    );
    const mail = await lastMailTo(app, user.email);
    expect(mail.subject).toBe('Your Parallax password reset code');
    const early = await client.post('/api/v1/auth/password/reset/update', {
      token: challenge.token,
      password: 'fresh2027',
    });
    expect(errorOf(early).errorType).toBe('InvalidTokenId');

    const confirmed = await client.post('/api/v1/auth/password/reset/confirm', {
      token: challenge.token,
      confirmation: codeIn(mail),
    });
    const { token } = confirmed.json<{ token: string }>();
    const updated = await client.post('/api/v1/auth/password/reset/update', {
      token,
      password: 'fresh2027',
    });
    expect(updated.statusCode).toBe(200);
    const replay = await client.post('/api/v1/auth/password/reset/update', {
      token,
      password: 'other2027',
    });
    expect(errorOf(replay).errorType).toBe('InvalidTokenId');

    expect((await oldSession.get(INFO)).statusCode).toBe(401);
    expect(errorOf(await signIn(client, user.username, user.password)).errorType).toBe(
      'BadCredentials',
    );
    expect(
      LoginResult.parse((await signIn(client, user.username, 'fresh2027')).json()).status,
    ).toBe('ACTIVE');
  });

  it('changes a password: the old one must match and the new one differ', async () => {
    const user = await account();
    const client = new BrowserClient(app);
    await signIn(client, user.username, user.password);
    const change = (oldPassword: string, newPassword: string) =>
      client.request('PUT', '/api/v1/settings/user/password', { oldPassword, newPassword });
    expect(errorOf(await change('not-mine1', 'better2027'))).toMatchObject({
      status: 400,
      errorType: 'WrongOldPassword',
      message: en.errors.wrong_old_password,
    });
    expect(errorOf(await change(user.password, user.password))).toMatchObject({
      errorType: 'PasswordsEqual',
      message: en.errors.passwords_equals,
    });
    expect(errorOf(await change(user.password, 'short')).issues?.[0]?.message).toBe(
      'password_length_and_characters',
    );
    expect((await change(user.password, 'better2027')).statusCode).toBe(200);
    expect((await client.get(INFO)).statusCode).toBe(200);
    expect(
      LoginResult.parse((await signIn(new BrowserClient(app), user.username, 'better2027')).json())
        .status,
    ).toBe('ACTIVE');
  });
});
