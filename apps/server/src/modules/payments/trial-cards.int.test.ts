import { TransactionDto } from '@parallax/core/contracts/payments';
import { ActiveSubscription } from '@parallax/core/contracts/subscriptions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import type { BrowserClient } from '../../test/browser-client.js';
import { buyWithTestCard } from '../../test/payments.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { injectedWebhooks } from '../../test/webhooks.js';
import { subscriptions, trialCards } from '../subscriptions/subscriptions.schema.js';
import { orders } from './payments.schema.js';
import { testAcquirerPayments } from '../../providers/payments/test-acquirer/test-acquirer.schema.js';
import { TEST_CARDS } from '../../providers/payments/test-acquirer/test-cards.rules.js';

// A trial is sold once per card (spec 1 §3 Tariff trial): the test acquirer tells the merchant a
// fingerprint of the card given on its page (a keyed hash, never the number), and fulfilment
// refuses a trial paid with a card that already paid for one, on whichever account: the order
// fails with its reason, nothing of it is granted, and the payment goes back whole.

const MONTHLY = demoId('tariff', 'monthly');

let database: DatabaseHandle;
let app: FastifyInstance;
/** Every webhook delivered, to replay it. */
const delivered: { body: string; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), {
    database,
    ...injectedWebhooks(
      () => app,
      (webhook) => delivered.push(webhook),
    ),
  });
});
afterAll(() => app.close());

const deliverWebhooks = async () =>
  (await app.inject({ method: 'POST', url: '/api/dev/test-acquirer/deliver' })).json<{
    delivered: number;
  }>().delivered;

/** Puts the monthly trial in the cart, checks out and pays on the hosted page with `number`. */
const payForTrial = (client: BrowserClient, number: string) =>
  buyWithTestCard(app, client, [{ type: 'tariff', id: MONTHLY, viaTrial: true }], number);

async function acquirerPaymentOf(orderId: string) {
  const [payment] = await database.db
    .select()
    .from(testAcquirerPayments)
    .where(eq(testAcquirerPayments.merchantReference, orderId));
  if (!payment) throw new Error(`no payment for ${orderId}`);
  return payment;
}

const subscriptionsOf = (userId: string) =>
  database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

async function transaction(client: BrowserClient, id: string) {
  return TransactionDto.parse((await client.get(`/api/v1/transaction/${id}`)).json());
}

describe('the card’s fingerprint', () => {
  it('is the same for one card, differs between cards, and never holds the number', async () => {
    const { client: first } = await signedUpClient(app, 'fingerprint');
    const { client: second } = await signedUpClient(app, 'fingerprint');
    const { client: third } = await signedUpClient(app, 'fingerprint');
    const sentBefore = delivered.length;
    const one = await acquirerPaymentOf(await payForTrial(first, TEST_CARDS.declines));
    const same = await acquirerPaymentOf(await payForTrial(second, TEST_CARDS.declines));
    const other = await acquirerPaymentOf(await payForTrial(third, TEST_CARDS.confirms));
    expect(one.cardFingerprint).toMatch(/^fp_[\w-]{24}$/);
    expect(same.cardFingerprint).toBe(one.cardFingerprint);
    expect(other.cardFingerprint).toMatch(/^fp_/);
    expect(other.cardFingerprint).not.toBe(one.cardFingerprint);
    await deliverWebhooks();
    const webhooks = delivered.slice(sentBefore).map(({ body }) => body);
    expect(webhooks.some((body) => body.includes(one.cardFingerprint ?? 'none'))).toBe(true);
    for (const body of webhooks) expect(body).not.toContain(TEST_CARDS.declines);
  });
});

describe('a trial paid with a card that already paid for a trial', () => {
  it('fails with its reason on another account, grants nothing and refunds the payment; replays change nothing', async () => {
    const { client: first, userId: firstId } = await signedUpClient(app, 'firsttrial');
    const firstOrder = await payForTrial(first, TEST_CARDS.approves);
    await deliverWebhooks();
    expect(await transaction(first, firstOrder)).toMatchObject({ status: 'TRIAL' });
    const [trial] = await subscriptionsOf(firstId);
    expect(trial).toMatchObject({ status: 'ACTIVE', isTrial: true });

    // The same card on a new account.
    const { client: second, userId: secondId } = await signedUpClient(app, 'secondtrial');
    const sentBefore = delivered.length;
    const secondOrder = await payForTrial(second, TEST_CARDS.approves);
    const payment = await acquirerPaymentOf(secondOrder);
    expect(payment.cardFingerprint).toBe((await acquirerPaymentOf(firstOrder)).cardFingerprint);
    await deliverWebhooks();
    expect(await transaction(second, secondOrder)).toMatchObject({
      status: 'FAILED',
      failureReason: 'trial_card_used',
      cardPan: TEST_CARDS.approves.slice(-6),
    });
    expect(await subscriptionsOf(secondId)).toEqual([]);
    expect(
      ActiveSubscription.parse((await second.get('/api/v1/subscriptions/active')).json()),
    ).toEqual({ subscription: null, ended: null });
    // The whole payment went back, once.
    expect((await acquirerPaymentOf(secondOrder)).refundedCents).toBe(payment.amountCents);
    // The card keeps its first trial: the row names the first account's subscription.
    const cards = await database.db.select().from(trialCards);
    expect(cards.filter((card) => card.cardFingerprint === payment.cardFingerprint)).toEqual([
      expect.objectContaining({ provider: 'test', subscriptionId: trial?.id }),
    ]);

    // The payment's webhook again, then the refund's and the result page's status check.
    const succeeded = delivered
      .slice(sentBefore)
      .find((webhook) => webhook.body.includes('"payment.succeeded"'));
    if (!succeeded) throw new Error('no payment.succeeded webhook');
    const replay = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/test',
      payload: succeeded.body,
      headers: succeeded.headers,
    });
    expect(replay.json()).toEqual({ outcome: 'duplicate' });
    await deliverWebhooks();
    expect(await transaction(second, secondOrder)).toMatchObject({
      status: 'FAILED',
      failureReason: 'trial_card_used',
    });
    expect(await subscriptionsOf(secondId)).toEqual([]);
    expect((await acquirerPaymentOf(secondOrder)).refundedCents).toBe(payment.amountCents);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, secondOrder));
    expect(order?.status).toBe('FAILED');
  });

  it('outlives the account that had the trial; another card of the refused buyer takes it', async () => {
    const { client: first, userId: firstId } = await signedUpClient(app, 'deleted');
    const firstOrder = await payForTrial(first, TEST_CARDS.declinesLater);
    await deliverWebhooks();
    expect(await transaction(first, firstOrder)).toMatchObject({ status: 'TRIAL' });
    // The trial runs out (as the billing run leaves it), and the account is deleted.
    await database.db
      .update(subscriptions)
      .set({ status: 'EXPIRED' })
      .where(eq(subscriptions.userId, firstId));
    const deleted = await first.request('DELETE', '/store/api/v1/settings/user');
    expect(deleted.statusCode, deleted.body).toBe(204);

    const { client: next, userId: nextId } = await signedUpClient(app, 'nextaccount');
    const refusedOrder = await payForTrial(next, TEST_CARDS.declinesLater);
    await deliverWebhooks();
    expect(await transaction(next, refusedOrder)).toMatchObject({
      status: 'FAILED',
      failureReason: 'trial_card_used',
    });
    expect(await subscriptionsOf(nextId)).toEqual([]);
    // The same cart (kept after the failure), paid with a card that never had a trial.
    const acceptedOrder = await payForTrial(next, TEST_CARDS.approvesMastercard);
    await deliverWebhooks();
    expect(await transaction(next, acceptedOrder)).toMatchObject({ status: 'TRIAL' });
    expect(await subscriptionsOf(nextId)).toEqual([
      expect.objectContaining({ status: 'ACTIVE', isTrial: true }),
    ]);
  });
});
