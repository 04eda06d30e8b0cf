import { CodeChallenge, LoginResult, SessionTokens } from '@parallax/core/contracts/auth';
import {
  DeviceSessionList,
  OtpApproval,
  OtpCode,
  OtpPollResult,
} from '@parallax/core/contracts/devices';
import { ErrorBody } from '@parallax/core/contracts/common';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { BrowserClient } from '../../test/browser-client.js';
import { codeIn, lastMailTo } from '../../test/mail.js';
import { sharedDatabaseDeps } from '../../test/jobs.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';

/**
 * Headset pairing as a device authorization grant (spec 1 §3, §4 Otp; spec 2 §2, §5; RFC 8628):
 * the whole grant, each refusal, and the devices list that signs a device out.
 */

let clock = new Date('2026-11-26T12:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(
    testConfig({ ACCESS_TOKEN_TTL_SECONDS: '60', AUTH_RATE_LIMIT_PER_MINUTE: '1000' }),
    { ...(await sharedDatabaseDeps(database)), now: () => clock },
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

let serial = 0;

/** A confirmed account signed in on a web browser (the desktop that enters the code). */
async function signedInBrowser(): Promise<{ browser: BrowserClient; email: string }> {
  serial += 1;
  const user = { username: `pilot_${serial}`, email: `pilot${serial}@example.com` };
  const browser = new BrowserClient(app);
  const challenge = CodeChallenge.parse(
    (
      await browser.post('/store/api/v1/registration', {
        ...user,
        password: 'summit2026',
        emailConsent: true,
      })
    ).json(),
  );
  const confirmed = await browser.post('/store/api/v1/registration/confirm', {
    token: challenge.token,
    confirmation: codeIn(await lastMailTo(app, user.email)),
  });
  expect(confirmed.statusCode).toBe(200);
  return { browser, email: user.email };
}

/** A headset: its own device id, no cookies kept between calls that matter. */
function headset() {
  const clientIdentifier = crypto.randomUUID();
  const client = new BrowserClient(app);
  return {
    clientIdentifier,
    client,
    async ask(clientType = 'quest3'): Promise<OtpCode> {
      const answer = await client.post('/api/v1/auth/otp', { clientIdentifier, clientType });
      expect(answer.statusCode).toBe(200);
      return OtpCode.parse(answer.json());
    },
    poll(otp: Pick<OtpCode, 'code' | 'deviceCode'>) {
      return client.post('/api/v1/auth/otp/poll', { code: otp.code, deviceCode: otp.deviceCode });
    },
  };
}

/** A headset paired by a signed-in browser, with the headset's own tokens and its code. */
async function pairedHeadset() {
  const { browser } = await signedInBrowser();
  const device = headset();
  const otp = await device.ask();
  await browser.post('/api/v1/auth/otp/verify', { code: otp.code });
  advance(1);
  const signedIn = LoginResult.parse((await device.poll(otp)).json());
  if (signedIn.status !== 'ACTIVE' || !signedIn.accessToken || !signedIn.refreshToken) {
    throw new Error('no session');
  }
  return {
    browser,
    device,
    code: otp.code,
    accessToken: signedIn.accessToken,
    refreshToken: signedIn.refreshToken,
  };
}

const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  ...ErrorBody.parse(response.json()),
});

describe('pairing a headset (device authorization grant)', () => {
  it('pends until the code is entered, then gives the headset its own session, once', async () => {
    const { browser, email } = await signedInBrowser();
    const device = headset();
    const otp = await device.ask();
    expect(otp.code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
    expect(otp.deviceCode.length).toBeGreaterThanOrEqual(40);
    expect(otp.interval).toBe(1);
    expect(otp.expiresInSeconds).toBe(300);
    expect(otp.verificationUriComplete).toBe(`${otp.verificationUri}?code=${otp.code}`);
    expect(new URL(otp.verificationUri).pathname).toBe('/pair-headset');

    expect(OtpPollResult.parse((await device.poll(otp)).json())).toEqual({
      status: 'PENDING',
      error: 'authorization_pending',
      interval: 1,
    });

    advance(1);
    const approved = await browser.post('/api/v1/auth/otp/verify', { code: otp.code });
    expect(OtpApproval.parse(approved.json())).toEqual({ ok: true, clientType: 'quest3' });

    const signedIn = LoginResult.parse((await device.poll(otp)).json());
    if (signedIn.status !== 'ACTIVE') throw new Error('not signed in');
    expect(signedIn.user.email).toBe(email);
    expect(signedIn.accessToken).toBeTruthy();
    expect(signedIn.refreshToken).toBeTruthy();
    const info = await app.inject({
      url: '/api/v1/settings/user/info',
      headers: { authorization: `Bearer ${signedIn.accessToken}` },
    });
    expect(info.statusCode).toBe(200);

    // Single use: the device code does not work again, nor the user code for anybody else.
    advance(1);
    expect(errorOf(await device.poll(otp)).errorType).toBe('InvalidTokenId');
    // Its own user entering it again is told it is spent (spec 1 §8 wrong_otp), not 200.
    const reentered = errorOf(await browser.post('/api/v1/auth/otp/verify', { code: otp.code }));
    expect(reentered).toMatchObject({
      status: 400,
      errorType: 'InvalidTokenId',
      message: 'Incorrect code',
    });
    const { browser: other } = await signedInBrowser();
    expect(errorOf(await other.post('/api/v1/auth/otp/verify', { code: otp.code })).errorType).toBe(
      'InvalidTokenId',
    );
  });

  it('reads a lowercase code as the uppercase one, and refuses look-alike letters', async () => {
    const { browser } = await signedInBrowser();
    const otp = await headset().ask();
    const lower = await browser.post('/api/v1/auth/otp/verify', { code: otp.code.toLowerCase() });
    expect(lower.statusCode).toBe(200);
    const lookAlike = errorOf(await browser.post('/api/v1/auth/otp/verify', { code: 'O0I1AB' }));
    expect(lookAlike).toMatchObject({ status: 400, errorType: 'ValidationError' });
    const short = errorOf(await browser.post('/api/v1/auth/otp/verify', { code: 'ABC' }));
    expect(short.status).toBe(400);
  });

  it('sends a signed-out user to sign in (401) and never lets a poll guess its way in', async () => {
    const device = headset();
    const otp = await device.ask();
    const guest = await new BrowserClient(app).post('/api/v1/auth/otp/verify', { code: otp.code });
    expect(errorOf(guest).status).toBe(401);
    // The user code alone does not poll: the device code proves the device.
    advance(1);
    const stranger = await device.poll({ code: otp.code, deviceCode: 'x'.repeat(43) });
    expect(errorOf(stranger).errorType).toBe('InvalidTokenId');
  });

  it('answers slow_down to a device polling faster than the interval, and lengthens it', async () => {
    const device = headset();
    const otp = await device.ask();
    expect((await device.poll(otp)).statusCode).toBe(200);
    advance(0.3);
    const tooSoon = errorOf(await device.poll(otp));
    expect(tooSoon).toMatchObject({ status: 400, errorType: 'slow_down' });
    advance(1);
    // The interval is now 2 s: a poll 1 s later is still too soon, 2 s later is fine.
    expect(errorOf(await device.poll(otp)).errorType).toBe('slow_down');
    advance(3);
    expect(OtpPollResult.parse((await device.poll(otp)).json())).toMatchObject({
      status: 'PENDING',
      interval: 3,
    });
  });

  it('expires a code after five minutes for the device (expired_token) and the user', async () => {
    const { browser } = await signedInBrowser();
    const device = headset();
    const otp = await device.ask('desktop_app');
    advance(5 * 60 + 1);
    expect((await browser.post('/api/v1/auth/refresh')).statusCode).toBe(200);
    expect(errorOf(await device.poll(otp))).toMatchObject({
      status: 400,
      errorType: 'expired_token',
    });
    expect(
      errorOf(await browser.post('/api/v1/auth/otp/verify', { code: otp.code })).errorType,
    ).toBe('TokenExpiration');
  });

  it('refuses the device (access_denied) when the user declines the pairing', async () => {
    const { browser } = await signedInBrowser();
    const device = headset();
    const otp = await device.ask();
    await browser.post('/api/v1/auth/otp/verify', { code: otp.code });
    // Only the user who entered the code may decline it.
    const { browser: other } = await signedInBrowser();
    expect(errorOf(await other.post('/api/v1/auth/otp/deny', { code: otp.code })).status).toBe(400);
    expect((await browser.post('/api/v1/auth/otp/deny', { code: otp.code })).statusCode).toBe(204);
    advance(1);
    expect(errorOf(await device.poll(otp))).toMatchObject({
      status: 400,
      errorType: 'access_denied',
    });
  });

  it('signs the headset out when the user declines after it signed in', async () => {
    const { browser, code, accessToken } = await pairedHeadset();
    await browser.post('/api/v1/auth/otp/deny', { code });
    const info = await app.inject({
      url: '/api/v1/settings/user/info',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(info.statusCode).toBe(401);
  });

  it('keeps a code entered in its last seconds alive for the device’s next poll', async () => {
    const { browser } = await signedInBrowser();
    const device = headset();
    const otp = await device.ask();
    advance(5 * 60 - 1);
    expect((await browser.post('/api/v1/auth/refresh')).statusCode).toBe(200);
    expect((await browser.post('/api/v1/auth/otp/verify', { code: otp.code })).statusCode).toBe(
      200,
    );
    // Entering it again (a double submit) answers the same, and counts as no wrong code.
    const again = await browser.post('/api/v1/auth/otp/verify', { code: otp.code });
    expect(OtpApproval.parse(again.json())).toEqual({ ok: true, clientType: 'quest3' });
    advance(2);
    expect(LoginResult.parse((await device.poll(otp)).json()).status).toBe('ACTIVE');
  });

  it('does not let a paired device pair more devices', async () => {
    const { accessToken } = await pairedHeadset();
    const second = await headset().ask();
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp/verify',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { code: second.code },
    });
    expect(errorOf(refused)).toMatchObject({ status: 403, errorType: 'Forbidden' });
  });

  it('locks a user out of entering codes after ten wrong ones', async () => {
    const { browser } = await signedInBrowser();
    const otp = await headset().ask();
    for (let i = 0; i < 10; i += 1) {
      const wrong = await browser.post('/api/v1/auth/otp/verify', { code: 'ZZZZZZ' });
      expect(errorOf(wrong).errorType).toBe('InvalidTokenId');
    }
    // Even the right code is refused now: guessing buys nothing.
    const locked = errorOf(await browser.post('/api/v1/auth/otp/verify', { code: otp.code }));
    expect(locked).toMatchObject({ status: 429, errorType: 'TokenChecksAttempts' });
    advance(15 * 60 + 1);
    expect((await browser.post('/api/v1/auth/refresh')).statusCode).toBe(200);
    const fresh = await headset().ask();
    expect((await browser.post('/api/v1/auth/otp/verify', { code: fresh.code })).statusCode).toBe(
      200,
    );
  });
});

describe('device sessions', () => {
  const bearerRefresh = (accessToken: string, body: object) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: body,
    });

  it('lists the headset in the control panel, and signing it out ends its refresh', async () => {
    const { browser, device, accessToken, refreshToken } = await pairedHeadset();
    const list = DeviceSessionList.parse((await browser.get('/api/v1/settings/devices')).json());
    expect(list.sessions.map((session) => [session.clientType, session.isCurrent])).toEqual(
      expect.arrayContaining([
        ['quest3', false],
        ['web_app', true],
      ]),
    );
    const headsetSession = list.sessions.find((session) => session.clientType === 'quest3');
    if (!headsetSession) throw new Error('headset not listed');

    // The headset registers its push token (spec 1 §7 device token).
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/settings/device-token',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { deviceToken: 'fcm-token-123' },
    });
    expect(saved.statusCode).toBe(200);
    const withToken = DeviceSessionList.parse(
      (await browser.get('/api/v1/settings/devices')).json(),
    );
    expect(withToken.sessions.find((s) => s.id === headsetSession.id)?.hasDeviceToken).toBe(true);

    const removed = await browser.request(
      'DELETE',
      `/api/v1/settings/devices/${headsetSession.id}`,
    );
    expect(removed.statusCode).toBe(204);
    const refused = await bearerRefresh(accessToken, {
      refreshToken,
      clientIdentifier: device.clientIdentifier,
    });
    expect(errorOf(refused)).toMatchObject({ status: 401, errorType: 'InvalidRefreshToken' });
    const after = DeviceSessionList.parse((await browser.get('/api/v1/settings/devices')).json());
    expect(after.sessions.some((session) => session.id === headsetSession.id)).toBe(false);
    // Another user's session, or one already ended, is not found.
    expect(
      (await browser.request('DELETE', `/api/v1/settings/devices/${headsetSession.id}`)).statusCode,
    ).toBe(404);
  });

  it('binds a device refresh token to its device, and revokes the session when it leaks', async () => {
    const { device, accessToken, refreshToken } = await pairedHeadset();
    const rotated = await bearerRefresh(accessToken, {
      refreshToken,
      clientIdentifier: device.clientIdentifier,
    });
    const tokens = SessionTokens.parse(rotated.json());
    if (!tokens.refreshToken || !tokens.accessToken) throw new Error('no rotated tokens');

    // The same token from another device (or without the device's id): taken for stolen.
    const thief = await bearerRefresh(tokens.accessToken, {
      refreshToken: tokens.refreshToken,
      clientIdentifier: crypto.randomUUID(),
    });
    expect(errorOf(thief).errorType).toBe('InvalidRefreshToken');
    const owner = await bearerRefresh(tokens.accessToken, {
      refreshToken: tokens.refreshToken,
      clientIdentifier: device.clientIdentifier,
    });
    expect(errorOf(owner).errorType).toBe('InvalidRefreshToken');
  });

  it('asks a device for its id without revoking anything, and takes it in any letter case', async () => {
    const { device, accessToken, refreshToken } = await pairedHeadset();
    const unnamed = await bearerRefresh(accessToken, { refreshToken });
    expect(errorOf(unnamed)).toMatchObject({ status: 400, errorType: 'BadRequest' });
    const upper = await bearerRefresh(accessToken, {
      refreshToken,
      clientIdentifier: device.clientIdentifier.toUpperCase(),
    });
    expect(upper.statusCode).toBe(200);
  });

  it('binds the device token when it comes as a cookie too', async () => {
    const { refreshToken } = await pairedHeadset();
    // A thief replays the headset's refresh token as the browser's cookie, with a CSRF pair.
    const thief = new BrowserClient(app);
    thief.cookies.set('parallax_rt', refreshToken);
    const stolen = await thief.post('/api/v1/auth/refresh', {
      clientIdentifier: crypto.randomUUID(),
    });
    expect(errorOf(stolen).errorType).toBe('InvalidRefreshToken');
    const withoutId = await new BrowserClient(app).post('/api/v1/auth/refresh', {});
    expect(withoutId.statusCode).toBe(401);
  });

  it('revokes the session when a replaced device token is used again', async () => {
    const { device, accessToken, refreshToken } = await pairedHeadset();
    const body = { refreshToken, clientIdentifier: device.clientIdentifier };
    expect((await bearerRefresh(accessToken, body)).statusCode).toBe(200);
    advance(11);
    expect(errorOf(await bearerRefresh(accessToken, body)).errorType).toBe('InvalidRefreshToken');
    const info = await app.inject({
      url: '/api/v1/settings/user/info',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(info.statusCode).not.toBe(200);
  });

  it('keeps a device session for months while a browser session lasts the configured days', async () => {
    const { device, accessToken, refreshToken } = await pairedHeadset();
    advance(60 * 24 * 60 * 60);
    const later = await bearerRefresh(accessToken, {
      refreshToken,
      clientIdentifier: device.clientIdentifier,
    });
    expect(later.statusCode).toBe(200);
  });
});
