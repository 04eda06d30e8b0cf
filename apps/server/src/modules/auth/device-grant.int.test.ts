import { UserInfo } from '@parallax/core/contracts/auth';
import {
  AuthorizationServerMetadata,
  DEVICE_CODE_GRANT_TYPE,
  OAuthError,
  REFRESH_TOKEN_GRANT_TYPE,
} from '@parallax/core/contracts/device-grant';
import { DeviceSessionList } from '@parallax/core/contracts/devices';
import type { FastifyInstance, InjectOptions } from 'fastify';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { sharedDatabaseDeps } from '../../test/jobs.js';
import { signedUpClient } from '../../test/accounts.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';

/**
 * The OAuth 2.0 device authorization grant in RFC 8628's wire format, driven by a generic client
 * (openid-client): discovery, the device authorization request, polling the token endpoint while
 * a signed-in user approves the code on the pair headset page, and each refusal.
 */

const ISSUER = 'http://localhost:3000';
// The server's clock runs with real time (the client waits the interval between polls), moved
// on by this much to let a code expire.
let clockOffsetMs = 0;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ PUBLIC_URL: ISSUER, AUTH_RATE_LIMIT_PER_MINUTE: '1000' }), {
    ...(await sharedDatabaseDeps(database)),
    now: () => new Date(Date.now() + clockOffsetMs),
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** openid-client's requests, answered by the app in this process (no socket). */
const injectFetch: client.CustomFetch = async (url, options) => {
  const target = new URL(url);
  const answer = await app.inject({
    method: options.method as InjectOptions['method'],
    url: `${target.pathname}${target.search}`,
    headers: Object.fromEntries(new Headers(options.headers).entries()),
    ...(typeof options.body === 'string' || options.body instanceof URLSearchParams
      ? { payload: options.body.toString() }
      : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined) headers.set(name, String(value));
  }
  return new Response(answer.statusCode === 204 ? null : answer.body, {
    status: answer.statusCode,
    headers,
  });
};

/** A headset app configured from the server's metadata document (RFC 8414 discovery). */
function discover(clientId = 'quest3') {
  return client.discovery(new URL(ISSUER), clientId, undefined, client.None(), {
    algorithm: 'oauth2',
    execute: [client.allowInsecureRequests],
    [client.customFetch]: injectFetch,
  });
}

/** A confirmed account signed in on a web browser (the desktop that enters the code). */
async function signedInBrowser() {
  const { client: browser, email } = await signedUpClient(app, 'grant');
  return { browser, email };
}

/** What the token endpoint answers to a form post, status and body. */
async function postForm(path: string, form: Record<string, string>) {
  const answer = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  return { status: answer.statusCode, headers: answer.headers, body: answer.json<unknown>() };
}

/** A headset signed in through the grant: its user approved the code before the first poll. */
async function signedInDevice() {
  const config = await discover();
  const authorization = await client.initiateDeviceAuthorization(config, {});
  const { browser, email } = await signedInBrowser();
  await browser.post('/api/v1/auth/otp/verify', { code: authorization.user_code });
  const tokens = await client.pollDeviceAuthorizationGrant(config, authorization);
  return { config, tokens, browser, email };
}

/** The devices the user sees in the control panel, but the browser they look with. */
async function pairedDevicesOf(browser: Awaited<ReturnType<typeof signedInBrowser>>['browser']) {
  const list = DeviceSessionList.parse((await browser.get('/api/v1/settings/devices')).json());
  return list.sessions.filter((session) => !session.isCurrent);
}

const userInfoWith = (accessToken: string) =>
  app.inject({
    url: '/api/v1/settings/user/info',
    headers: { authorization: `Bearer ${accessToken}` },
  });

const refusalOf = async (polling: Promise<unknown>) => {
  const error = await polling.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(client.ResponseBodyError);
  return (error as client.ResponseBodyError).error;
};

describe('device authorization grant (RFC 8628) with a generic client', () => {
  it('publishes its endpoints in the authorization server metadata', async () => {
    const answer = await app.inject({ url: '/.well-known/oauth-authorization-server' });
    expect(answer.statusCode).toBe(200);
    expect(AuthorizationServerMetadata.parse(answer.json())).toMatchObject({
      issuer: ISSUER,
      device_authorization_endpoint: `${ISSUER}/oauth/device_authorization`,
      token_endpoint: `${ISSUER}/oauth/token`,
      grant_types_supported: [DEVICE_CODE_GRANT_TYPE, REFRESH_TOKEN_GRANT_TYPE],
      token_endpoint_auth_methods_supported: ['none'],
    });
  });

  it('signs the headset in once a signed-in user enters its code; its token works on the API', async () => {
    const config = await discover();
    const authorization = await client.initiateDeviceAuthorization(config, {});
    expect(authorization.user_code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
    expect(new URL(authorization.verification_uri).pathname).toBe('/pair-headset');
    expect(authorization.verification_uri_complete).toBe(
      `${authorization.verification_uri}?code=${authorization.user_code}`,
    );
    expect(authorization.expires_in).toBe(300);
    expect(authorization.interval).toBe(1);

    const { browser, email } = await signedInBrowser();
    const polling = client.pollDeviceAuthorizationGrant(config, authorization);
    // The user enters the code on the pair headset page while the client polls (pending first).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const approved = await browser.post('/api/v1/auth/otp/verify', {
      code: authorization.user_code,
    });
    expect(approved.json()).toEqual({ ok: true, clientType: 'quest3' });
    const tokens = await polling;
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expiresIn()).toBeGreaterThan(0);

    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    const info = await app.inject({ url: '/api/v1/settings/user/info', headers: bearer });
    expect(info.statusCode).toBe(200);
    expect(UserInfo.parse(info.json()).email).toBe(email);
    const devices = DeviceSessionList.parse((await browser.get('/api/v1/settings/devices')).json());
    expect(devices.sessions.map((session) => session.clientType)).toContain('quest3');

    // The device code is spent: polling again is invalid_grant.
    const again = await postForm('/oauth/token', {
      grant_type: DEVICE_CODE_GRANT_TYPE,
      device_code: authorization.device_code,
      client_id: 'quest3',
    });
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('answers access_denied when the user declines the pairing', async () => {
    const config = await discover('desktop_app');
    const authorization = await client.initiateDeviceAuthorization(config, {});
    const { browser } = await signedInBrowser();
    await browser.post('/api/v1/auth/otp/verify', { code: authorization.user_code });
    await browser.post('/api/v1/auth/otp/deny', { code: authorization.user_code });
    expect(await refusalOf(client.pollDeviceAuthorizationGrant(config, authorization))).toBe(
      'access_denied',
    );
  });

  it('answers expired_token once the code has run out, entered or not', async () => {
    const config = await discover();
    const authorization = await client.initiateDeviceAuthorization(config, {});
    clockOffsetMs += (authorization.expires_in + 1) * 1000;
    expect(await refusalOf(client.pollDeviceAuthorizationGrant(config, authorization))).toBe(
      'expired_token',
    );
  });
});

describe('a device signed in through the grant stays signed in (RFC 6749 §6)', () => {
  /** Past the product's grace for two refreshes racing with one token (sessions.service.ts). */
  const pastReuseGrace = () => {
    clockOffsetMs += 11_000;
  };

  it('gets a new access token and refresh token with the refresh token grant', async () => {
    const { config, tokens, browser, email } = await signedInDevice();
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const [device] = await pairedDevicesOf(browser);

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(refreshed.refresh_token).toEqual(expect.any(String));
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.expiresIn()).toBeGreaterThan(0);
    const info = await userInfoWith(refreshed.access_token);
    expect(info.statusCode).toBe(200);
    expect(UserInfo.parse(info.json()).email).toBe(email);
    // Still the one device in the user's list, not a new one.
    expect(await pairedDevicesOf(browser)).toEqual([
      expect.objectContaining({ id: device?.id, clientType: 'quest3' }),
    ]);

    pastReuseGrace();
    const again = await client.refreshTokenGrant(config, refreshed.refresh_token ?? '');
    expect((await userInfoWith(again.access_token)).statusCode).toBe(200);
  });

  it('refuses a refresh token once it was rotated, and ends the session it leaked from', async () => {
    const { config, tokens, browser } = await signedInDevice();
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '');
    pastReuseGrace();

    expect(await refusalOf(client.refreshTokenGrant(config, tokens.refresh_token ?? ''))).toBe(
      'invalid_grant',
    );
    // A used token presented again was taken: the device's session ends with it.
    expect(await refusalOf(client.refreshTokenGrant(config, refreshed.refresh_token ?? ''))).toBe(
      'invalid_grant',
    );
    expect(await pairedDevicesOf(browser)).toEqual([]);
  });

  it('refuses to refresh a device its user signed out in the control panel', async () => {
    const { config, tokens, browser } = await signedInDevice();
    const [device] = await pairedDevicesOf(browser);
    const signedOut = await browser.request('DELETE', `/api/v1/settings/devices/${device?.id}`);
    expect(signedOut.statusCode).toBe(204);

    expect(await refusalOf(client.refreshTokenGrant(config, tokens.refresh_token ?? ''))).toBe(
      'invalid_grant',
    );
    expect((await userInfoWith(tokens.access_token)).statusCode).toBe(401);
  });

  it('refuses the session refresh token without the device it is bound to', async () => {
    const { tokens, browser } = await signedInDevice();
    const [sessionToken] = (tokens.refresh_token ?? '').split('.');
    const refresh = (refreshToken: string) =>
      postForm('/oauth/token', {
        grant_type: REFRESH_TOKEN_GRANT_TYPE,
        refresh_token: refreshToken,
        client_id: 'quest3',
      });

    expect(await refresh(sessionToken ?? '')).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect(await refresh(`${sessionToken}.${crypto.randomUUID()}`)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    // Presented with another device's name, the token was taken: the device's session ends.
    expect(await pairedDevicesOf(browser)).toEqual([]);
    expect(
      await postForm('/oauth/token', { grant_type: REFRESH_TOKEN_GRANT_TYPE, client_id: 'quest3' }),
    ).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });
  it('refuses a website session, or another kind of device, and leaves its token as it was', async () => {
    const { tokens, browser } = await signedInDevice();
    const website = browser.cookies.get('parallax_rt') ?? '';
    expect(website).not.toBe('');
    const asGrant = `${website}.${crypto.randomUUID()}`;
    for (const form of <Record<string, string>[]>[
      { grant_type: REFRESH_TOKEN_GRANT_TYPE, refresh_token: asGrant },
      { grant_type: REFRESH_TOKEN_GRANT_TYPE, refresh_token: asGrant, client_id: 'desktop_app' },
    ]) {
      expect(await postForm('/oauth/token', form)).toMatchObject({
        status: 400,
        body: { error: 'invalid_grant' },
      });
    }
    // The headset's token named as the desktop app's: refused, and still the headset's own.
    expect(
      await postForm('/oauth/token', {
        grant_type: REFRESH_TOKEN_GRANT_TYPE,
        refresh_token: tokens.refresh_token ?? '',
        client_id: 'desktop_app',
      }),
    ).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await browser.post('/api/v1/auth/refresh')).statusCode).toBe(200);
    expect(
      await postForm('/oauth/token', {
        grant_type: REFRESH_TOKEN_GRANT_TYPE,
        refresh_token: tokens.refresh_token ?? '',
        client_id: 'quest3',
      }),
    ).toMatchObject({ status: 200 });
  });
});

describe('the token endpoint in the wire format', () => {
  const deviceCode = async () => {
    const answer = await postForm('/oauth/device_authorization', { client_id: 'quest3' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    return (answer.body as { device_code: string }).device_code;
  };

  it('answers RFC 8628 and RFC 6749 errors as 400 { error, error_description }', async () => {
    const code = await deviceCode();
    const poll = (form: Record<string, string>) => postForm('/oauth/token', form);
    const grant = { grant_type: DEVICE_CODE_GRANT_TYPE, client_id: 'quest3' };

    const pending = await poll({ ...grant, device_code: code });
    expect(pending.status).toBe(400);
    expect(OAuthError.parse(pending.body).error).toBe('authorization_pending');
    const tooSoon = await poll({ ...grant, device_code: code });
    expect(tooSoon).toMatchObject({ status: 400, body: { error: 'slow_down' } });

    expect(await poll({ ...grant, device_code: 'x'.repeat(43) })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect(await poll({ grant_type: 'password', username: 'a', password: 'b' })).toMatchObject({
      status: 400,
      body: { error: 'unsupported_grant_type' },
    });
    expect(await poll({ ...grant })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    expect(await poll({ ...grant, device_code: code, client_id: 'toaster' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_client' },
    });
    expect(await postForm('/oauth/device_authorization', { client_id: 'web' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_client' },
    });
    expect(await postForm('/oauth/device_authorization', {})).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    const json = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { ...grant, device_code: code },
    });
    expect(json.statusCode).toBe(400);
    expect(OAuthError.parse(json.json()).error).toBe('invalid_request');
  });
});
