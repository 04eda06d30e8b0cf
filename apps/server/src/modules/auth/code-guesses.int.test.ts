import { randomUUID } from 'node:crypto';
import { CodeChallenge, LoginResult } from '@parallax/core/contracts/auth';
import { ErrorBody } from '@parallax/core/contracts/common';
import { CheckoutEmailConfirmation, CheckoutResponse } from '@parallax/core/contracts/payments';
import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { naturePacksForSale } from '../../test/demo-packs.js';
import { codeIn, lastMailTo } from '../../test/mail.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import {
  MAX_SENDS_PER_DAY,
  MAX_SENDS_PER_REQUESTER,
  MAX_WRONG_CODES,
  MAX_WRONG_CODES_PER_CHALLENGE,
  MAX_WRONG_CODES_PER_DAY,
} from './challenges.rules.js';

// Anyone may have a code sent to an address, and anyone holding a challenge's token may guess at
// its code: a checkout hands the token to whoever gives the address. These tests play the owner of
// an address (who reads its mail) against strangers at other client addresses, each with a cookie
// jar of its own.

let database: DatabaseHandle;
let app: FastifyInstance;
let packId: string;
let clock = new Date('2026-12-01T12:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  database = await openTestDatabase();
  const [pack] = await naturePacksForSale(database.db);
  if (!pack) throw new Error('no pack for sale in the demo catalog');
  packId = pack.id;
  // Many calls from a few addresses in a moment: the per-minute limit is tested elsewhere.
  app = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }), {
    database,
    now: () => clock,
  });
});
afterAll(() => app.close());

let serial = 0;
const uniqueEmail = (prefix: string) => {
  serial += 1;
  return `${prefix}${serial}${Math.floor(Math.random() * 1e6)}@example.com`;
};
const owner = (language = 'en') => new BrowserClient(app, language, '198.51.100.20');
const stranger = (n: number) => new BrowserClient(app, 'en', `203.0.113.${n}`);

function errorOf(response: LightMyRequestResponse) {
  return { status: response.statusCode, ...ErrorBody.parse(response.json()) };
}

/** One way of proving an address with an e-mailed code. */
type Flow = {
  /** Makes the account and a challenge whose token strangers hold; the code is mailed to `email`. */
  start(): Promise<{ email: string; token: string }>;
  /** A code typed by `client` for the token; the right one answers 200. */
  confirm(client: BrowserClient, token: string, code: string): Promise<LightMyRequestResponse>;
  /** The owner asks for a new code, as the web app does; the token to type it with. */
  resend(client: BrowserClient, token: string, email: string): Promise<string>;
};

const R = '/store/api/v1/registration';
const RESET = '/store/api/v1/auth/password/reset';

function checkout(client: BrowserClient, body: Record<string, unknown>) {
  return client.request('POST', '/api/v1/checkout', {
    paymentMethod: 'card',
    acquiringType: 'test',
    cart: { contents: [{ id: packId }] },
    ...body,
  });
}

const registration: Flow = {
  async start() {
    const email = uniqueEmail('signup');
    serial += 1;
    const response = await owner().post(R, {
      username: `signup_${serial}${Math.floor(Math.random() * 1e6)}`,
      email,
      password: 'trail2026',
      emailConsent: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { email, token: CodeChallenge.parse(response.json()).token };
  },
  confirm: (client, token, code) => client.post(`${R}/confirm`, { token, confirmation: code }),
  async resend(client, token) {
    const response = await client.post(`${R}/resend`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return CodeChallenge.parse(response.json()).token;
  },
};

/** An unconfirmed account signing in is answered NOT_CONFIRMED_EMAIL with a code to type. */
const signIn: Flow = {
  async start() {
    const { email } = await registration.start();
    advance(61);
    return { email, token: await signIn.resend(owner(), '', email) };
  },
  confirm: (client, token, code) => registration.confirm(client, token, code),
  async resend(client, _token, email) {
    const response = await client.post('/store/api/v1/auth/signin', {
      identifier: email,
      password: 'trail2026',
      clientIdentifier: randomUUID(),
      clientType: 'web_app',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = LoginResult.parse(response.json());
    if (result.status !== 'NOT_CONFIRMED_EMAIL') throw new Error(`signed in: ${response.body}`);
    return result.challenge.token;
  },
};

const passwordReset: Flow = {
  async start() {
    const { email } = await signedUpClient(app, 'resetter');
    const response = await owner().post(RESET, { email });
    expect(response.statusCode, response.body).toBe(200);
    return { email, token: CodeChallenge.parse(response.json()).token };
  },
  confirm: (client, token, code) => client.post(`${RESET}/confirm`, { token, confirmation: code }),
  async resend(client, token) {
    const response = await client.post(`${RESET}/resend`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return CodeChallenge.parse(response.json()).token;
  },
};

/**
 * A guest's checkout with the address of an account another checkout opened: the stranger gets
 * the token by checking out with the address too; the owner's "send again" checks out again.
 */
const guestCheckout: Flow = {
  async start() {
    const email = uniqueEmail('buyer');
    expect((await checkout(new BrowserClient(app, 'en', '192.0.2.1'), { email })).statusCode).toBe(
      200,
    );
    const asked = await checkout(stranger(99), { email });
    expect(asked.statusCode, asked.body).toBe(202);
    return { email, token: CheckoutEmailConfirmation.parse(asked.json()).emailConfirmation.token };
  },
  confirm: (client, token, code) =>
    checkout(client, {
      email: emailOfCheckout.get(token) ?? '',
      confirmation: { token, confirmation: code },
    }),
  async resend(client, _token, email) {
    const asked = await checkout(client, { email });
    expect(asked.statusCode, asked.body).toBe(202);
    const { token } = CheckoutEmailConfirmation.parse(asked.json()).emailConfirmation;
    emailOfCheckout.set(token, email);
    return token;
  },
};
const emailOfCheckout = new Map<string, string>();

const flows: [string, Flow][] = [
  ['a guest checkout’s e-mail proof', guestCheckout],
  ['a registration code', registration],
  ['the code an unconfirmed sign-in is sent', signIn],
  ['a password reset code', passwordReset],
];

async function start(flow: Flow) {
  const started = await flow.start();
  emailOfCheckout.set(started.token, started.email);
  return started;
}

const codeFor = async (email: string) => codeIn(await lastMailTo(app, email));
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe.each(flows)('%s, guessed at by strangers', (_name, flow) => {
  it('still takes the owner’s code after one stranger’s wrong guesses', async () => {
    const { email, token } = await start(flow);
    const code = await codeFor(email);
    const guesser = stranger(1);
    for (let guess = 1; guess < MAX_WRONG_CODES; guess += 1) {
      const wrong = await flow.confirm(guesser, token, wrongFor(code));
      expect(errorOf(wrong)).toMatchObject({ status: 400, errorType: 'TokenValidation' });
    }
    const last = await flow.confirm(guesser, token, wrongFor(code));
    expect(errorOf(last)).toMatchObject({
      status: 429,
      errorType: 'TokenChecksAttempts',
      message: en.errors.too_many_wrong_otp,
    });
    // The stranger is refused before the code is looked at: even the right one tells them nothing.
    expect(errorOf(await flow.confirm(guesser, token, code)).errorType).toBe('TokenChecksAttempts');

    const proven = await flow.confirm(owner(), token, code);
    expect(proven.statusCode, proven.body).toBe(200);
    if (flow === guestCheckout)
      expect(CheckoutResponse.parse(proven.json()).status).toBe('PENDING');
  });

  it('gives the owner a fresh code after strangers spent one, and keeps counting theirs', async () => {
    const { email, token } = await start(flow);
    const first = await codeFor(email);
    const strangers = [stranger(1), stranger(2)];
    for (const guesser of strangers) {
      for (let guess = 0; guess < MAX_WRONG_CODES; guess += 1) {
        await flow.confirm(guesser, token, wrongFor(first));
      }
    }
    expect(MAX_WRONG_CODES * strangers.length).toBeGreaterThanOrEqual(
      MAX_WRONG_CODES_PER_CHALLENGE,
    );
    // The code took its share of wrong guesses from everyone: it is spent, for its owner too.
    const spent = await flow.confirm(owner('es'), token, first);
    expect(errorOf(spent)).toMatchObject({
      status: 429,
      errorType: 'TokenChecksAttempts',
      message: es.errors.too_many_wrong_otp,
    });

    advance(61);
    const fresh = await flow.resend(owner(), token, email);
    const code = await codeFor(email);
    // The strangers have their day's remaining guesses at the new code, and no more.
    const [guesser] = strangers;
    if (!guesser) throw new Error('no stranger');
    const left = MAX_WRONG_CODES_PER_DAY - MAX_WRONG_CODES;
    for (let guess = 1; guess <= left; guess += 1) {
      const wrong = await flow.confirm(guesser, fresh, wrongFor(code));
      expect(wrong.statusCode).toBe(guess < left ? 400 : 429);
    }
    expect(errorOf(await flow.confirm(guesser, fresh, code)).errorType).toBe('TokenChecksAttempts');

    const proven = await flow.confirm(owner(), fresh, code);
    expect(proven.statusCode, proven.body).toBe(200);
  });
});

describe('a requester past a day of wrong codes', () => {
  it('is refused at the account’s next codes, while the owner’s right code works', async () => {
    const { email, token } = await start(registration);
    const guesser = stranger(7);
    let current = token;
    for (let round = 0; round < MAX_WRONG_CODES_PER_DAY / MAX_WRONG_CODES; round += 1) {
      const code = await codeFor(email);
      for (let guess = 0; guess < MAX_WRONG_CODES; guess += 1) {
        await registration.confirm(guesser, current, wrongFor(code));
      }
      advance(61);
      current = await registration.resend(owner(), current, email);
    }
    const code = await codeFor(email);
    expect(errorOf(await registration.confirm(guesser, current, wrongFor(code)))).toMatchObject({
      status: 429,
      errorType: 'TokenChecksAttempts',
    });
    const proven = await registration.confirm(owner(), current, code);
    expect(LoginResult.parse(proven.json()).status).toBe('ACTIVE');
  });

  it('gets no fresh tries from an X-Forwarded-For the server does not trust', async () => {
    const { email, token } = await start(registration);
    const code = await codeFor(email);
    const guesser = stranger(8);
    const guess = (forwardedFor: string, confirmation: string) =>
      guesser.request(
        'POST',
        `${R}/confirm`,
        { token, confirmation },
        { 'x-forwarded-for': forwardedFor },
      );
    for (let host = 1; host <= MAX_WRONG_CODES; host += 1) {
      await guess(`198.18.0.${host}`, wrongFor(code));
    }
    expect(errorOf(await guess('198.18.0.99', code)).errorType).toBe('TokenChecksAttempts');
  });

  it('counts an IPv6 network as one requester', async () => {
    const { email, token } = await start(registration);
    const code = await codeFor(email);
    for (let host = 1; host <= MAX_WRONG_CODES; host += 1) {
      const guesser = new BrowserClient(app, 'en', `2001:db8:1:2::${host.toString(16)}`);
      await registration.confirm(guesser, token, wrongFor(code));
    }
    const next = new BrowserClient(app, 'en', '2001:db8:1:2:ffff::1');
    expect(errorOf(await registration.confirm(next, token, code)).errorType).toBe(
      'TokenChecksAttempts',
    );
    const elsewhere = new BrowserClient(app, 'en', '2001:db8:1:3::1');
    expect((await registration.confirm(elsewhere, token, code)).statusCode).toBe(200);
  });
});

describe('a stranger asking for codes to someone else’s address', () => {
  it('uses up their own sends, not the owner’s', async () => {
    const { email } = await signedUpClient(app, 'mailbox');
    const asker = stranger(21);
    for (let send = 1; send <= MAX_SENDS_PER_REQUESTER; send += 1) {
      advance(61);
      expect((await asker.post(RESET, { email })).statusCode).toBe(200);
    }
    advance(61);
    expect(errorOf(await asker.post(RESET, { email }))).toMatchObject({
      status: 429,
      errorType: 'LockedNotification',
      message: en.errors.day_lock,
    });

    // The owner asks for a code of their own, and it works.
    const started = await owner().post(RESET, { email });
    expect(started.statusCode, started.body).toBe(200);
    const { token } = CodeChallenge.parse(started.json());
    const confirmed = await passwordReset.confirm(owner(), token, await codeFor(email));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('at a checkout, leaves the owner a fresh code to prove the address with', async () => {
    const { email, token } = await start(guestCheckout);
    let latest = token;
    const asker = stranger(22);
    for (let send = 1; send <= MAX_SENDS_PER_REQUESTER; send += 1) {
      advance(61);
      latest = await guestCheckout.resend(asker, latest, email);
    }
    advance(61);
    // Past their sends, the stranger is shown the open code again; nothing more is sent.
    expect(await guestCheckout.resend(asker, latest, email)).toBe(latest);

    const fresh = await guestCheckout.resend(owner(), latest, email);
    expect(fresh).not.toBe(latest);
    const proven = await guestCheckout.confirm(owner(), fresh, await codeFor(email));
    expect(CheckoutResponse.parse(proven.json()).status).toBe('PENDING');
  });

  it(`sends at most ${MAX_SENDS_PER_DAY} codes a day to one address, whoever asks`, async () => {
    const { email } = await signedUpClient(app, 'flooded');
    const askers = Array.from({ length: MAX_SENDS_PER_DAY / MAX_SENDS_PER_REQUESTER + 1 }, (_, n) =>
      stranger(30 + n),
    );
    let sent = 0;
    for (const asker of askers) {
      for (let send = 0; send < MAX_SENDS_PER_REQUESTER; send += 1) {
        advance(61);
        const response = await asker.post(RESET, { email });
        if (response.statusCode === 200) sent += 1;
        else expect(errorOf(response).errorType).toBe('LockedNotification');
      }
    }
    expect(sent).toBe(MAX_SENDS_PER_DAY);
  });
});
