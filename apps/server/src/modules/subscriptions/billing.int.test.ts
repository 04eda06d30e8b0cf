import { randomUUID } from 'node:crypto';
import { ErrorBody } from '@parallax/core/contracts/common';
import { TransactionList } from '@parallax/core/contracts/payments';
import {
  ActiveSubscription,
  ClockState,
  ManageSubscriptionResponse,
  SubscriptionDto,
  TariffList,
} from '@parallax/core/contracts/subscriptions';
import type { DevOutboxMessage } from '@parallax/core/contracts/auth';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { sharedDatabaseDeps } from '../../test/jobs.js';
import { buyWithTestCard, refundAtAcquirer } from '../../test/payments.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { orders } from '../payments/payments.schema.js';
import { testAcquirerPayments } from '../../providers/payments/test-acquirer/test-acquirer.schema.js';
import { TEST_CARDS } from '../../providers/payments/test-acquirer/test-cards.rules.js';
import { subscriptionCharges, subscriptionEvents, subscriptions } from './subscriptions.schema.js';
import { injectedWebhooks } from '../../test/webhooks.js';

// The subscription lifecycle on the movable clock (spec 1 §3 Subscription): bought through the
// real checkout and the test acquirer, renewed by the billing run the development clock triggers,
// cancelled through the acquirer's management page, refunded by its webhook.

const MONTHLY = demoId('tariff', 'monthly');
const ANNUAL = demoId('tariff', 'annual');
const LIFETIME = demoId('tariff', 'lifetime');
const DAY_MS = 86_400_000;

let database: DatabaseHandle;
let app: FastifyInstance;

/** Every webhook delivered, to replay it. */
const delivered: { body: string; headers: Record<string, string> }[] = [];

/** Webhooks reach the app through inject, and only when a test flushes them. */
function appDeps(target: () => FastifyInstance) {
  return injectedWebhooks(target, (webhook) => delivered.push(webhook));
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), { database, ...appDeps(() => app) });
});
afterAll(() => app.close());

async function deliverWebhooks(): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/dev/test-acquirer/deliver' });
  return response.json<{ delivered: number }>().delivered;
}

async function advance(days: number, target = app, hours = 0) {
  const response = await target.inject({
    method: 'POST',
    url: '/api/dev/clock/advance',
    payload: { days, hours },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ClockState.parse(response.json());
}

/** Buys a tariff through the checkout and the hosted page with `card`; settles the webhook. */
async function buy(
  client: BrowserClient,
  tariffId: string,
  options: { viaTrial?: boolean; card?: string } = {},
) {
  const items = [{ type: 'tariff', id: tariffId, viaTrial: options.viaTrial ?? false }];
  const transactionId = await buyWithTestCard(app, client, items, options.card);
  await deliverWebhooks();
  return transactionId;
}

async function subscriptionOf(userId: string) {
  const rows = await database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt));
  return rows;
}

async function only(userId: string) {
  const rows = await subscriptionOf(userId);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error('no subscription');
  return row;
}

async function chargesOf(subscriptionId: string) {
  return database.db
    .select()
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionCharges.periodIndex), asc(subscriptionCharges.attempt));
}

async function eventsOf(subscriptionId: string) {
  const rows = await database.db
    .select({ event: subscriptionEvents.event, to: subscriptionEvents.toStatus })
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionEvents.at), asc(subscriptionEvents.id));
  return rows.map((row) => `${row.event}→${row.to}`);
}

async function emailOf(client: BrowserClient): Promise<string> {
  return (await client.get('/api/v1/settings/user/info')).json<{ email: string }>().email;
}

async function subjectsTo(email: string) {
  return (await app.inject('/api/dev/outbox'))
    .json<DevOutboxMessage[]>()
    .filter((message) => message.to === email)
    .map((message) => message.subject);
}

/** A new session of the user (moving the clock days ahead expires the old one's tokens). */
async function signedInAgain(email: string): Promise<BrowserClient> {
  const client = new BrowserClient(app);
  const response = await client.post('/api/v1/auth/signin', {
    identifier: email,
    password: 'summit2026',
    clientIdentifier: randomUUID(),
    clientType: 'web_app',
  });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

async function setSavedCard(userId: string, outcome: 'approve' | 'decline') {
  const subscription = await only(userId);
  const response = await app.inject({
    method: 'POST',
    url: '/api/dev/test-acquirer/saved-card',
    payload: { paymentMethodToken: subscription.paymentMethodToken, outcome },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('activation and renewals', () => {
  it('a trial is ACTIVE with its card saved, reminds before it ends, then converts at the regular price', async () => {
    const { client, userId } = await signedUpClient(app, 'trial');
    const email = await emailOf(client);
    await buy(client, MONTHLY, { viaTrial: true });
    const trial = await only(userId);
    expect(trial).toMatchObject({
      status: 'ACTIVE',
      isTrial: true,
      periodPaidCents: 100,
      renewalPriceCents: 1999,
      cardPan: '424242',
    });
    expect(trial.paymentMethodToken).toMatch(/^pm_/);
    expect(trial.trialEndsAt?.getTime()).toBe(trial.startDate.getTime() + 7 * DAY_MS);
    const active = ActiveSubscription.parse(
      (await client.get('/api/v1/subscriptions/active')).json(),
    );
    expect(active.subscription).toMatchObject({ isTrial: true, isActive: true, status: 'ACTIVE' });
    expect(active.subscription?.nextChargePrice).toBe(19.99);

    // Two days before the trial converts: the reminder, once.
    const emailsBefore = (await subjectsTo(email)).length;
    await advance(5);
    expect((await only(userId)).trialReminderSentAt).not.toBeNull();
    await advance(0);
    const subjects = await subjectsTo(email);
    expect(subjects.length).toBe(emailsBefore + 1);
    expect(subjects[0]).toBe('Your Parallax trial ends in 2 days');

    await advance(2);
    const converted = await only(userId);
    expect(converted).toMatchObject({ status: 'ACTIVE', isTrial: false, periodIndex: 1 });
    expect(converted.startDate.getTime()).toBe(trial.trialEndsAt?.getTime());
    expect(converted.endDate?.getTime()).toBe((trial.trialEndsAt?.getTime() ?? 0) + 30 * DAY_MS);
    const charges = await chargesOf(trial.id);
    expect(charges.map((charge) => [charge.kind, charge.amountCents, charge.status])).toEqual([
      ['initial', 100, 'succeeded'],
      ['renewal', 1999, 'succeeded'],
    ]);
    // The renewal's webhook changes nothing more; the purchases list shows the renewal.
    await deliverWebhooks();
    expect(await chargesOf(trial.id)).toHaveLength(2);
    const again = await signedInAgain(email);
    const list = TransactionList.parse((await again.get('/api/v1/transaction/list')).json());
    expect(list.map((transaction) => transaction.status)).toEqual(['SUCCESSFUL', 'TRIAL']);
    expect(list[0]?.subscription).toMatchObject({ tariffId: MONTHLY, finalSum: 19.99 });

    // A month on, the next period renews too.
    await advance(30);
    expect(await only(userId)).toMatchObject({ status: 'ACTIVE', periodIndex: 2 });
  });

  it('a declined renewal → grace with access and retries → recovered when the card pays', async () => {
    const { client, userId } = await signedUpClient(app, 'grace');
    await buy(client, MONTHLY, { card: TEST_CARDS.declinesLater });
    const first = await only(userId);
    expect(first).toMatchObject({ status: 'ACTIVE', isTrial: false, periodPaidCents: 1999 });

    await advance(30);
    const grace = await only(userId);
    expect(grace.status).toBe('GRACE');
    expect(grace.graceEndsAt).not.toBeNull();
    expect(await eventsOf(first.id)).toEqual(['paid→ACTIVE', 'renewalFailed→GRACE']);

    await advance(1);
    expect((await only(userId)).status).toBe('GRACE');
    await setSavedCard(userId, 'approve');
    await advance(1);
    const recovered = await only(userId);
    expect(recovered).toMatchObject({ status: 'ACTIVE', periodIndex: 1, graceEndsAt: null });
    const charges = await chargesOf(first.id);
    expect(charges.map((charge) => [charge.periodIndex, charge.attempt, charge.status])).toEqual([
      [0, 0, 'succeeded'],
      [1, 0, 'failed'],
      [1, 1, 'failed'],
      [1, 2, 'succeeded'],
    ]);
    expect(charges[1]?.failureReason).toBe('card_declined');
  });

  it('a renewal declined through the whole grace → PAYMENT_FAILED: access is gone, its panel shown, a new plan may start', async () => {
    const { client, userId } = await signedUpClient(app, 'expire');
    const email = await emailOf(client);
    await buy(client, MONTHLY, { card: TEST_CARDS.declinesLater });
    await advance(30);
    await advance(1);
    await advance(1);
    expect((await only(userId)).status).toBe('GRACE');
    await advance(1);
    const failed = await only(userId);
    expect(failed).toMatchObject({ status: 'PAYMENT_FAILED', nextRetryAt: null });
    // Three retries after the first decline: one a day through the 3-day grace.
    expect(
      (await chargesOf(failed.id)).filter((charge) => charge.status === 'failed'),
    ).toHaveLength(4);
    expect((await eventsOf(failed.id)).slice(-1)).toEqual(['paymentFailed→PAYMENT_FAILED']);
    await advance(5);
    expect(await only(userId)).toMatchObject({ status: 'PAYMENT_FAILED', periodIndex: 0 });
    expect(await chargesOf(failed.id)).toHaveLength(5);

    // The customer sees the plan whose payment failed, no longer giving access.
    const again = await signedInAgain(email);
    const active = ActiveSubscription.parse(
      (await again.get('/api/v1/subscriptions/active')).json(),
    );
    expect(active.subscription).toBeNull();
    expect(active.ended).toMatchObject({
      id: failed.id,
      status: 'PAYMENT_FAILED',
      isActive: false,
      isGrace: false,
      nextChargeAt: null,
    });
    // A new plan starts beside it (the ended one no longer counts as live).
    await buy(again, MONTHLY);
    const rows = await subscriptionOf(userId);
    expect(rows.map((row) => row.status)).toEqual(['PAYMENT_FAILED', 'ACTIVE']);
  });

  it('lifetime never renews', async () => {
    const { client, userId } = await signedUpClient(app, 'lifetime');
    await buy(client, LIFETIME);
    const lifetime = await only(userId);
    expect(lifetime).toMatchObject({ status: 'ACTIVE', isLifetime: true, endDate: null });
    await advance(400);
    expect(await only(userId)).toMatchObject({ status: 'ACTIVE', periodIndex: 0 });
    expect(await chargesOf(lifetime.id)).toHaveLength(1);
  });
});

describe('the tariff list', () => {
  it('speaks the caller’s language: names, descriptions, features and trial packs', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/subscriptions/tariffs',
      headers: { 'user-language': 'es' },
    });
    expect(response.headers.vary).toMatch(/user-language/i);
    const tariffs = TariffList.parse(response.json());
    expect(tariffs.map((tariff) => [tariff.kind, tariff.name])).toEqual([
      ['monthly', 'Mensual'],
      ['annual', 'Anual'],
      ['lifetime', 'Vitalicia'],
    ]);
    const monthly = tariffs[0];
    expect(monthly?.featureDataList.map((feature) => feature.description)).toEqual([
      'Todos los packs de la tienda',
      'Descargas sin conexión',
    ]);
    expect(monthly).toMatchObject({ isTrialEnabled: true, trialDurationDays: 7, trialPrice: 1 });
    expect(monthly?.trialContentPacks.map((pack) => pack.slug)).toEqual(['high-noon-summit']);
  });
});

describe('upgrade', () => {
  it('monthly → annual credits the unused part exactly and switches the same subscription', async () => {
    const { client: first, userId } = await signedUpClient(app, 'upgrade');
    const email = await emailOf(first);
    await buy(first, MONTHLY);
    const monthly = await only(userId);
    await advance(10);
    const client = await signedInAgain(email);
    const tariffs = TariffList.parse((await client.get('/api/v1/subscriptions/tariffs')).json());
    const annual = tariffs.find((tariff) => tariff.id === ANNUAL);
    const current = tariffs.find((tariff) => tariff.id === MONTHLY);
    expect(current).toMatchObject({ isCurrent: true, isAvailable: false });
    // 20 of 30 days left of a 19.99 period: 1332 cents credited (rounded down), taken off the
    // annual 99.99 less the demo's 20 % subscription-upgrade discount (79.99): 66.67, shown
    // before paying and charged.
    expect(annual).toMatchObject({ isAvailable: true, upgradeCredit: 13.32, upgradePrice: 66.67 });
    const upgradeOrderId = await buy(client, ANNUAL);
    const upgraded = await only(userId);
    expect(upgraded).toMatchObject({
      id: monthly.id,
      tariffId: ANNUAL,
      status: 'ACTIVE',
      periodIndex: 1,
      durationDays: 365,
      renewalPriceCents: 9999,
    });
    // The order charged exactly what the tariff list showed; the credit is recorded with the
    // upgrade.
    const [order] = await database.db.select().from(orders).where(eq(orders.id, upgradeOrderId));
    const line = order?.lines.find((candidate) => candidate.type === 'tariff');
    expect(line?.finalSumCents).toBe(6667);
    const charges = await chargesOf(monthly.id);
    expect(charges.map((charge) => [charge.kind, charge.amountCents])).toEqual([
      ['initial', 1999],
      ['upgrade', line?.finalSumCents],
    ]);
    expect(await eventsOf(monthly.id)).toEqual(['paid→ACTIVE', 'upgraded→ACTIVE']);
    const [upgradeEvent] = await database.db
      .select({ detail: subscriptionEvents.detail })
      .from(subscriptionEvents)
      .where(
        and(
          eq(subscriptionEvents.subscriptionId, monthly.id),
          eq(subscriptionEvents.event, 'upgraded'),
        ),
      );
    expect(upgradeEvent?.detail).toMatchObject({ creditCents: 1332, fromTariffId: MONTHLY });
    const afterUpgrade = TariffList.parse(
      (await client.get('/api/v1/subscriptions/tariffs')).json(),
    );
    expect(afterUpgrade.find((tariff) => tariff.id === MONTHLY)?.isAvailable).toBe(false);
  });
});

describe('cancel through the management page', () => {
  it('keeps access until the end date, then EXPIRED; a second cancel is 409', async () => {
    const { client, userId } = await signedUpClient(app, 'cancel');
    await buy(client, MONTHLY);
    const subscription = await only(userId);
    const manage = await client.post('/api/v1/subscriptions/manage', {});
    expect(manage.statusCode, manage.body).toBe(200);
    const { redirectUrl } = ManageSubscriptionResponse.parse(manage.json());
    const page = await app.inject(new URL(redirectUrl).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Cancel subscription');
    expect(page.body).toContain('Monthly');
    expect(page.body).not.toMatch(/style=/);
    const cancelled = await app.inject({
      method: 'POST',
      url: `${new URL(redirectUrl).pathname}/cancel`,
    });
    expect(cancelled.statusCode).toBe(303);
    const back = new URL(String(cancelled.headers.location));
    expect(back.pathname).toBe('/subscription/cancel-result');
    expect(back.searchParams.get('subscriptionId')).toBe(subscription.id);
    expect(back.searchParams.get('success')).toBe('true');
    const [mandate] = await database.db
      .select()
      .from(testAcquirerPayments)
      .where(eq(testAcquirerPayments.paymentMethodToken, subscription.paymentMethodToken ?? ''));
    expect(mandate?.mandateRevokedAt).not.toBeNull();

    // The result page's cancel, then the provider's webhook (a no-op by then), then its replay.
    const result = await client.post('/api/v1/subscriptions/cancel', {
      subscriptionId: subscription.id,
    });
    expect(result.statusCode, result.body).toBe(200);
    expect(SubscriptionDto.parse(result.json())).toMatchObject({
      status: 'CANCELLED',
      isCancelled: true,
      isActive: true,
      endDate: subscription.endDate?.toISOString(),
    });
    expect(await deliverWebhooks()).toBe(1);
    const again = await client.post('/api/v1/subscriptions/cancel', {
      subscriptionId: subscription.id,
    });
    expect(again.statusCode).toBe(409);
    expect(ErrorBody.parse(again.json()).errorType).toBe('SubscriptionAlreadyCancelled');

    await advance(29);
    expect((await only(userId)).status).toBe('CANCELLED');
    await advance(1);
    expect((await only(userId)).status).toBe('EXPIRED');
    expect(await chargesOf(subscription.id)).toHaveLength(1);
    expect(await eventsOf(subscription.id)).toEqual([
      'paid→ACTIVE',
      'cancelRequested→CANCEL_IN_PROGRESS',
      'cancelConfirmed→CANCELLED',
      'periodEnded→EXPIRED',
    ]);
  });

  it('the webhook first: CANCELLED, the result page still answers; resubscribing ends what was left', async () => {
    const { client, userId } = await signedUpClient(app, 'webhookfirst');
    await buy(client, MONTHLY);
    const subscription = await only(userId);
    const { redirectUrl } = ManageSubscriptionResponse.parse(
      (await client.post('/api/v1/subscriptions/manage', {})).json(),
    );
    await app.inject({ method: 'POST', url: `${new URL(redirectUrl).pathname}/cancel` });
    expect(await deliverWebhooks()).toBe(1);
    expect((await only(userId)).status).toBe('CANCELLED');
    const result = await client.post('/api/v1/subscriptions/cancel', {
      subscriptionId: subscription.id,
    });
    expect(result.statusCode, result.body).toBe(200);
    const unknown = await client.post('/api/v1/subscriptions/cancel', {
      subscriptionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(ErrorBody.parse(unknown.json()).errorType).toBe('SubscriptionNotFound');

    await buy(client, ANNUAL);
    const rows = await subscriptionOf(userId);
    expect(rows.map((row) => [row.tariffId, row.status])).toEqual([
      [MONTHLY, 'EXPIRED'],
      [ANNUAL, 'ACTIVE'],
    ]);
  });

  it('a cancel the acquirer confirms later is CANCEL_IN_PROGRESS until then, then CANCELLED once', async () => {
    const { client, userId } = await signedUpClient(app, 'slowcancel');
    const email = await emailOf(client);
    await buy(client, MONTHLY, { card: TEST_CARDS.confirmsCancelLater });
    const subscription = await only(userId);
    const { redirectUrl } = ManageSubscriptionResponse.parse(
      (await client.post('/api/v1/subscriptions/manage', {})).json(),
    );
    await app.inject({ method: 'POST', url: `${new URL(redirectUrl).pathname}/cancel` });
    // The acquirer has not confirmed: no webhook yet, and the result page's cancel waits for it.
    expect(await deliverWebhooks()).toBe(0);
    const result = await client.post('/api/v1/subscriptions/cancel', {
      subscriptionId: subscription.id,
    });
    expect(result.statusCode, result.body).toBe(200);
    expect(SubscriptionDto.parse(result.json())).toMatchObject({
      status: 'CANCEL_IN_PROGRESS',
      isActive: true,
      isCancelled: true,
      nextChargeAt: null,
    });
    const pending = ActiveSubscription.parse(
      (await client.get('/api/v1/subscriptions/active')).json(),
    );
    expect(pending.subscription?.status).toBe('CANCEL_IN_PROGRESS');
    await advance(0, app, 0);
    expect((await only(userId)).status).toBe('CANCEL_IN_PROGRESS');
    const again = await client.post('/api/v1/subscriptions/cancel', {
      subscriptionId: subscription.id,
    });
    expect(ErrorBody.parse(again.json()).errorType).toBe('SubscriptionAlreadyCancelled');

    // An hour later the acquirer has confirmed: the billing run's question, then its webhook.
    await advance(0, app, 1);
    expect((await only(userId)).status).toBe('CANCELLED');
    expect(await deliverWebhooks()).toBe(1);
    expect(await eventsOf(subscription.id)).toEqual([
      'paid→ACTIVE',
      'cancelRequested→CANCEL_IN_PROGRESS',
      'cancelConfirmed→CANCELLED',
    ]);
    const cancelled = ActiveSubscription.parse(
      (await (await signedInAgain(email)).get('/api/v1/subscriptions/active')).json(),
    );
    expect(cancelled.subscription).toMatchObject({ status: 'CANCELLED', isActive: true });
  });

  it('a lifetime subscription cannot be cancelled', async () => {
    const { client, userId } = await signedUpClient(app, 'lifecancel');
    await buy(client, LIFETIME);
    const subscription = await only(userId);
    const refused = await client.post('/api/v1/subscriptions/cancel', {
      subscriptionId: subscription.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(ErrorBody.parse(refused.json()).errorType).toBe('LifetimeNotCancellable');
  });
});

describe('refund', () => {
  it('a refund of the subscription’s payment removes access; its replay changes nothing', async () => {
    const { client, userId } = await signedUpClient(app, 'refund');
    const orderId = await buy(client, MONTHLY);
    const [payment] = await database.db
      .select()
      .from(testAcquirerPayments)
      .where(eq(testAcquirerPayments.merchantReference, orderId));
    await refundThroughAcquirer(payment?.id ?? '', 1999);
    const sentBefore = delivered.length;
    expect(await deliverWebhooks()).toBe(1);
    expect((await only(userId)).status).toBe('REFUNDED');
    const active = ActiveSubscription.parse(
      (await client.get('/api/v1/subscriptions/active')).json(),
    );
    expect(active.subscription).toBeNull();
    expect(active.ended).toMatchObject({ status: 'REFUNDED', isActive: false });
    // The same event delivered again: a no-op.
    const refundEvent = delivered[sentBefore];
    if (!refundEvent) throw new Error('no refund webhook');
    const replay = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/test',
      payload: refundEvent.body,
      headers: refundEvent.headers,
    });
    expect(replay.json()).toEqual({ outcome: 'duplicate' });
    expect(await eventsOf((await only(userId)).id)).toEqual(['paid→ACTIVE', 'refunded→REFUNDED']);
  });

  it('a replayed mandate.canceled changes nothing', async () => {
    const { client, userId } = await signedUpClient(app, 'replay');
    await buy(client, MONTHLY);
    const { redirectUrl } = ManageSubscriptionResponse.parse(
      (await client.post('/api/v1/subscriptions/manage', {})).json(),
    );
    await app.inject({ method: 'POST', url: `${new URL(redirectUrl).pathname}/cancel` });
    const sentBefore = delivered.length;
    expect(await deliverWebhooks()).toBe(1);
    const event = delivered[sentBefore];
    if (!event) throw new Error('no mandate webhook');
    expect(JSON.parse(event.body)).toMatchObject({ type: 'mandate.canceled' });
    const replay = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/test',
      payload: event.body,
      headers: event.headers,
    });
    expect(replay.json()).toEqual({ outcome: 'duplicate' });
    expect(await eventsOf((await only(userId)).id)).toEqual([
      'paid→ACTIVE',
      'cancelConfirmed→CANCELLED',
    ]);
  });
});

describe('two workers', () => {
  it('two billing runs at once, on two apps sharing the database, charge each due period once', async () => {
    // The second app starts at the first one's time (each process has its own offset clock).
    const { offsetMs } = ClockState.parse((await app.inject('/api/dev/clock')).json());
    const second: FastifyInstance = await buildApp(testConfig(), {
      ...(await sharedDatabaseDeps(database)),
      ...appDeps(() => app),
      now: () => new Date(Date.now() + offsetMs),
    });
    try {
      // One after another: each purchase's webhook is flushed before the next one's is queued.
      const buyers: string[] = [];
      for (let count = 0; count < 3; count += 1) {
        const { client, userId } = await signedUpClient(app, 'workers');
        await buy(client, MONTHLY);
        buyers.push(userId);
      }
      // Both clocks to the renewal date (each app has its own offset clock).
      const [one, two] = await Promise.all([advance(31), advance(31, second)]);
      expect((one.ran.renewed ?? 0) + (two.ran.renewed ?? 0)).toBeGreaterThanOrEqual(3);
      for (const userId of buyers) {
        const subscription = await only(userId);
        expect(subscription.periodIndex).toBe(1);
        const renewals = await database.db
          .select()
          .from(subscriptionCharges)
          .where(
            and(
              eq(subscriptionCharges.subscriptionId, subscription.id),
              eq(subscriptionCharges.kind, 'renewal'),
            ),
          );
        expect(renewals.map((charge) => [charge.periodIndex, charge.status])).toEqual([
          [1, 'succeeded'],
        ]);
        const [provider] = await database.db
          .select()
          .from(testAcquirerPayments)
          .where(eq(testAcquirerPayments.merchantReference, renewals[0]?.id ?? ''));
        expect(provider?.status).toBe('succeeded');
      }
    } finally {
      await second.close();
    }
  });
});

/** The acquirer's own refund (what its dashboard does): queues the signed refund webhook. */
const refundThroughAcquirer = (paymentId: string, amountCents: number) =>
  refundAtAcquirer(database.db, paymentId, amountCents);
