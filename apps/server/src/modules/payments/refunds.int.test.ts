import { randomUUID } from 'node:crypto';
import { ErrorBody } from '@parallax/core/contracts/common';
import { DeskOrder } from '@parallax/core/contracts/desk-customers';
import { TransactionList } from '@parallax/core/contracts/payments';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { testAcquirerPayments } from '../../providers/payments/test-acquirer/test-acquirer.schema.js';
import { TEST_CARDS } from '../../providers/payments/test-acquirer/test-cards.rules.js';
import { roleCommand } from '../../role-command.js';
import { signedUpClient } from '../../test/accounts.js';
import type { BrowserClient } from '../../test/browser-client.js';
import { naturePacksForSale } from '../../test/demo-packs.js';
import { buyWithTestCard, refundAtAcquirer } from '../../test/payments.js';
import { csrfHeaders, openTestDatabase, testConfig } from '../../test/test-app.js';
import { injectedWebhooks } from '../../test/webhooks.js';
import { auditLog } from '../audit/audit.schema.js';
import { libraryEntries } from '../library/library.schema.js';
import { ownedContentPacks } from '../ownership/ownership.schema.js';
import { subscriptionEvents, subscriptions } from '../subscriptions/subscriptions.schema.js';
import { orderRefunds, orders } from './payments.schema.js';

// The desk's refunds (support): all or part of a paid order given back through the acquirer,
// the refunded lines' access taken back, once per refund id, never more than was paid, and the
// acquirer's own refund webhook afterwards applying nothing a second time.

const MONTHLY = demoId('tariff', 'monthly');

let database: DatabaseHandle;
let app: FastifyInstance;
let packId: string;
let support: BrowserClient;
const delivered: { body: string; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const [pack] = await naturePacksForSale(database.db);
  packId = pack?.id ?? '';
  app = await buildApp(testConfig(), {
    database,
    ...injectedWebhooks(
      () => app,
      (webhook) => delivered.push(webhook),
    ),
  });
  support = await staff('ROLE_SUPPORT');
});
afterAll(() => app.close());

async function staff(role: string): Promise<BrowserClient> {
  const { client, email } = await signedUpClient(app, 'staff');
  const result = await roleCommand(database.db, ['grant', email, role]);
  expect(result.exitCode, result.message).toBe(0);
  return client;
}

async function deliverWebhooks(): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/dev/test-acquirer/deliver' });
  return response.json<{ delivered: number }>().delivered;
}

/** A new buyer who paid for `items`; the order settled by the acquirer's webhook. */
async function buyer(items: unknown[]) {
  const account = await signedUpClient(app, 'buyer');
  const orderId = await buyWithTestCard(app, account.client, items);
  expect(await deliverWebhooks()).toBeGreaterThan(0);
  return { ...account, orderId };
}

const refund = (orderId: string, body: Record<string, unknown>, client = support) =>
  client.post(`/api/v1/desk/orders/${orderId}/refunds`, { refundId: randomUUID(), ...body });

async function acquirerPayment(orderId: string) {
  const [payment] = await database.db
    .select()
    .from(testAcquirerPayments)
    .where(eq(testAcquirerPayments.merchantReference, orderId));
  if (!payment) throw new Error('no payment');
  return payment;
}

async function orderRow(orderId: string) {
  const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error('no order');
  return order;
}

const refundsOf = (orderId: string) =>
  database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));

async function holds(userId: string) {
  const owned = await database.db
    .select()
    .from(ownedContentPacks)
    .where(eq(ownedContentPacks.userId, userId));
  const library = await database.db
    .select()
    .from(libraryEntries)
    .where(eq(libraryEntries.userId, userId));
  return {
    owned: owned.map((row) => row.contentPackId),
    library: library.map((r) => r.contentPackId),
  };
}

async function transactionsOf(client: BrowserClient) {
  return TransactionList.parse((await client.get('/api/v1/transaction/list')).json());
}

describe('the door', () => {
  it('a guest gets 401; a customer, an editor and finance 403', async () => {
    const { orderId } = await buyer([{ type: 'content', id: packId }]);
    const guest = await app.inject({
      method: 'POST',
      url: `/api/v1/desk/orders/${orderId}/refunds`,
      payload: { refundId: randomUUID(), amount: 1 },
      headers: csrfHeaders,
    });
    expect(guest.statusCode).toBe(401);
    const customer = (await signedUpClient(app, 'customer')).client;
    for (const client of [customer, await staff('ROLE_EDITOR'), await staff('ROLE_FINANCE')]) {
      const response = await refund(orderId, { amount: 1 }, client);
      expect(response.statusCode).toBe(403);
    }
    expect(await refundsOf(orderId)).toHaveLength(0);
  });
});

describe('a refund of a pack purchase', () => {
  it('in full: the pack leaves the library, the order and the transaction are REFUNDED', async () => {
    const { client, userId, orderId } = await buyer([{ type: 'content', id: packId }]);
    expect((await holds(userId)).library).toContain(packId);
    const { totalCents } = await orderRow(orderId);
    const response = await refund(orderId, { itemIds: [packId], reason: 'Bought by mistake' });
    expect(response.statusCode, response.body).toBe(200);
    const order = DeskOrder.parse(response.json());
    expect(order).toMatchObject({ status: 'REFUNDED', refundable: 0, total: totalCents / 100 });
    expect(order.lines[0]).toMatchObject({ id: packId, isRefunded: true });
    expect(await holds(userId)).toEqual({ owned: [], library: [] });
    expect((await acquirerPayment(orderId)).refundedCents).toBe(totalCents);
    const [transaction] = await transactionsOf(client);
    expect(transaction).toMatchObject({ status: 'REFUNDED', refundedSum: totalCents / 100 });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, orderId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toMatchObject({ status: 'SUCCESSFUL', refundedCents: 0 });
    expect(audit[0]?.after).toMatchObject({ status: 'REFUNDED', refundedCents: totalCents });
    // The acquirer's own webhook of that refund changes nothing.
    expect(await deliverWebhooks()).toBe(1);
    expect((await orderRow(orderId)).refundedCents).toBe(totalCents);
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  it('in part (an amount only): the status stays, the refunded sum shows, the pack stays', async () => {
    const { client, userId, orderId } = await buyer([{ type: 'content', id: packId }]);
    const response = await refund(orderId, { amount: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const order = DeskOrder.parse(response.json());
    expect(order).toMatchObject({ status: 'SUCCESSFUL', refunded: 1 });
    expect(order.refundable).toBeCloseTo(order.total - 1, 2);
    expect((await holds(userId)).library).toContain(packId);
    const [transaction] = await transactionsOf(client);
    expect(transaction).toMatchObject({ status: 'SUCCESSFUL', refundedSum: 1 });
    expect((await acquirerPayment(orderId)).refundedCents).toBe(100);
  });

  it('all that is left, as an amount alone: every line not refunded yet is taken back', async () => {
    const { userId, orderId } = await buyer([{ type: 'content', id: packId }]);
    const { totalCents } = await orderRow(orderId);
    const response = await refund(orderId, { amount: totalCents / 100 });
    expect(response.statusCode, response.body).toBe(200);
    const order = DeskOrder.parse(response.json());
    expect(order).toMatchObject({ status: 'REFUNDED', refundable: 0 });
    expect(order.lines[0]).toMatchObject({ id: packId, isRefunded: true });
    expect(await holds(userId)).toEqual({ owned: [], library: [] });
  });

  it('the same refund id twice refunds once (the acquirer asked once)', async () => {
    const { orderId } = await buyer([{ type: 'content', id: packId }]);
    const body = { refundId: randomUUID(), amount: 1 };
    const first = await support.post(`/api/v1/desk/orders/${orderId}/refunds`, body);
    const second = await support.post(`/api/v1/desk/orders/${orderId}/refunds`, body);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(DeskOrder.parse(second.json()).refunded).toBe(1);
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect((await acquirerPayment(orderId)).refundedCents).toBe(100);
  });

  it('a success webhook that arrives after the refund does not sell the order again', async () => {
    const { client, userId } = await signedUpClient(app, 'buyer');
    const orderId = await buyWithTestCard(app, client, [{ type: 'content', id: packId }]);
    // The webhook is late: the result page's check with the acquirer settles the order first.
    const polled = await client.get(`/api/v1/transaction/${orderId}`);
    expect(polled.json<{ status: string }>().status).toBe('SUCCESSFUL');
    expect(await refund(orderId, { itemIds: [packId] })).toMatchObject({ statusCode: 200 });
    // Then the success webhook (and the refund's) arrive.
    expect(await deliverWebhooks()).toBeGreaterThanOrEqual(2);
    expect((await orderRow(orderId)).status).toBe('REFUNDED');
    expect(await holds(userId)).toEqual({ owned: [], library: [] });
  });

  it('more than is left: 409 and nothing written; two refunds at once never pass the total', async () => {
    const { orderId } = await buyer([{ type: 'content', id: packId }]);
    const { totalCents } = await orderRow(orderId);
    const tooMuch = await refund(orderId, { amount: totalCents / 100 + 1 });
    expect(tooMuch.statusCode).toBe(409);
    expect(ErrorBody.parse(tooMuch.json()).errorType).toBe('RefundTooLarge');
    expect(await refundsOf(orderId)).toHaveLength(0);
    expect((await orderRow(orderId)).refundedCents).toBe(0);
    expect((await acquirerPayment(orderId)).refundedCents).toBe(0);
    // Each of two at once asks for more than half: one passes.
    const share = Math.floor((totalCents * 0.6) / 100);
    const both = await Promise.all([
      refund(orderId, { amount: share }),
      refund(orderId, { amount: share }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await orderRow(orderId)).refundedCents).toBe(share * 100);
    expect((await acquirerPayment(orderId)).refundedCents).toBe(share * 100);
  });

  it('refuses a line not in the order (400) and an order never paid (409)', async () => {
    const { orderId } = await buyer([{ type: 'content', id: packId }]);
    const notALine = await refund(orderId, { itemIds: [randomUUID()] });
    expect(notALine.statusCode).toBe(400);
    const nothing = await refund(orderId, {});
    expect(nothing.statusCode).toBe(400);
    expect(await refundsOf(orderId)).toHaveLength(0);
    const unknown = await refund(randomUUID(), { amount: 1 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a refund made at the acquirer alone (its own dashboard)', () => {
  it('is recorded from its webhook: in full, the pack goes and the order is REFUNDED', async () => {
    const { userId, orderId } = await buyer([{ type: 'content', id: packId }]);
    const payment = await acquirerPayment(orderId);
    await refundAtAcquirer(database.db, payment.id, payment.amountCents);
    expect(await deliverWebhooks()).toBe(1);
    const [recorded] = await refundsOf(orderId);
    expect(recorded).toMatchObject({ amountCents: payment.amountCents, actorId: null });
    expect(recorded?.settledAt).not.toBeNull();
    expect(await orderRow(orderId)).toMatchObject({
      status: 'REFUNDED',
      refundedCents: payment.amountCents,
    });
    expect(await holds(userId)).toEqual({ owned: [], library: [] });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, orderId)));
    expect(entry?.actorEmail).toBe('payment provider');
  });
});

describe('when the acquirer’s answer is lost, or it refuses', () => {
  /** A buyer of the pack who paid with the test card whose refunds' first answer is lost. */
  async function lateBuyer() {
    const account = await signedUpClient(app, 'buyer');
    const items = [{ type: 'content', id: packId }];
    const orderId = await buyWithTestCard(app, account.client, items, TEST_CARDS.refundAnswerLost);
    expect(await deliverWebhooks()).toBeGreaterThan(0);
    return { ...account, orderId };
  }

  it('a lost answer keeps the refund pending (202); the same id again finishes it, refunded once', async () => {
    const { userId, orderId } = await lateBuyer();
    const { totalCents } = await orderRow(orderId);
    const body = { refundId: randomUUID(), itemIds: [packId], reason: 'Not as described' };
    const lost = await support.post(`/api/v1/desk/orders/${orderId}/refunds`, body);
    expect(lost.statusCode, lost.body).toBe(202);
    const shown = DeskOrder.parse(lost.json());
    expect(shown).toMatchObject({ status: 'SUCCESSFUL', refundable: 0 });
    expect(shown.refunds).toMatchObject([{ id: body.refundId, isSettled: false }]);
    expect(shown.lines[0]).toMatchObject({ id: packId, isRefunded: false });
    // Held while pending: another refund cannot take the same money or line.
    expect((await orderRow(orderId)).refundedCents).toBe(totalCents);
    expect((await refund(orderId, { amount: 1 })).statusCode).toBe(409);
    const [pending] = await refundsOf(orderId);
    expect(pending?.settledAt).toBeNull();
    expect((await holds(userId)).library).toContain(packId);
    expect((await acquirerPayment(orderId)).refundedCents).toBe(totalCents);

    const again = await support.post(`/api/v1/desk/orders/${orderId}/refunds`, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(DeskOrder.parse(again.json())).toMatchObject({ status: 'REFUNDED', refundable: 0 });
    expect((await refundsOf(orderId))[0]?.settledAt).not.toBeNull();
    expect(await holds(userId)).toEqual({ owned: [], library: [] });
    expect((await acquirerPayment(orderId)).refundedCents).toBe(totalCents);
    // The acquirer's webhook of it adds nothing; one audit row.
    await deliverWebhooks();
    expect((await orderRow(orderId)).refundedCents).toBe(totalCents);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, orderId)));
    expect(audit).toHaveLength(1);
  });

  it('a lost answer is settled by the acquirer’s refund webhook, the desk never asked again', async () => {
    const { userId, orderId } = await lateBuyer();
    const lost = await refund(orderId, { itemIds: [packId], reason: 'Duplicate purchase' });
    expect(lost.statusCode, lost.body).toBe(202);
    expect(await deliverWebhooks()).toBe(1);
    const [settled] = await refundsOf(orderId);
    expect(settled?.settledAt).not.toBeNull();
    expect((await orderRow(orderId)).status).toBe('REFUNDED');
    expect(await holds(userId)).toEqual({ owned: [], library: [] });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, orderId)));
    // Recorded as the operator's who asked for it.
    expect(entry?.actorEmail).toMatch(/@/);
  });

  it('a refusal changes nothing: no refund row, nothing held, the pack kept', async () => {
    const { userId, orderId } = await buyer([{ type: 'content', id: packId }]);
    const payment = await acquirerPayment(orderId);
    // Refunded at the acquirer directly (its own dashboard), not yet told here.
    await database.db
      .update(testAcquirerPayments)
      .set({ refundedCents: payment.amountCents })
      .where(eq(testAcquirerPayments.id, payment.id));
    const refused = await refund(orderId, { amount: 1 });
    expect(refused.statusCode, refused.body).toBe(503);
    expect(ErrorBody.parse(refused.json()).message).toMatch(/refused/);
    expect(await refundsOf(orderId)).toHaveLength(0);
    expect((await orderRow(orderId)).refundedCents).toBe(0);
    expect((await holds(userId)).library).toContain(packId);
  });
});

describe('a refund of a tariff', () => {
  const subscriptionOf = async (userId: string) => {
    const [row] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    if (!row) throw new Error('no subscription');
    return row;
  };
  const eventsOf = async (subscriptionId: string) =>
    (
      await database.db
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
        .orderBy(asc(subscriptionEvents.at), asc(subscriptionEvents.id))
    ).map((row) => `${row.event}→${row.toStatus}`);

  it('its line: the subscription is REFUNDED, its mandate cancelled; the webhook adds nothing', async () => {
    const { userId, orderId } = await buyer([{ type: 'tariff', id: MONTHLY, viaTrial: false }]);
    const response = await refund(orderId, { itemIds: [MONTHLY] });
    expect(response.statusCode, response.body).toBe(200);
    expect(DeskOrder.parse(response.json()).status).toBe('REFUNDED');
    const subscription = await subscriptionOf(userId);
    expect(subscription.status).toBe('REFUNDED');
    expect((await acquirerPayment(orderId)).mandateRevokedAt).not.toBeNull();
    await deliverWebhooks();
    expect(await eventsOf(subscription.id)).toEqual(['paid→ACTIVE', 'refunded→REFUNDED']);
  });

  it('an amount only: the subscription stays ACTIVE, and the acquirer’s webhook keeps it so', async () => {
    const { userId, orderId } = await buyer([{ type: 'tariff', id: MONTHLY, viaTrial: false }]);
    const response = await refund(orderId, { amount: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const sentBefore = delivered.length;
    expect(await deliverWebhooks()).toBe(1);
    expect(JSON.parse(delivered[sentBefore]?.body ?? '{}')).toMatchObject({
      type: 'payment.refunded',
    });
    expect((await subscriptionOf(userId)).status).toBe('ACTIVE');
  });
});
