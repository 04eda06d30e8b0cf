import { createHmac } from 'node:crypto';
import { UserInfo } from '@parallax/core/contracts/auth';
import { ContentPack } from '@parallax/core/contracts/content';
import { ErrorBody } from '@parallax/core/contracts/common';
import {
  CheckoutResponse,
  TransactionDto,
  TransactionList,
} from '@parallax/core/contracts/payments';
import type { DevOutboxMessage } from '@parallax/core/contracts/auth';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { users } from '../auth/auth.schema.js';
import { promoCodes } from '../cart/cart.schema.js';
import { contentPacks } from '../catalog/catalog.schema.js';
import { subscriptions } from '../subscriptions/subscriptions.schema.js';
import { orders, paymentEvents } from './payments.schema.js';
import {
  testAcquirerPayments,
  testAcquirerWebhooks,
} from '../../providers/payments/test-acquirer/test-acquirer.schema.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import { naturePacksForSale } from '../../test/demo-packs.js';
import { BrowserClient } from '../../test/browser-client.js';
import { receiptFailingMailer } from '../../test/mail.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { TEST_CARDS } from '../../providers/payments/test-acquirer/test-cards.rules.js';
import {
  SIGNATURE_HEADER,
  signWebhook,
} from '../../providers/payments/test-acquirer/webhook-signature.rules.js';
import { injectedWebhooks } from '../../test/webhooks.js';

const AUTH_SECRET = 'payments-test-secret-0123456789abcdef-xyz';
const WEBHOOK_SECRET = createHmac('sha256', AUTH_SECRET)
  .update('test-acquirer-webhooks')
  .digest('hex');
const SPORT = demoId('category', 'sport');
const MONTHLY = demoId('tariff', 'monthly');

let database: DatabaseHandle;
let app: FastifyInstance;
let packs: { id: string; priceCents: number }[];
/** Added to the clock: lets a test wait out a webhook's retry delay. */
let clockOffsetMs = 0;
/** Set to make the next receipt fail, as a crash in the middle of fulfilment would. */
let failNextReceipt: () => void;

beforeAll(async () => {
  database = await openTestDatabase();
  packs = await naturePacksForSale(database.db);
  const { mailer, failNextReceipt: armReceiptFailure } = receiptFailingMailer(database.db);
  failNextReceipt = armReceiptFailure;
  app = await buildApp(testConfig({ AUTH_SECRET }), {
    database,
    mailer,
    now: () => new Date(Date.now() + clockOffsetMs),
    ...injectedWebhooks(() => app),
  });
});
afterAll(() => app.close());

const pack = (index: number) => {
  const found = packs[index];
  if (!found) throw new Error(`no pack ${index}`);
  return found;
};

function checkoutOf(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return CheckoutResponse.parse(response.json());
}
function errorOf(
  response: { statusCode: number; body: string; json: () => unknown },
  status: number,
) {
  expect(response.statusCode, response.body).toBe(status);
  return ErrorBody.parse(response.json());
}

const guestEmail = () => `buyer${Math.floor(Math.random() * 1e9)}@example.com`;
const CARD = { expiry: '12/39', cvc: '123', name: 'Ada Lovelace' };

/** The buyer on the hosted page: fills in the card and follows the redirect back. */
async function payOnHostedPage(redirectUrl: string, number: string) {
  const path = new URL(redirectUrl).pathname;
  const page = await app.inject(path);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Test cards');
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number, ...CARD }).toString(),
  });
  expect(response.statusCode, response.body).toBe(303);
  return new URL(String(response.headers.location));
}

async function deliverWebhooks(): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/dev/test-acquirer/deliver' });
  return z.object({ delivered: z.number() }).parse(response.json()).delivered;
}

async function transaction(client: BrowserClient, id: string) {
  const response = await client.get(`/api/v1/transaction/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return TransactionDto.parse(response.json());
}

async function ownedIds(client: BrowserClient): Promise<string[]> {
  const list = z
    .array(ContentPack)
    .parse((await client.get('/store/api/v1/content/list?platform=web_app')).json());
  return list.filter((item) => item.isOwned).map((item) => item.id);
}

async function mailsTo(to: string): Promise<DevOutboxMessage[]> {
  return (await app.inject('/api/dev/outbox'))
    .json<DevOutboxMessage[]>()
    .filter((message) => message.to === to);
}

async function promoUses(code: string): Promise<number> {
  const [row] = await database.db
    .select({ usedCount: promoCodes.usedCount })
    .from(promoCodes)
    .where(eq(promoCodes.code, code));
  return row?.usedCount ?? -1;
}

/** A webhook the acquirer sent, signed again as of `at` (a replay or a late copy). */
async function lastWebhookOf(paymentId: string) {
  const [row] = await database.db
    .select()
    .from(testAcquirerWebhooks)
    .where(eq(testAcquirerWebhooks.paymentId, paymentId))
    .orderBy(sql`${testAcquirerWebhooks.createdAt} desc`)
    .limit(1);
  if (!row) throw new Error(`no webhook for ${paymentId}`);
  return row;
}
function postWebhook(body: string, signature: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/test',
    payload: body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
  });
}

async function signedUpBuyer(items: unknown[]) {
  const buyer = await signedUpClient(app, 'buyer');
  const added = await buyer.client.post('/api/v1/cart/items', { items });
  expect(added.statusCode, added.body).toBe(200);
  return buyer;
}
const checkout = (client: BrowserClient, body: Record<string, unknown> = {}) =>
  client.post('/api/v1/checkout', { paymentMethod: 'card', acquiringType: 'test', ...body });

describe('a guest checks out', () => {
  it('with an e-mail: registered for the payment, pays, and owns what was bought once', async () => {
    const client = new BrowserClient(app);
    const email = guestEmail();
    const usesBefore = await promoUses('WELCOME10');
    const result = checkoutOf(
      await checkout(client, {
        email,
        cart: {
          contents: [{ id: pack(0).id }],
          presaleCategoryIds: [SPORT],
          promoCode: 'welcome10',
        },
      }),
    );
    expect(result.status).toBe('PENDING');
    expect(new URL(result.redirectUrl).pathname).toMatch(/^\/test-acquirer\/checkout\/tp_/);
    const paymentPage = await app.inject(new URL(result.redirectUrl).pathname);
    expect(paymentPage.body).toContain('Sport — Season One');
    const user = UserInfo.parse((await client.get('/api/v1/settings/user/info')).json());
    expect(user.status).toBe('InitializedViaPayment');

    const back = await payOnHostedPage(result.redirectUrl, TEST_CARDS.approves);
    expect(back.pathname).toBe('/payment-result');
    expect(back.searchParams.get('transactionId')).toBe(result.transactionId);
    expect(back.searchParams.get('success')).toBe('true');
    expect(back.searchParams.get('platform')).toBe('web_app');
    expect(back.searchParams.has('tariffId')).toBe(false);
    expect(await deliverWebhooks()).toBe(1);

    const paid = await transaction(client, result.transactionId);
    expect(paid).toMatchObject({
      status: 'SUCCESSFUL',
      cardPan: '424242',
      paymentMethod: 'CARD',
      promoCodeData: { type: 'PERCENT', value: 10, name: 'WELCOME10' },
    });
    expect(paid.items.map((item) => item.id)).toEqual([pack(0).id]);
    expect(paid.presales.map((presale) => presale.categoryId)).toEqual([SPORT]);
    // A presale is named by its title, on the receipt as on the payment page; never its slug.
    expect(paid.presales.map((presale) => presale.name)).toEqual(['Sport — Season One']);
    const linesCents =
      paid.items.reduce((sum, item) => sum + Math.round(item.finalSum * 100), 0) +
      paid.presales.reduce((sum, presale) => sum + Math.round(presale.finalPrice * 100), 0);
    expect(Math.round(paid.totalSum * 100)).toBe(linesCents);
    expect(Math.round(paid.totalSum * 100)).toBeLessThan(Math.round(paid.initialSum * 100));

    // The pack and every pack of the presale category are owned; the account awaits a password.
    const owned = await ownedIds(client);
    expect(owned).toContain(pack(0).id);
    const sportPacks = await database.db
      .select({ id: contentPacks.id })
      .from(contentPacks)
      .where(eq(contentPacks.categoryId, SPORT));
    for (const { id } of sportPacks) expect(owned).toContain(id);
    const after = UserInfo.parse((await client.get('/api/v1/settings/user/info')).json());
    expect(after.status).toBe('NotSetPassword');
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Finish setting up your Parallax account',
      'Your Parallax receipt',
    ]);
    expect(await promoUses('WELCOME10')).toBe(usesBefore + 1);
    const receipt = mails.find((mail) => mail.subject === 'Your Parallax receipt');
    expect(receipt?.text).toContain('Sport — Season One');

    // The same webhook again (the acquirer retries until it hears 200): nothing changes twice.
    const webhook = await lastWebhookOf(paid.paymentSystemOrderId ?? '');
    const again = await postWebhook(
      webhook.body,
      signWebhook(WEBHOOK_SECRET, webhook.body, new Date()),
    );
    expect(again.json()).toEqual({ outcome: 'duplicate' });
    const events = await database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, result.transactionId));
    expect(events.map((row) => row.type)).toEqual(['payment.succeeded']);
    expect(await promoUses('WELCOME10')).toBe(usesBefore + 1);
    expect(await mailsTo(email)).toHaveLength(2);
    const list = TransactionList.parse((await client.get('/api/v1/transaction/list')).json());
    expect(list.map((entry) => entry.id)).toEqual([result.transactionId]);
  });

  it('with an e-mail that has an account: asked to log in', async () => {
    const { client: owner } = await signedUpClient(app, 'owner');
    const info = UserInfo.parse((await owner.get('/api/v1/settings/user/info')).json());
    const error = errorOf(
      await checkout(new BrowserClient(app), {
        email: info.email,
        cart: { contents: [{ id: pack(0).id }] },
      }),
      409,
    );
    expect(error).toMatchObject({
      errorType: 'ProceedToLogin',
      message: 'Log in to make a purchase',
    });
  });

  it('refuses a method that is not available, and an empty cart', async () => {
    const client = new BrowserClient(app);
    const paypal = await checkout(client, {
      paymentMethod: 'paypal',
      acquiringType: 'test',
      email: guestEmail(),
      cart: { contents: [{ id: pack(0).id }] },
    });
    expect(errorOf(paypal, 400).errorType).toBe('PaymentMethodUnavailable');
    const email = guestEmail();
    const empty = await checkout(client, { email, cart: {} });
    expect(errorOf(empty, 400).errorType).toBe('CartEmpty');
    // No account was made for an empty cart.
    const accounts = await database.db.select().from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(0);
  });
});

describe('a signed-in user checks out the server cart', () => {
  it('a declined card grants nothing and keeps the cart', async () => {
    const { client } = await signedUpBuyer([{ type: 'content', id: pack(1).id }]);
    const result = checkoutOf(await checkout(client));
    const back = await payOnHostedPage(result.redirectUrl, TEST_CARDS.declines);
    expect(back.searchParams.get('success')).toBe('false');
    expect(await deliverWebhooks()).toBe(1);
    expect(await transaction(client, result.transactionId)).toMatchObject({
      status: 'FAILED',
      failureReason: 'card_declined',
      cardPan: '000002',
    });
    expect(await ownedIds(client)).not.toContain(pack(1).id);
    const cart = (await client.get('/api/v1/cart/list')).json<{ cartItems: unknown[] }>();
    expect(cart.cartItems).toHaveLength(1);
    // A new checkout of the kept cart is a new order.
    const retry = checkoutOf(await checkout(client));
    expect(retry.transactionId).not.toBe(result.transactionId);
  });

  it('two concurrent checkouts of one cart make one order and one payment', async () => {
    const { client, userId } = await signedUpBuyer([
      { type: 'content', id: pack(0).id },
      { type: 'content', id: pack(1).id },
    ]);
    const [first, second] = await Promise.all([checkout(client), checkout(client)]);
    const a = checkoutOf(first);
    const b = checkoutOf(second);
    expect(b.transactionId).toBe(a.transactionId);
    expect(b.redirectUrl).toBe(a.redirectUrl);
    const userOrders = await database.db.select().from(orders).where(eq(orders.userId, userId));
    expect(userOrders).toHaveLength(1);
    const payments = await database.db
      .select()
      .from(testAcquirerPayments)
      .where(eq(testAcquirerPayments.merchantReference, a.transactionId));
    expect(payments).toHaveLength(1);
  });

  it('a late webhook: the result page asks the provider, and the webhook then changes nothing', async () => {
    const { client } = await signedUpBuyer([{ type: 'content', id: pack(2).id }]);
    const result = checkoutOf(await checkout(client));
    await payOnHostedPage(result.redirectUrl, TEST_CARDS.approves);
    // No webhook yet: the status check settles the order from the provider's answer.
    const settled = await transaction(client, result.transactionId);
    expect(settled.status).toBe('SUCCESSFUL');
    expect(await ownedIds(client)).toContain(pack(2).id);
    const cart = (await client.get('/api/v1/cart/list')).json<{ cartItems: unknown[] }>();
    expect(cart.cartItems).toHaveLength(0);
    expect(await deliverWebhooks()).toBe(1);
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, result.transactionId));
    expect(order?.status).toBe('SUCCESSFUL');
    const info = UserInfo.parse((await client.get('/api/v1/settings/user/info')).json());
    expect(
      (await mailsTo(info.email)).filter((mail) => mail.subject.includes('receipt')),
    ).toHaveLength(1);

    // Out of order: a failure for the same payment arriving after its success is ignored.
    const failure = JSON.stringify({
      id: 'evt_out_of_order_failure',
      type: 'payment.failed',
      data: {
        paymentId: settled.paymentSystemOrderId,
        merchantReference: result.transactionId,
        status: 'failed',
        amountCents: Math.round(settled.totalSum * 100),
        cardPan: '4242',
        paymentMethodToken: null,
        failureReason: 'card_declined',
      },
    });
    const response = await postWebhook(failure, signWebhook(WEBHOOK_SECRET, failure, new Date()));
    expect(response.json()).toEqual({ outcome: 'unchanged' });
    expect((await transaction(client, result.transactionId)).status).toBe('SUCCESSFUL');
  });

  it('refuses a webhook with a bad signature, an altered body or an old timestamp', async () => {
    const { client } = await signedUpBuyer([{ type: 'content', id: pack(0).id }]);
    const result = checkoutOf(await checkout(client));
    const paymentId = (await transaction(client, result.transactionId)).paymentSystemOrderId ?? '';
    const forged = JSON.stringify({
      id: 'evt_forged',
      type: 'payment.succeeded',
      data: {
        paymentId,
        merchantReference: result.transactionId,
        status: 'succeeded',
        amountCents: 1,
        cardPan: '4242',
        paymentMethodToken: null,
        failureReason: null,
      },
    });
    const wrongKey = await postWebhook(forged, signWebhook('not-the-secret', forged, new Date()));
    expect(errorOf(wrongKey, 400).errorType).toBe('InvalidSignature');
    const signed = signWebhook(WEBHOOK_SECRET, forged, new Date());
    const altered = await postWebhook(forged.replace('"amountCents":1', '"amountCents":2'), signed);
    expect(errorOf(altered, 400).errorType).toBe('InvalidSignature');
    const stale = signWebhook(WEBHOOK_SECRET, forged, new Date(Date.now() - 10 * 60 * 1000));
    expect(errorOf(await postWebhook(forged, stale), 400).errorType).toBe('InvalidSignature');
    const unsigned = await postWebhook(forged, '');
    expect(errorOf(unsigned, 400).errorType).toBe('InvalidSignature');
    expect((await transaction(client, result.transactionId)).status).toBe('PENDING');
    expect(await ownedIds(client)).not.toContain(pack(0).id);
  });

  it('a crash between payment and fulfilment: the retried webhook completes it, once', async () => {
    const { client } = await signedUpBuyer([{ type: 'content', id: pack(1).id }]);
    const result = checkoutOf(await checkout(client));
    await payOnHostedPage(result.redirectUrl, TEST_CARDS.approves);
    failNextReceipt();
    expect(await deliverWebhooks()).toBe(0);
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, result.transactionId));
    expect(order?.status).toBe('PENDING');
    expect(await ownedIds(client)).not.toContain(pack(1).id);
    const webhook = await lastWebhookOf(order?.providerPaymentId ?? '');
    expect(webhook).toMatchObject({ attempts: 1, deliveredAt: null, lastError: 'HTTP 500' });

    // Not due yet; then the back-off passes and the retry fulfils the order.
    expect(await deliverWebhooks()).toBe(0);
    clockOffsetMs += 2000;
    expect(await deliverWebhooks()).toBe(1);
    expect((await transaction(client, result.transactionId)).status).toBe('SUCCESSFUL');
    expect(await ownedIds(client)).toContain(pack(1).id);
    const info = UserInfo.parse((await client.get('/api/v1/settings/user/info')).json());
    expect(
      (await mailsTo(info.email)).filter((mail) => mail.subject.includes('receipt')),
    ).toHaveLength(1);
  });

  it('the card that needs confirmation pays once the cardholder confirms', async () => {
    const { client } = await signedUpBuyer([{ type: 'content', id: pack(2).id }]);
    const result = checkoutOf(await checkout(client));
    const path = new URL(result.redirectUrl).pathname;
    const submitted = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ number: TEST_CARDS.confirms, ...CARD }).toString(),
    });
    expect(submitted.headers.location).toBe(path);
    expect((await app.inject(path)).body).toContain('Confirm the payment');
    expect(await deliverWebhooks()).toBe(0);
    const confirmed = await app.inject({
      method: 'POST',
      url: `${path}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=confirm',
    });
    expect(new URL(String(confirmed.headers.location)).searchParams.get('success')).toBe('true');
    expect(await deliverWebhooks()).toBe(1);
    expect((await transaction(client, result.transactionId)).status).toBe('SUCCESSFUL');
  });

  it('shows a card form error on the hosted page and takes no money', async () => {
    const { client } = await signedUpBuyer([{ type: 'content', id: pack(0).id }]);
    const result = checkoutOf(await checkout(client));
    const response = await app.inject({
      method: 'POST',
      url: new URL(result.redirectUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...CARD,
        number: '4242 4242 4242 4241',
        expiry: '01/20',
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter a valid card number.');
    expect(response.body).toContain('Enter a future expiry date as MM/YY.');
    expect((await transaction(client, result.transactionId)).status).toBe('PENDING');
  });

  it('activates a paid tariff as a subscription with the card saved, and shows a trial as TRIAL', async () => {
    const { client, userId } = await signedUpBuyer([
      { type: 'tariff', id: MONTHLY, viaTrial: true },
    ]);
    const result = checkoutOf(await checkout(client));
    const back = await payOnHostedPage(result.redirectUrl, TEST_CARDS.approves);
    expect(back.searchParams.get('tariffId')).toBe(MONTHLY);
    expect(await deliverWebhooks()).toBe(1);
    const paid = await transaction(client, result.transactionId);
    expect(paid.status).toBe('TRIAL');
    expect(paid.subscription).toMatchObject({ tariffId: MONTHLY });
    expect(paid.subscription?.trialEndsAt).not.toBeNull();
    const userSubscriptions = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(userSubscriptions).toEqual([
      expect.objectContaining({
        tariffId: MONTHLY,
        status: 'ACTIVE',
        isTrial: true,
        orderId: result.transactionId,
        cardPan: '424242',
        paymentMethodToken: expect.stringMatching(/^pm_/) as unknown,
      }),
    ]);
  });

  it('an order with nothing to pay is fulfilled at once, without the provider', async () => {
    await database.db
      .insert(promoCodes)
      .values({ code: 'ALLFREE', type: 'PERCENT', value: 100 })
      .onConflictDoNothing();
    const { client } = await signedUpBuyer([{ type: 'content', id: pack(0).id }]);
    await client.post('/api/v1/cart/promo-code', { promoCode: 'ALLFREE' });
    const result = checkoutOf(await checkout(client));
    expect(result.status).toBe('SUCCESSFUL');
    expect(new URL(result.redirectUrl).searchParams.get('success')).toBe('true');
    expect(await ownedIds(client)).toContain(pack(0).id);
  });
});
