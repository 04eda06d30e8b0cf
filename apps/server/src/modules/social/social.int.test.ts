import { randomUUID } from 'node:crypto';
import { CodeChallenge, LoginResult, UserInfo } from '@parallax/core/contracts/auth';
import { ErrorBody } from '@parallax/core/contracts/common';
import { BootstrapCheck } from '@parallax/core/contracts/system';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  Events,
  OAuth2Server,
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
} from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { users } from '../auth/auth.schema.js';
import { socialIdentities } from './social.schema.js';
import { BrowserClient } from '../../test/browser-client.js';
import { codeIn, lastMailTo } from '../../test/mail.js';
import { createTestApp, openTestDatabase, testConfig } from '../../test/test-app.js';

/**
 * Google and Twitter sign-in end to end: the app redirects to a real OAuth 2.0 / OpenID Connect
 * server running in this test (oauth2-mock-server, which approves at once), the test follows
 * that redirect like a browser and hands the callback back to the app.
 */

let mock: OAuth2Server;
let issuer: string;
let app: FastifyInstance;
let database: DatabaseHandle;
/** Shifts the app's clock (state expiry); the provider keeps real time. */
let clockOffsetMs = 0;

/** Claims the mock puts in every token it signs next (Google's ID token carries the identity). */
let googleClaims: Record<string, unknown> = {};
const applyGoogleClaims = (token: MutableToken) => Object.assign(token.payload, googleClaims);

beforeAll(async () => {
  mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  await mock.start(0, '127.0.0.1');
  issuer = mock.issuer.url ?? '';
  mock.service.on(Events.BeforeTokenSigning, applyGoogleClaims);
  database = await openTestDatabase();
  const config = testConfig({
    PUBLIC_URL: 'http://parallax.test',
    GOOGLE_CLIENT_ID: 'parallax-google',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER: issuer,
    TWITTER_CLIENT_ID: 'parallax-twitter',
    TWITTER_CLIENT_SECRET: 'twitter-secret',
    TWITTER_AUTHORIZATION_URL: `${issuer}/authorize`,
    TWITTER_TOKEN_URL: `${issuer}/token`,
    TWITTER_USERINFO_URL: `${issuer}/userinfo`,
  });
  app = await buildApp(config, { database, now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(async () => {
  await app?.close();
  await mock?.stop();
});
afterEach(() => {
  clockOffsetMs = 0;
  googleClaims = {};
  mock.service.removeAllListeners(Events.BeforeAuthorizeRedirect);
  mock.service.removeAllListeners(Events.BeforeResponse);
  mock.service.removeAllListeners(Events.BeforeUserinfo);
});

let serial = 0;
const unique = (prefix: string) => `${prefix}-${(serial += 1)}-${randomUUID().slice(0, 8)}`;

function googleUser(overrides: Record<string, unknown> = {}) {
  const sub = unique('google');
  return {
    sub,
    email: `${sub}@gmail.test`,
    email_verified: true,
    name: 'Ada Lovelace',
    picture: 'https://pics.test/ada.png',
    ...overrides,
  };
}

/** The next Twitter token response without an ID token and users/me answering like X API v2. */
function nextTwitterUser(data: Record<string, unknown>) {
  mock.service.once(Events.BeforeResponse, (response: MutableResponse) => {
    if (response.body !== '') delete response.body.id_token;
  });
  mock.service.once(Events.BeforeUserinfo, (response: MutableResponse) => {
    response.body = { data };
  });
}

const START = {
  google: '/oauth2/authorization/google',
  twitter: '/api/v1/authorization/twitter',
} as const;

/** Redirect to the provider, let it approve, and hand its redirect back to the app. */
async function signInWith(
  provider: keyof typeof START,
  query: Record<string, string> = {},
  client = new BrowserClient(app),
) {
  const started = await client.get(`${START[provider]}?${new URLSearchParams(query).toString()}`);
  expect(started.statusCode).toBe(302);
  const authorize = new URL(String(started.headers.location));
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuer}/authorize`);
  const approved = await fetch(authorize, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location') ?? '');
  const callbackPath = `${back.pathname}${back.search}`;
  const callback = await client.get(callbackPath);
  expect(callback.statusCode).toBe(302);
  const location = new URL(String(callback.headers.location), 'http://parallax.test');
  return { client, authorize, callbackPath, callback, location };
}

async function userInfo(client: BrowserClient) {
  const response = await client.get('/api/v1/settings/user/info');
  expect(response.statusCode).toBe(200);
  return UserInfo.parse(response.json());
}

async function userRow(email: string) {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function identitiesOf(userId: string) {
  return database.db.select().from(socialIdentities).where(eq(socialIdentities.userId, userId));
}

/** A confirmed password account made through the real registration API. */
async function registerPasswordAccount(email: string, confirm = true) {
  const client = new BrowserClient(app);
  const registered = await client.post('/store/api/v1/registration', {
    username: unique('walker').replace(/-/g, '_').slice(0, 30),
    email,
    password: 'trail2026',
    emailConsent: true,
  });
  expect(registered.statusCode).toBe(201);
  if (confirm) {
    const { token } = CodeChallenge.parse(registered.json());
    const code = codeIn(await lastMailTo(app, email));
    const confirmed = await client.post('/store/api/v1/registration/confirm', {
      token,
      confirmation: code,
    });
    expect(confirmed.statusCode).toBe(200);
  }
  const row = await userRow(email);
  if (!row) throw new Error('registration made no user');
  return row;
}

describe('Google sign-in', () => {
  it('redirects to the provider with PKCE, a nonce and the OpenID scopes', async () => {
    const response = await app.inject(`${START.google}?platform=web_app`);
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const url = new URL(String(response.headers.location));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'parallax-google',
      response_type: 'code',
      redirect_uri: 'http://parallax.test/login/oauth2/code/google',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{32,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{32,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('creates a social account, signs it in and carries the sign-in parameters', async () => {
    googleClaims = googleUser();
    const { client, callback, location } = await signInWith('google', {
      platform: 'web_app',
      emailConsent: 'false',
      source: 'spring-campaign',
      clientId: 'partner-42',
      affiliateProgram: 'EXOCLICK',
      returnPath: '/cart',
    });
    expect(location.pathname).toBe('/social-return');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      platform: 'web_app',
      returnPath: '/cart',
    });
    const cookies = String(callback.headers['set-cookie']);
    expect(cookies).toMatch(/parallax_at=[^;]+;.*HttpOnly/);
    expect(cookies).toMatch(/parallax_rt=[^;]+;.*HttpOnly/);

    const info = await userInfo(client);
    expect(info).toMatchObject({
      email: googleClaims.email,
      name: 'Ada Lovelace',
      pic: 'https://pics.test/ada.png',
      isSocialAuth: true,
      hasPassword: false,
      status: 'Active',
      emailConsent: false,
      isAccountSynced: true,
    });
    const row = await userRow(String(googleClaims.email));
    expect(row).toMatchObject({
      source: 'spring-campaign',
      clientId: 'partner-42',
      affiliateProgram: 'EXOCLICK',
      emailConfirmed: true,
      passwordHash: null,
      username: null,
    });
    expect(await identitiesOf(info.id)).toMatchObject([
      { provider: 'google', subject: googleClaims.sub, email: googleClaims.email },
    ]);
  });

  it('signs the same Google account into the same user the second time', async () => {
    const person = googleUser();
    googleClaims = person;
    const first = await userInfo((await signInWith('google')).client);
    googleClaims = { ...person, name: 'Ada L.' };
    const second = await signInWith('google');
    expect(second.location.pathname).toBe('/social-return');
    expect((await userInfo(second.client)).id).toBe(first.id);
    const rows = await database.db.select().from(users).where(eq(users.email, person.email));
    expect(rows).toHaveLength(1);
  });

  it('links to an existing password account with the same verified e-mail', async () => {
    const email = `${unique('linked')}@example.test`;
    const account = await registerPasswordAccount(email);
    googleClaims = googleUser({ email: email.toUpperCase() });
    const { client, location } = await signInWith('google');
    expect(location.searchParams.get('error')).toBeNull();
    const info = await userInfo(client);
    expect(info).toMatchObject({ id: account.id, email, isSocialAuth: false, hasPassword: true });
    expect(await identitiesOf(account.id)).toMatchObject([
      { provider: 'google', subject: googleClaims.sub },
    ]);
  });

  it('does not link by an unverified e-mail', async () => {
    const email = `${unique('unverified')}@example.test`;
    const account = await registerPasswordAccount(email);
    googleClaims = googleUser({ email, email_verified: false });
    const { client, location, callback } = await signInWith('google');
    expect(location.pathname).toBe('/social-return');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      platform: 'web_app',
      error: 'email_exists',
    });
    expect(String(callback.headers['set-cookie'] ?? '')).not.toContain('parallax_at=');
    expect((await client.get('/api/v1/settings/user/info')).statusCode).toBe(401);
    expect(await identitiesOf(account.id)).toEqual([]);
  });

  it('takes over a never-confirmed sign-up with its address: its password is dropped', async () => {
    const email = `${unique('squatted')}@example.test`;
    const squatter = await registerPasswordAccount(email, false);
    googleClaims = googleUser({ email });
    const { client } = await signInWith('google');
    const info = await userInfo(client);
    expect(info).toMatchObject({ id: squatter.id, hasPassword: false, isSocialAuth: true });
    const signIn = await new BrowserClient(app).post('/api/v1/auth/signin', {
      identifier: email,
      password: 'trail2026',
      clientIdentifier: randomUUID(),
      clientType: 'web_app',
    });
    expect(signIn.statusCode).toBe(401);
    expect(ErrorBody.parse(signIn.json()).errorType).toBe('BadCredentials');
  });

  it('answers error=access_denied when the user declines at the provider', async () => {
    mock.service.once(Events.BeforeAuthorizeRedirect, ({ url }: MutableRedirectUri) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    const { location, callbackPath, client } = await signInWith('google', { platform: 'quest3' });
    expect(location.pathname).toBe('/social-return');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      platform: 'quest3',
      error: 'access_denied',
    });
    // The denial used up the state.
    const replay = await client.get(callbackPath.replace('error=access_denied', 'code=x'));
    expect(new URL(String(replay.headers.location), 'http://x').searchParams.get('error')).toBe(
      'invalid_state',
    );
  });

  /** A callback sent with the state cookie its own state would have in the browser. */
  async function callbackError(path: string, cookieState = stateIn(path)) {
    const response = await app.inject({
      url: path,
      headers: cookieState ? { cookie: `parallax_google_state=${cookieState}` } : {},
    });
    expect(response.statusCode).toBe(302);
    expect(String(response.headers['set-cookie'] ?? '')).not.toContain('parallax_at=');
    const location = new URL(String(response.headers.location), 'http://x');
    expect(location.pathname).toBe('/social-return');
    return location.searchParams.get('error');
  }
  const stateIn = (path: string) => new URL(path, 'http://x').searchParams.get('state');

  /** Starts a sign-in and lets the provider approve it, without calling back yet. */
  async function approvedCallback() {
    googleClaims = googleUser();
    const started = await app.inject(START.google);
    const approved = await fetch(String(started.headers.location), { redirect: 'manual' });
    const back = new URL(approved.headers.get('location') ?? '');
    return `${back.pathname}${back.search}`;
  }

  it('refuses a replayed, unknown or expired state', async () => {
    googleClaims = googleUser();
    const { callbackPath } = await signInWith('google');
    expect(await callbackError(callbackPath)).toBe('invalid_state');
    expect(await callbackError('/login/oauth2/code/google?code=abc&state=made-up')).toBe(
      'invalid_state',
    );
    expect(await callbackError('/login/oauth2/code/google?code=abc')).toBe('invalid_state');

    const late = await approvedCallback();
    clockOffsetMs = 11 * 60 * 1000;
    expect(await callbackError(late)).toBe('invalid_state');
  });

  it('refuses a callback in a browser that did not start the sign-in', async () => {
    const foreign = await approvedCallback();
    expect(await callbackError(foreign, null)).toBe('invalid_state');
    expect(await userRow(String(googleClaims.email))).toBeUndefined();

    const own = await approvedCallback();
    const response = await app.inject({
      url: own,
      headers: { cookie: `parallax_google_state=${stateIn(own)}` },
    });
    expect(response.headers.location).toBe('/social-return?platform=web_app');
  });

  it('fails when the ID token carries another nonce, or the code exchange fails', async () => {
    googleClaims = googleUser({ nonce: 'someone-elses-nonce' });
    const forged = await signInWith('google');
    expect(forged.location.searchParams.get('error')).toBe('sign_in_failed');

    googleClaims = googleUser();
    mock.service.once(Events.BeforeResponse, (response: MutableResponse) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const refused = await signInWith('google');
    expect(refused.location.searchParams.get('error')).toBe('sign_in_failed');
    expect(await userRow(String(googleClaims.email))).toBeUndefined();
  });

  it('drops a return path that would leave the site', async () => {
    googleClaims = googleUser();
    const { location } = await signInWith('google', { returnPath: '//evil.test/steal' });
    expect(Object.fromEntries(location.searchParams)).toEqual({ platform: 'web_app' });
  });

  it('hands a headset a one-time token for POST /auth/signin/token', async () => {
    googleClaims = googleUser();
    const { location, callback } = await signInWith('google', { platform: 'quest3' });
    expect(location.pathname).toBe('/auth-result');
    expect(location.searchParams.get('platform')).toBe('quest3');
    expect(String(callback.headers['set-cookie'] ?? '')).not.toContain('parallax_at=');
    const token = location.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const body = { token, clientIdentifier: randomUUID(), clientType: 'quest3' };
    const first = await new BrowserClient(app).post('/api/v1/auth/signin/token', body);
    expect(first.statusCode).toBe(200);
    const result = LoginResult.parse(first.json());
    expect(result).toMatchObject({ status: 'ACTIVE', user: { email: googleClaims.email } });
    if (result.status === 'ACTIVE') expect(result.accessToken).toBeTruthy();

    const second = await new BrowserClient(app).post('/api/v1/auth/signin/token', body);
    expect(second.statusCode).toBe(400);
    expect(ErrorBody.parse(second.json()).errorType).toBe('InvalidTokenId');
  });
});

describe('Twitter sign-in', () => {
  it('redirects with PKCE and the Twitter scopes to the configured endpoint', async () => {
    const response = await app.inject(START.twitter);
    expect(response.statusCode).toBe(302);
    const url = new URL(String(response.headers.location));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'parallax-twitter',
      redirect_uri: 'http://parallax.test/api/v1/authorization/twitter/callback',
      scope: 'users.read tweet.read users.email offline.access',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.has('nonce')).toBe(false);
  });

  it('creates an account from users/me and signs it in', async () => {
    const id = unique('tw');
    const email = `${id}@x.test`;
    nextTwitterUser({ id, username: 'grace_h', name: 'Grace Hopper', confirmed_email: email });
    const { client, location } = await signInWith('twitter', { source: 'x-ads' });
    expect(location.pathname).toBe('/social-return');
    expect(location.searchParams.get('error')).toBeNull();
    const info = await userInfo(client);
    expect(info).toMatchObject({
      email,
      name: 'Grace Hopper',
      isSocialAuth: true,
      hasPassword: false,
    });
    expect(await userRow(email)).toMatchObject({ source: 'x-ads', emailConfirmed: true });
    expect(await identitiesOf(info.id)).toMatchObject([{ provider: 'twitter', subject: id }]);

    // Later sign-ins work without the e-mail: the identity is known.
    nextTwitterUser({ id, username: 'grace_h', name: 'Grace Hopper' });
    const again = await signInWith('twitter');
    expect((await userInfo(again.client)).id).toBe(info.id);
  });

  it('needs an e-mail for a new account', async () => {
    const id = unique('tw');
    nextTwitterUser({ id, username: 'no_mail', name: 'No Mail' });
    const { location, client } = await signInWith('twitter', { platform: 'desktop_app' });
    expect(location.pathname).toBe('/social-return');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      platform: 'desktop_app',
      error: 'email_required',
    });
    expect((await client.get('/api/v1/settings/user/info')).statusCode).toBe(401);
    const [identity] = await database.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, id));
    expect(identity).toBeUndefined();
  });

  it('fails when users/me refuses the access token', async () => {
    mock.service.once(Events.BeforeResponse, (response: MutableResponse) => {
      if (response.body !== '') delete response.body.id_token;
    });
    mock.service.once(Events.BeforeUserinfo, (response: MutableResponse) => {
      response.statusCode = 401;
      response.body = { title: 'Unauthorized' };
    });
    const { location } = await signInWith('twitter');
    expect(location.searchParams.get('error')).toBe('sign_in_failed');
  });

  it('aborts on the denied parameter', async () => {
    mock.service.once(Events.BeforeAuthorizeRedirect, ({ url }: MutableRedirectUri) => {
      url.searchParams.delete('code');
      url.searchParams.set('denied', 'yes');
    });
    const { location } = await signInWith('twitter');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      platform: 'web_app',
      error: 'access_denied',
    });
  });
});

describe('providers without settings or out of reach', () => {
  it('lists only the configured providers in the bootstrap check', async () => {
    const checkOf = async (target: FastifyInstance) =>
      BootstrapCheck.parse((await target.inject('/api/bootstrap/check')).json()).socialProviders;
    expect(await checkOf(app)).toEqual(['google', 'twitter']);
    const googleOnly = await createTestApp(
      {},
      { GOOGLE_CLIENT_ID: 'parallax-google', GOOGLE_CLIENT_SECRET: 'google-secret' },
    );
    const bare = await createTestApp();
    try {
      expect(await checkOf(googleOnly)).toEqual(['google']);
      expect(await checkOf(bare)).toEqual([]);
    } finally {
      await Promise.all([googleOnly.close(), bare.close()]);
    }
  });

  it('sends a browser back to the social return page when the provider is not set up', async () => {
    const bare = await createTestApp();
    try {
      for (const path of Object.values(START)) {
        const response = await bare.inject(`${path}?platform=web_app&returnPath=%2Fcart`);
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(
          '/social-return?platform=web_app&error=provider_not_configured',
        );
        expect(response.headers['set-cookie']).toBeUndefined();
        const headset = await bare.inject(`${path}?platform=quest3`);
        expect(headset.headers.location).toBe(
          '/social-return?platform=quest3&error=provider_not_configured',
        );
      }
    } finally {
      await bare.close();
    }
  });

  it('returns to the social return page when Google discovery fails', async () => {
    const unreachable = await createTestApp(
      {},
      {
        GOOGLE_CLIENT_ID: 'parallax-google',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_ISSUER: 'http://127.0.0.1:1',
      },
    );
    try {
      const response = await unreachable.inject(`${START.google}?platform=desktop_app`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(
        '/social-return?platform=desktop_app&error=sign_in_failed',
      );
    } finally {
      await unreachable.close();
    }
  });
});
