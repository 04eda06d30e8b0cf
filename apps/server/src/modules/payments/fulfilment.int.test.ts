import { UserInfo } from '@parallax/core/contracts/auth';
import type { DevOutboxMessage } from '@parallax/core/contracts/auth';
import { CheckoutResponse, TransactionDto } from '@parallax/core/contracts/payments';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { users } from '../auth/auth.schema.js';
import { cartItems, carts, promoCodes } from '../cart/cart.schema.js';
import { ownedContentPacks, ownedPresaleCategories } from '../ownership/ownership.schema.js';
import { subscriptions } from '../subscriptions/subscriptions.schema.js';
import { orders } from './payments.schema.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { naturePacksForSale } from '../../test/demo-packs.js';
import { receiptFailingMailer } from '../../test/mail.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { TEST_CARDS } from '../../providers/payments/test-acquirer/test-cards.rules.js';

// Fulfilment writes the tables of several modules (ownership, subscriptions, cart and promo codes,
// the account, the receipt), each through its owner's service with the payment's one
// transaction. A failure at the last step (the receipt) must leave every one of them unchanged.

const SPORT = demoId('category', 'sport');
const MONTHLY = demoId('tariff', 'monthly');
const CARD = { number: TEST_CARDS.approves, expiry: '12/39', cvc: '123', name: 'Ada Lovelace' };

let database: DatabaseHandle;
let app: FastifyInstance;
let packId: string;
/** Set to make the next receipt fail, as a crash at the end of fulfilment would. */
let failNextReceipt: () => void;

beforeAll(async () => {
  database = await openTestDatabase();
  const [pack] = await naturePacksForSale(database.db);
  packId = pack?.id ?? '';
  const { mailer, failNextReceipt: armReceiptFailure } = receiptFailingMailer(database.db);
  failNextReceipt = armReceiptFailure;
  // No webhooks: the result page's status check settles (and retries) the payment.
  app = await buildApp(testConfig(), { database, mailer, backgroundWebhooks: false });
});
afterAll(() => app.close());

/** Checks out, and pays on the hosted page; the order stays PENDING until it is settled. */
async function paidCheckout(client: BrowserClient, body: Record<string, unknown> = {}) {
  const response = await client.post('/api/v1/checkout', {
    paymentMethod: 'card',
    acquiringType: 'test',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { transactionId, redirectUrl } = CheckoutResponse.parse(response.json());
  const paid = await app.inject({
    method: 'POST',
    url: new URL(redirectUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(CARD).toString(),
  });
  expect(paid.statusCode, paid.body).toBe(303);
  return transactionId;
}

/** The result page's status check, which settles a paid order. */
const settle = (client: BrowserClient, transactionId: string) =>
  client.get(`/api/v1/transaction/${transactionId}`);

async function mailsTo(email: string): Promise<string[]> {
  return (await app.inject('/api/dev/outbox'))
    .json<DevOutboxMessage[]>()
    .filter((message) => message.to === email)
    .map((message) => message.subject)
    .sort();
}

/** What fulfilment writes, module by module, as the database holds it. */
async function written(userId: string, email: string, orderId: string) {
  const db = database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const packs = await db
    .select({ id: ownedContentPacks.contentPackId })
    .from(ownedContentPacks)
    .where(eq(ownedContentPacks.userId, userId));
  const presales = await db
    .select({ id: ownedPresaleCategories.categoryId })
    .from(ownedPresaleCategories)
    .where(eq(ownedPresaleCategories.userId, userId));
  const subscriptionRows = await db
    .select({ tariffId: subscriptions.tariffId, orderId: subscriptions.orderId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const [promo] = await db
    .select({ usedCount: promoCodes.usedCount })
    .from(promoCodes)
    .where(eq(promoCodes.code, 'WELCOME10'));
  const [cart] = await db.select().from(carts).where(eq(carts.userId, userId));
  const cartRows = await db
    .select({ id: cartItems.itemId })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.position));
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return {
    order: order?.status,
    packs: packs.map((row) => row.id),
    presales: presales.map((row) => row.id),
    subscriptions: subscriptionRows,
    promoUses: promo?.usedCount,
    cart: { promoCode: cart?.promoCode ?? null, items: cartRows.map((row) => row.id) },
    account: user?.status,
    mails: await mailsTo(email),
  };
}

describe('fulfilling a paid order', () => {
  it('from the server cart: a crash at the receipt changes no module; the retry every one, once', async () => {
    const { client, userId } = await signedUpClient(app, 'fulfil');
    const { email } = UserInfo.parse((await client.get('/api/v1/settings/user/info')).json());
    const items = [
      { type: 'content', id: packId },
      { type: 'presale', id: SPORT },
      { type: 'tariff', id: MONTHLY, viaTrial: false },
    ];
    expect((await client.post('/api/v1/cart/items', { items })).statusCode).toBe(200);
    const promo = await client.post('/api/v1/cart/promo-code', { promoCode: 'WELCOME10' });
    expect(promo.statusCode, promo.body).toBe(200);
    const orderId = await paidCheckout(client);
    const before = await written(userId, email, orderId);
    expect(before).toMatchObject({
      order: 'PENDING',
      packs: [],
      presales: [],
      subscriptions: [],
      cart: { promoCode: 'WELCOME10', items: [packId, SPORT, MONTHLY] },
    });

    failNextReceipt();
    expect((await settle(client, orderId)).statusCode).toBe(500);
    expect(await written(userId, email, orderId)).toEqual(before);

    const settled = await settle(client, orderId);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(TransactionDto.parse(settled.json()).status).toBe('SUCCESSFUL');
    const after = {
      ...before,
      order: 'SUCCESSFUL',
      packs: [packId],
      presales: [SPORT],
      subscriptions: [{ tariffId: MONTHLY, orderId }],
      promoUses: (before.promoUses ?? 0) + 1,
      cart: { promoCode: null, items: [] },
      mails: [...before.mails, 'Your Parallax receipt'].sort(),
    };
    expect(await written(userId, email, orderId)).toEqual(after);
    // Settled: asking again changes nothing.
    expect((await settle(client, orderId)).statusCode).toBe(200);
    expect(await written(userId, email, orderId)).toEqual(after);
  });

  it("by a guest: the account's activation waits for the same transaction", async () => {
    const client = new BrowserClient(app);
    const email = `fulfil-guest${Math.floor(Math.random() * 1e9)}@example.com`;
    const orderId = await paidCheckout(client, {
      email,
      cart: { contents: [{ id: packId }], presaleCategoryIds: [] },
    });
    const { id: userId } = UserInfo.parse((await client.get('/api/v1/settings/user/info')).json());
    const before = await written(userId, email, orderId);
    expect(before).toMatchObject({ account: 'InitializedViaPayment', packs: [], mails: [] });

    failNextReceipt();
    expect((await settle(client, orderId)).statusCode).toBe(500);
    expect(await written(userId, email, orderId)).toEqual(before);

    expect((await settle(client, orderId)).statusCode).toBe(200);
    expect(await written(userId, email, orderId)).toEqual({
      ...before,
      order: 'SUCCESSFUL',
      packs: [packId],
      account: 'NotSetPassword',
      mails: ['Finish setting up your Parallax account', 'Your Parallax receipt'],
    });
  });
});
