import {
  CodeChallenge,
  ExistsResponse,
  LoginResult,
  UserInfo,
} from '@parallax/core/contracts/auth';
import { ErrorBody } from '@parallax/core/contracts/common';
import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient } from '../../test/browser-client.js';
import { codeIn, lastMailTo } from '../../test/mail.js';
import { createTestApp } from '../../test/test-app.js';

let app: FastifyInstance;
let clock = new Date('2026-11-22T12:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  // Many sign-ups from one address in a few seconds: the limit is tested in account.int.test.ts.
  app = await createTestApp({ now: () => clock }, { AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => app.close());

const R = '/store/api/v1/registration';
let serial = 0;
function newAccount() {
  serial += 1;
  return {
    username: `Walker_${serial}`,
    email: ` Walker${serial}@Example.COM `,
    password: 'trail2026',
    emailConsent: true,
  };
}
const emailOf = (account: { email: string }) => account.email.trim().toLowerCase();

async function register(client: BrowserClient, account = newAccount()) {
  const response = await client.post(R, account);
  expect(response.statusCode).toBe(201);
  return { account, challenge: CodeChallenge.parse(response.json()) };
}

function errorOf(response: { statusCode: number; json: () => unknown }) {
  return { status: response.statusCode, ...ErrorBody.parse(response.json()) };
}

describe('registration with an e-mailed code', () => {
  it('sends a six-digit code, then the code confirms and signs the user in', async () => {
    const client = new BrowserClient(app);
    const { account, challenge } = await register(client);
    expect(challenge.secondsToNextAttempt).toBe(60);
    expect(challenge.ttlSeconds).toBe(900);

    const mail = await lastMailTo(app, emailOf(account));
    expect(mail.subject).toBe('Your Parallax sign-up code');
    expect(mail.html).toContain(codeIn(mail));

    const confirmed = await client.post(`${R}/confirm`, {
      token: challenge.token,
      confirmation: codeIn(mail),
    });
    expect(confirmed.statusCode).toBe(200);
    const result = LoginResult.parse(confirmed.json());
    expect(result.status).toBe('ACTIVE');
    if (result.status !== 'ACTIVE') return;
    expect(result.user.name).toBe(account.username.toLowerCase());
    expect(result.user.email).toBe(emailOf(account));
    expect(result.accessToken).toBeUndefined();
    expect(client.cookies.has('parallax_at')).toBe(true);
    expect(client.cookies.get('parallax_session')).toMatch(/^\d+\.\d+$/);
    const cookieHeaders = String(confirmed.headers['set-cookie']);
    expect(cookieHeaders).toMatch(/parallax_at=[^;]+;.*HttpOnly/);
    expect(cookieHeaders).toMatch(/SameSite=Lax/);

    const info = UserInfo.parse((await client.get('/api/v1/settings/user/info')).json());
    expect(info).toMatchObject({ status: 'Active', isSocialAuth: false, hasPassword: true });
    expect(info.dominantHand).toBe('LEFT');

    const again = await client.post(`${R}/confirm`, {
      token: challenge.token,
      confirmation: codeIn(mail),
    });
    expect(errorOf(again)).toMatchObject({ status: 400, errorType: 'InvalidTokenId' });
  });

  it('stores marketing attribution and writes the e-mail in the user language', async () => {
    const client = new BrowserClient(app, 'es');
    const account = {
      ...newAccount(),
      source: 'spring-promo',
      clientId: 'c-42',
      affiliateProgram: 'EXOCLICK',
    };
    await register(client, account);
    const mail = await lastMailTo(app, emailOf(account));
    expect(mail.subject).toBe('Tu código de registro de Parallax');
    expect(mail.text).toContain('Tu código es');
  });

  it('answers the spec validation messages, in the user language', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'a' }, 'username_too_short'],
      [{ username: 'x'.repeat(41) }, 'username_too_long'],
      [{ username: 'no spaces' }, 'username_invalid_characters'],
      [{ username: '' }, 'empty_field'],
      [{ email: 'not-an-email' }, 'email_invalid'],
      [{ password: 'short1' }, 'password_length'],
      [{ password: 'lettersonly' }, 'password_characters'],
      [{ password: 'abc' }, 'password_length_and_characters'],
    ];
    for (const [override, key] of cases) {
      const response = await new BrowserClient(app, 'es').post(R, { ...newAccount(), ...override });
      const body = errorOf(response);
      expect(body.status).toBe(400);
      expect(body.errorType).toBe('ValidationError');
      expect(body.issues?.map((issue) => issue.message)).toEqual([key]);
      expect(body.message).toContain(es.errors[key as keyof typeof es.errors]);
    }
  });

  it('refuses a taken username or e-mail, and the validate calls say so', async () => {
    const client = new BrowserClient(app);
    const { account, challenge } = await register(client);
    const code = codeIn(await lastMailTo(app, emailOf(account)));
    await client.post(`${R}/confirm`, { token: challenge.token, confirmation: code });

    const sameName = await client.post(R, { ...newAccount(), username: account.username });
    expect(errorOf(sameName)).toMatchObject({
      status: 409,
      errorType: 'UsernameNotUnique',
      message: en.errors.username_exists,
    });
    const sameEmail = await client.post(R, { ...newAccount(), email: account.email.toUpperCase() });
    expect(errorOf(sameEmail)).toMatchObject({ status: 409, errorType: 'EmailNotUnique' });

    const exists = async (path: string, body: unknown) =>
      ExistsResponse.parse((await client.post(`${R}/validate/${path}`, body)).json()).isExists;
    expect(await exists('email', { email: account.email })).toBe(true);
    expect(await exists('email', { email: 'nobody@example.com' })).toBe(false);
    expect(await exists('username', { username: account.username.toUpperCase() })).toBe(true);
    expect(await exists('username', { username: 'free_name' })).toBe(false);
    expect(await exists('bd/email', { email: account.email })).toBe(false);
  });

  it('lets an unconfirmed sign-up start over with the same e-mail', async () => {
    const client = new BrowserClient(app);
    const first = await register(client);
    advance(61);
    const second = await register(client, {
      ...first.account,
      username: `${first.account.username}_b`,
    });
    expect(second.challenge.token).not.toBe(first.challenge.token);
    const stale = await client.post(`${R}/confirm`, {
      token: first.challenge.token,
      confirmation: '000000',
    });
    expect(errorOf(stale).errorType).toBe('InvalidTokenId');
  });

  it('counts wrong codes: TokenValidation, then TokenChecksAttempts after five', async () => {
    const client = new BrowserClient(app);
    const { account, challenge } = await register(client);
    const right = codeIn(await lastMailTo(app, emailOf(account)));
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await client.post(`${R}/confirm`, {
        token: challenge.token,
        confirmation: wrong,
      });
      expect(errorOf(response)).toMatchObject({
        status: 400,
        errorType: 'TokenValidation',
        message: en.errors.wrong_otp,
      });
    }
    const fifth = await client.post(`${R}/confirm`, {
      token: challenge.token,
      confirmation: wrong,
    });
    expect(errorOf(fifth)).toMatchObject({
      errorType: 'TokenChecksAttempts',
      message: en.errors.too_many_wrong_otp,
    });
    const rightTooLate = await client.post(`${R}/confirm`, {
      token: challenge.token,
      confirmation: right,
    });
    expect(errorOf(rightTooLate).errorType).toBe('TokenChecksAttempts');
  });

  it('answers TokenExpiration for a code older than 15 minutes and InvalidTokenId for an unknown token', async () => {
    const client = new BrowserClient(app);
    const { account, challenge } = await register(client);
    const code = codeIn(await lastMailTo(app, emailOf(account)));
    advance(15 * 60 + 1);
    const late = await client.post(`${R}/confirm`, { token: challenge.token, confirmation: code });
    expect(errorOf(late)).toMatchObject({
      status: 410,
      errorType: 'TokenExpiration',
      message: en.errors.expired_otp,
    });

    for (const token of ['not-a-token', '6f1c1a8e-0000-4000-8000-000000000000']) {
      const unknown = await client.post(`${R}/confirm`, { token, confirmation: '123456' });
      expect(errorOf(unknown)).toMatchObject({ status: 400, errorType: 'InvalidTokenId' });
    }
    const malformed = await client.post(`${R}/confirm`, {
      token: challenge.token,
      confirmation: '12a456',
    });
    expect(errorOf(malformed).issues?.[0]?.message).toBe('wrong_otp');
  });

  it('resends after a minute with a new code, and locks resending for the day after five sends', async () => {
    const client = new BrowserClient(app);
    const { account, challenge } = await register(client);
    const firstCode = codeIn(await lastMailTo(app, emailOf(account)));

    const early = await client.post(`${R}/resend`, { token: challenge.token });
    expect(errorOf(early)).toMatchObject({
      status: 429,
      errorType: 'EarlyTokenRefresh',
      message: en.errors.early_resend,
    });

    for (let send = 2; send <= 5; send += 1) {
      advance(61);
      const resent = await client.post(`${R}/resend`, { token: challenge.token });
      expect(resent.statusCode).toBe(200);
      expect(CodeChallenge.parse(resent.json())).toMatchObject({
        token: challenge.token,
        secondsToNextAttempt: 60,
      });
    }
    const latestCode = codeIn(await lastMailTo(app, emailOf(account)));
    advance(61);
    const locked = await client.post(`${R}/resend`, { token: challenge.token });
    expect(errorOf(locked)).toMatchObject({
      status: 429,
      errorType: 'LockedNotification',
      message: en.errors.day_lock,
    });

    if (firstCode !== latestCode) {
      const old = await client.post(`${R}/confirm`, {
        token: challenge.token,
        confirmation: firstCode,
      });
      expect(errorOf(old).errorType).toBe('TokenValidation');
    }
    const ok = await client.post(`${R}/confirm`, {
      token: challenge.token,
      confirmation: latestCode,
    });
    expect(ok.statusCode).toBe(200);

    advance(24 * 60 * 60);
  });
});

describe('quick registration', () => {
  it('signs in a NotSetPassword user and mails a link whose token sets the password', async () => {
    const client = new BrowserClient(app);
    const email = 'quick.buyer@example.com';
    const response = await client.post(`${R}/quick`, {
      email: ' Quick.Buyer@example.com',
      clientType: 'web_app',
      clientIdentifier: crypto.randomUUID(),
      emailConsent: false,
    });
    expect(response.statusCode).toBe(200);
    const result = LoginResult.parse(response.json());
    expect(result.status === 'ACTIVE' && result.user).toMatchObject({
      status: 'NotSetPassword',
      emailConsent: false,
      hasPassword: false,
    });

    const again = await new BrowserClient(app).post(`${R}/quick`, {
      email,
      clientType: 'web_app',
      clientIdentifier: crypto.randomUUID(),
      emailConsent: true,
    });
    expect(errorOf(again)).toMatchObject({ status: 409, errorType: 'EmailNotUnique' });

    const mail = await lastMailTo(app, email);
    const link = /https?:\/\/\S+\/user-confirm\?token=([\w%-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? '');

    const elsewhere = new BrowserClient(app);
    const confirm = {
      token,
      newPassword: 'harbour77',
      clientIdentifier: crypto.randomUUID(),
      clientType: 'web_app',
    };
    const confirmed = await elsewhere.post(`${R}/quick/confirm`, confirm);
    expect(confirmed.statusCode).toBe(200);
    const info = UserInfo.parse((await elsewhere.get('/api/v1/settings/user/info')).json());
    expect(info).toMatchObject({ status: 'Active', hasPassword: true, email });

    const reused = await elsewhere.post(`${R}/quick/confirm`, confirm);
    expect(errorOf(reused).errorType).toBe('InvalidTokenId');

    const signIn = await new BrowserClient(app).post('/api/v1/auth/signin', {
      identifier: email,
      password: 'harbour77',
      clientIdentifier: crypto.randomUUID(),
      clientType: 'web_app',
    });
    expect(LoginResult.parse(signIn.json()).status).toBe('ACTIVE');
  });
});

describe('abuse of codes and pending accounts', () => {
  it('never lets a sign-up take over a quick-registered address', async () => {
    const buyer = new BrowserClient(app);
    await buyer.post(`${R}/quick`, {
      email: 'paid.already@example.com',
      clientType: 'web_app',
      clientIdentifier: crypto.randomUUID(),
    });
    const taker = await new BrowserClient(app).post(R, {
      ...newAccount(),
      email: 'paid.already@example.com',
    });
    expect(errorOf(taker)).toMatchObject({ status: 409, errorType: 'EmailNotUnique' });
  });

  it('signs out whoever quick-registered an address once its owner proves it by a reset', async () => {
    const squatter = new BrowserClient(app);
    await squatter.post(`${R}/quick`, {
      email: 'owner@example.com',
      clientType: 'web_app',
      clientIdentifier: crypto.randomUUID(),
    });
    expect((await squatter.get('/api/v1/settings/user/info')).statusCode).toBe(200);

    advance(61);
    const owner = new BrowserClient(app);
    const challenge = CodeChallenge.parse(
      (await owner.post('/api/v1/auth/password/reset', { email: 'owner@example.com' })).json(),
    );
    const code = codeIn(await lastMailTo(app, 'owner@example.com'));
    const { token } = (
      await owner.post('/api/v1/auth/password/reset/confirm', {
        token: challenge.token,
        confirmation: code,
      })
    ).json<{ token: string }>();
    await owner.post('/api/v1/auth/password/reset/update', { token, password: 'mine2026x' });
    expect((await squatter.get('/api/v1/settings/user/info')).statusCode).toBe(401);
    expect((await squatter.post('/api/v1/auth/refresh')).statusCode).toBe(401);
  });

  it('sends one code when many requests race, and keeps the daily limit when signing up again', async () => {
    const client = new BrowserClient(app);
    const account = newAccount();
    await register(client, account);
    const email = emailOf(account);
    advance(61);
    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        new BrowserClient(app).post('/api/v1/auth/password/reset', { email }),
      ),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([
      200, 429, 429, 429, 429, 429,
    ]);

    // Signing up again with one address keeps its daily window: sends 2 to 5, then the lock.
    for (let send = 2; send <= 5; send += 1) {
      advance(30 * 60);
      await register(client, { ...account, username: `${account.username}_${send}` });
    }
    advance(30 * 60);
    const sixth = await client.post(R, account);
    expect(errorOf(sixth).errorType).toBe('LockedNotification');
  });

  it('allows one requester ten wrong codes a day across resends', async () => {
    const client = new BrowserClient(app);
    const { account, challenge } = await register(client);
    const guess = async () => {
      const right = codeIn(await lastMailTo(app, emailOf(account)));
      const wrong = right === '000000' ? '111111' : '000000';
      return client.post(`${R}/confirm`, { token: challenge.token, confirmation: wrong });
    };
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) await guess();
      advance(61);
      expect((await client.post(`${R}/resend`, { token: challenge.token })).statusCode).toBe(200);
    }
    const right = codeIn(await lastMailTo(app, emailOf(account)));
    const refused = await client.post(`${R}/confirm`, {
      token: challenge.token,
      confirmation: right,
    });
    expect(errorOf(refused).errorType).toBe('TokenChecksAttempts');
  });

  it('confirms a code once even when two confirmations race', async () => {
    const client = new BrowserClient(app);
    const { account, challenge } = await register(client);
    const code = codeIn(await lastMailTo(app, emailOf(account)));
    const both = await Promise.all(
      [0, 1].map(() =>
        new BrowserClient(app).post(`${R}/confirm`, { token: challenge.token, confirmation: code }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });
});
