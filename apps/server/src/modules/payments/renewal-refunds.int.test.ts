import { randomUUID } from 'node:crypto';
import { ErrorBody } from '@parallax/core/contracts/common';
import { CustomerDetail, DeskSubscription } from '@parallax/core/contracts/desk-customers';
import { SalesReport } from '@parallax/core/contracts/desk-sales';
import { ClockState } from '@parallax/core/contracts/subscriptions';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { testAcquirerPayments } from '../../providers/payments/test-acquirer/test-acquirer.schema.js';
import { TEST_CARDS } from '../../providers/payments/test-acquirer/test-cards.rules.js';
import { signedUpClient } from '../../test/accounts.js';
import type { BrowserClient } from '../../test/browser-client.js';
import { buyWithTestCard } from '../../test/payments.js';
import { staffClient } from '../../test/staff.js';
import { csrfHeaders, openTestDatabase, testConfig } from '../../test/test-app.js';
import { injectedWebhooks } from '../../test/webhooks.js';
import { auditLog } from '../audit/audit.schema.js';
import {
  subscriptionCharges,
  subscriptionEvents,
  subscriptions,
} from '../subscriptions/subscriptions.schema.js';
import { orderRefunds } from './payments.schema.js';

// The desk's refunds of renewals (support): all or part of a subscription's paid renewal charge
// given back through the acquirer, once per refund id, never more than the charge paid; in full,
// the charge refunded and the subscription REFUNDED; the acquirer's refund webhook afterwards
// applying nothing a second time.

const MONTHLY = demoId('tariff', 'monthly');

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), { database, ...injectedWebhooks(() => app) });
});
afterAll(() => app.close());

async function deliverWebhooks(): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/dev/test-acquirer/deliver' });
  return response.json<{ delivered: number }>().delivered;
}

async function advance(days: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/dev/clock/advance',
    payload: { days },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ClockState.parse(response.json());
}

/**
 * A subscriber to the monthly tariff whose first renewal was charged (the clock moved a month
 * on, which ends every session made before: staff sign up after it).
 */
async function renewedSubscriber(card?: string) {
  const { client, userId } = await signedUpClient(app, 'subscriber');
  const items = [{ type: 'tariff', id: MONTHLY, viaTrial: false }];
  const orderId = await buyWithTestCard(app, client, items, card);
  await deliverWebhooks();
  await advance(30);
  await deliverWebhooks();
  const [subscription] = await database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (!subscription) throw new Error('no subscription');
  const [renewal] = await database.db
    .select()
    .from(subscriptionCharges)
    .where(
      and(
        eq(subscriptionCharges.subscriptionId, subscription.id),
        eq(subscriptionCharges.kind, 'renewal'),
      ),
    );
  expect(renewal).toMatchObject({ status: 'succeeded', periodIndex: 1 });
  if (!renewal) throw new Error('no renewal');
  const support = await staffClient(app, database.db, 'ROLE_SUPPORT');
  return { userId, orderId, subscription, renewal, support };
}

const refund = (client: BrowserClient, chargeId: string, body: Record<string, unknown>) =>
  client.post(`/api/v1/desk/renewals/${chargeId}/refunds`, { refundId: randomUUID(), ...body });

async function acquirerPayment(reference: string) {
  const [payment] = await database.db
    .select()
    .from(testAcquirerPayments)
    .where(eq(testAcquirerPayments.merchantReference, reference));
  if (!payment) throw new Error('no payment');
  return payment;
}

async function chargeRow(chargeId: string) {
  const [charge] = await database.db
    .select()
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.id, chargeId));
  return charge;
}

async function subscriptionStatus(subscriptionId: string) {
  const [row] = await database.db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  return row?.status;
}

const refundsOf = (chargeId: string) =>
  database.db.select().from(orderRefunds).where(eq(orderRefunds.chargeId, chargeId));

const auditOf = (chargeId: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'renewal.refund'), eq(auditLog.entityId, chargeId)));

async function eventsOf(subscriptionId: string) {
  const rows = await database.db
    .select({ event: subscriptionEvents.event, to: subscriptionEvents.toStatus })
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionEvents.at), asc(subscriptionEvents.id));
  return rows.map((row) => `${row.event}→${row.to}`);
}

describe('the door', () => {
  it('a guest gets 401; a customer, an editor and finance 403; nothing is written', async () => {
    const { renewal } = await renewedSubscriber();
    const guest = await app.inject({
      method: 'POST',
      url: `/api/v1/desk/renewals/${renewal.id}/refunds`,
      payload: { refundId: randomUUID(), amount: 1 },
      headers: csrfHeaders,
    });
    expect(guest.statusCode).toBe(401);
    const others = [
      (await signedUpClient(app, 'customer')).client,
      await staffClient(app, database.db, 'ROLE_EDITOR'),
      await staffClient(app, database.db, 'ROLE_FINANCE'),
    ];
    for (const client of others) {
      expect((await refund(client, renewal.id, { amount: 1 })).statusCode).toBe(403);
    }
    expect(await refundsOf(renewal.id)).toHaveLength(0);
  });
});

describe('a refund of a renewal', () => {
  it('in full: the charge refunded, the subscription REFUNDED; the webhook changes nothing', async () => {
    const { userId, orderId, subscription, renewal, support } = await renewedSubscriber();
    const response = await refund(support, renewal.id, { reason: 'Forgot to cancel' });
    expect(response.statusCode, response.body).toBe(200);
    const shown = DeskSubscription.parse(response.json());
    expect(shown).toMatchObject({ id: subscription.id, status: 'REFUNDED' });
    expect(shown.renewals).toMatchObject([
      {
        id: renewal.id,
        status: 'refunded',
        amount: renewal.amountCents / 100,
        refunded: renewal.amountCents / 100,
        refundable: 0,
        refunds: [{ reason: 'Forgot to cancel', isSettled: true }],
      },
    ]);
    expect((await chargeRow(renewal.id))?.status).toBe('refunded');
    expect((await acquirerPayment(renewal.id)).refundedCents).toBe(renewal.amountCents);
    expect((await acquirerPayment(orderId)).mandateRevokedAt).not.toBeNull();
    const audit = await auditOf(renewal.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityType: 'subscription_charge' });
    expect(audit[0]?.before).toMatchObject({ status: 'succeeded', refundedCents: 0 });
    expect(audit[0]?.after).toMatchObject({
      status: 'refunded',
      refundedCents: renewal.amountCents,
    });
    const events = await eventsOf(subscription.id);
    expect(events.at(-1)).toBe('refunded→REFUNDED');
    // The acquirer's own webhook of that refund changes nothing.
    expect(await deliverWebhooks()).toBeGreaterThan(0);
    expect(await eventsOf(subscription.id)).toEqual(events);
    expect(await refundsOf(renewal.id)).toHaveLength(1);
    expect(await auditOf(renewal.id)).toHaveLength(1);
    // The customer's page shows it.
    const detail = CustomerDetail.parse(
      (await support.get(`/api/v1/desk/customers/${userId}`)).json(),
    );
    expect(detail.subscriptions[0]?.renewals[0]).toMatchObject({ id: renewal.id, refundable: 0 });
  });

  it('in part: the subscription stays ACTIVE, also after the acquirer’s webhook', async () => {
    const { subscription, renewal, support } = await renewedSubscriber();
    const response = await refund(support, renewal.id, { amount: 5 });
    expect(response.statusCode, response.body).toBe(200);
    const [shown] = DeskSubscription.parse(response.json()).renewals;
    expect(shown).toMatchObject({ status: 'succeeded', refunded: 5 });
    expect(shown?.refundable).toBeCloseTo(renewal.amountCents / 100 - 5, 2);
    expect(await deliverWebhooks()).toBeGreaterThan(0);
    expect(await subscriptionStatus(subscription.id)).toBe('ACTIVE');
    expect((await chargeRow(renewal.id))?.status).toBe('succeeded');
    expect((await acquirerPayment(renewal.id)).refundedCents).toBe(500);
    expect(await auditOf(renewal.id)).toHaveLength(1);
    // The rest, later: now it is all back, and the subscription REFUNDED.
    const rest = await refund(support, renewal.id, {});
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await subscriptionStatus(subscription.id)).toBe('REFUNDED');
    expect((await acquirerPayment(renewal.id)).refundedCents).toBe(renewal.amountCents);
  });

  it('more than is left: 409 and nothing written; not a paid renewal: 409; unknown: 404', async () => {
    const { subscription, renewal, support } = await renewedSubscriber();
    const tooMuch = await refund(support, renewal.id, { amount: renewal.amountCents / 100 + 1 });
    expect(tooMuch.statusCode).toBe(409);
    expect(ErrorBody.parse(tooMuch.json()).errorType).toBe('RefundTooLarge');
    expect(await refundsOf(renewal.id)).toHaveLength(0);
    expect((await acquirerPayment(renewal.id)).refundedCents).toBe(0);
    expect(await auditOf(renewal.id)).toHaveLength(0);
    const [initial] = await database.db
      .select()
      .from(subscriptionCharges)
      .where(
        and(
          eq(subscriptionCharges.subscriptionId, subscription.id),
          eq(subscriptionCharges.kind, 'initial'),
        ),
      );
    const notRenewal = await refund(support, initial?.id ?? '', { amount: 1 });
    expect(notRenewal.statusCode).toBe(409);
    expect(ErrorBody.parse(notRenewal.json()).errorType).toBe('OrderNotRefundable');
    expect((await refund(support, randomUUID(), { amount: 1 })).statusCode).toBe(404);
  });

  it('the same refund id twice refunds once', async () => {
    const { renewal, support } = await renewedSubscriber();
    const body = { refundId: randomUUID(), amount: 2 };
    const first = await support.post(`/api/v1/desk/renewals/${renewal.id}/refunds`, body);
    const second = await support.post(`/api/v1/desk/renewals/${renewal.id}/refunds`, body);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(DeskSubscription.parse(second.json()).renewals[0]?.refunded).toBe(2);
    expect(await refundsOf(renewal.id)).toHaveLength(1);
    expect((await acquirerPayment(renewal.id)).refundedCents).toBe(200);
  });

  it('a lost answer is held pending (202) and settled by the acquirer’s refund webhook', async () => {
    const { subscription, renewal, support } = await renewedSubscriber(TEST_CARDS.refundAnswerLost);
    const lost = await refund(support, renewal.id, { reason: 'Charged after cancelling' });
    expect(lost.statusCode, lost.body).toBe(202);
    const [shown] = DeskSubscription.parse(lost.json()).renewals;
    expect(shown).toMatchObject({ status: 'succeeded', refundable: 0 });
    expect(shown?.refunds).toMatchObject([{ isSettled: false }]);
    expect(await subscriptionStatus(subscription.id)).toBe('ACTIVE');
    expect(await deliverWebhooks()).toBe(1);
    expect((await refundsOf(renewal.id))[0]?.settledAt).not.toBeNull();
    expect(await subscriptionStatus(subscription.id)).toBe('REFUNDED');
    expect((await chargeRow(renewal.id))?.status).toBe('refunded');
    const [entry] = await auditOf(renewal.id);
    // Recorded as the operator's who asked for it.
    expect(entry?.actorEmail).toMatch(/@/);
  });
});

describe('the sales dashboard', () => {
  it('counts a renewal’s refund among the refunds', async () => {
    const { renewal, support } = await renewedSubscriber();
    const finance = await staffClient(app, database.db, 'ROLE_FINANCE');
    const today = (await advance(0)).now.slice(0, 10);
    const totals = async () => {
      const response = await finance.get(`/api/v1/desk/sales?from=${today}&to=${today}`);
      expect(response.statusCode, response.body).toBe(200);
      return SalesReport.parse(response.json()).totals;
    };
    const before = await totals();
    expect((await refund(support, renewal.id, { amount: 3 })).statusCode).toBe(200);
    const after = await totals();
    expect(after.refunds).toBe(before.refunds + 1);
    expect(after.refundsSum).toBeCloseTo(before.refundsSum + 3, 2);
  });
});
