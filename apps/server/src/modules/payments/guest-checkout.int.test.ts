import { ErrorBody } from '@parallax/core/contracts/common';
import {
  CheckoutEmailConfirmation,
  CheckoutResponse,
  TransactionDto,
} from '@parallax/core/contracts/payments';
import { ClockState } from '@parallax/core/contracts/subscriptions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { buildApp } from '../../app.js';
import { BrowserClient } from '../../test/browser-client.js';
import { naturePacksForSale } from '../../test/demo-packs.js';
import { codeIn, lastMailTo } from '../../test/mail.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let packId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const [pack] = await naturePacksForSale(database.db);
  if (!pack) throw new Error('no pack for sale in the demo catalog');
  packId = pack.id;
  // Two addresses of the site: the first is the canonical one.
  app = await buildApp(
    testConfig({ PUBLIC_URL: 'https://parallax.example,https://vr.parallax.example/' }),
    { database },
  );
});
afterAll(() => app.close());

const guestEmail = () => `guest${Math.floor(Math.random() * 1e9)}@example.com`;

function checkout(client: BrowserClient, body: Record<string, unknown>, headers = {}) {
  return client.request(
    'POST',
    '/api/v1/checkout',
    {
      paymentMethod: 'card',
      acquiringType: 'test',
      cart: { contents: [{ id: packId }] },
      ...body,
    },
    headers,
  );
}

async function isSignedIn(client: BrowserClient): Promise<boolean> {
  const response = await client.get('/api/v1/settings/user/info');
  return response.statusCode === 200;
}

describe('a guest checkout with the e-mail of an account another checkout opened', () => {
  it('signs nobody in and nobody out until the code e-mailed to the address comes back', async () => {
    const email = guestEmail();
    const first = new BrowserClient(app);
    const opened = await checkout(first, { email });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await isSignedIn(first)).toBe(true);

    // Somebody else starts a checkout with the same address.
    const second = new BrowserClient(app);
    const asked = await checkout(second, { email });
    expect(asked.statusCode, asked.body).toBe(202);
    const { emailConfirmation } = CheckoutEmailConfirmation.parse(asked.json());
    expect(await isSignedIn(second)).toBe(false);
    expect(await isSignedIn(first)).toBe(true);

    // A guessed code gets nowhere.
    const guessed = await checkout(second, {
      email,
      confirmation: { token: emailConfirmation.token, confirmation: '000000' },
    });
    expect(guessed.statusCode, guessed.body).toBe(400);
    expect(ErrorBody.parse(guessed.json()).errorType).toMatch(/^Token/);
    expect(await isSignedIn(second)).toBe(false);
    expect(await isSignedIn(first)).toBe(true);

    // A code for another address does not open this one.
    const other = guestEmail();
    await checkout(new BrowserClient(app), { email: other });
    const otherAsked = await checkout(new BrowserClient(app), { email: other });
    const otherChallenge = CheckoutEmailConfirmation.parse(otherAsked.json()).emailConfirmation;
    const crossed = await checkout(second, {
      email,
      confirmation: {
        token: otherChallenge.token,
        confirmation: codeIn(await lastMailTo(app, other)),
      },
    });
    expect(crossed.statusCode, crossed.body).toBe(400);
    expect(await isSignedIn(second)).toBe(false);

    // The owner of the address types the code: the owner is in, whoever opened it is out.
    const proven = await checkout(second, {
      email,
      confirmation: {
        token: emailConfirmation.token,
        confirmation: codeIn(await lastMailTo(app, email)),
      },
    });
    expect(proven.statusCode, proven.body).toBe(200);
    expect(CheckoutResponse.parse(proven.json()).status).toBe('PENDING');
    expect(await isSignedIn(second)).toBe(true);
    expect(await isSignedIn(first)).toBe(false);
  });

  it('asks again without sending a second code within the resend minute', async () => {
    const email = guestEmail();
    await checkout(new BrowserClient(app), { email });
    const once = CheckoutEmailConfirmation.parse(
      (await checkout(new BrowserClient(app), { email })).json(),
    );
    const twice = await checkout(new BrowserClient(app), { email });
    expect(twice.statusCode, twice.body).toBe(202);
    const again = CheckoutEmailConfirmation.parse(twice.json());
    expect(again.emailConfirmation.token).toBe(once.emailConfirmation.token);
    expect(again.emailConfirmation.secondsToNextAttempt).toBeGreaterThan(0);
  });
});

/** A guest's checkout paid by card on the test acquirer's page: where the page returns them. */
async function payAsGuest(client: BrowserClient, headers: Record<string, string> = {}) {
  const response = await checkout(client, { email: guestEmail() }, headers);
  expect(response.statusCode, response.body).toBe(200);
  const hosted = new URL(CheckoutResponse.parse(response.json()).redirectUrl).pathname;
  const paid = await app.inject({
    method: 'POST',
    url: hosted,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
      name: 'Ada Lovelace',
    }).toString(),
  });
  expect(paid.statusCode, paid.body).toBe(303);
  return new URL(String(paid.headers.location));
}

describe('the payment page returns the buyer', () => {
  async function returnAddressOf(headers: Record<string, string>): Promise<string> {
    return (await payAsGuest(new BrowserClient(app), headers)).origin;
  }

  it('to the address the checkout came from, when it is one of the site’s own', async () => {
    const origin = await returnAddressOf({
      host: 'vr.parallax.example',
      origin: 'https://vr.parallax.example',
    });
    expect(origin).toBe('https://vr.parallax.example');
  });

  it('to the first address when the checkout names another site', async () => {
    const origin = await returnAddressOf({
      host: '127.0.0.1:8080',
      origin: 'https://evil.example',
    });
    expect(origin).toBe('https://parallax.example');
  });

  it('to the first address when the request names itself an address the site does not have', async () => {
    // A Host and an Origin that agree prove nothing: both are the request's own words.
    const origin = await returnAddressOf({
      host: 'parallax.example.evil.example',
      origin: 'https://parallax.example.evil.example',
    });
    expect(origin).toBe('https://parallax.example');
    expect(await returnAddressOf({})).toBe('https://parallax.example');
  });
});

// Last: it moves the billing clock for the rest of this file.
describe('the purchases list', () => {
  it('dates a purchase by the billing clock, as its renewals are', async () => {
    const advanced = await app.inject({
      method: 'POST',
      url: '/api/dev/clock/advance',
      payload: { days: 40 },
    });
    expect(advanced.statusCode, advanced.body).toBe(200);
    const clock = Date.parse(ClockState.parse(advanced.json()).now);
    const client = new BrowserClient(app);
    const returned = await payAsGuest(client);
    // The result page asks for its transaction, which settles it with the acquirer.
    const id = returned.searchParams.get('transactionId') ?? '';
    const settled = await client.get(`/api/v1/transaction/${id}`);
    expect(settled.statusCode, settled.body).toBe(200);
    const listed = await client.get('/api/v1/transaction/list');
    expect(listed.statusCode, listed.body).toBe(200);
    const [purchase] = TransactionDto.array().parse(listed.json());
    const at = Date.parse(purchase?.createdAt ?? '');
    expect(at - clock).toBeGreaterThanOrEqual(0);
    expect(at - clock).toBeLessThan(60_000);
  });
});
