import { NotificationList } from '@parallax/core/contracts/notifications';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import type { BrowserClient } from '../../test/browser-client.js';
import { naturePacksForSale } from '../../test/demo-packs.js';
import { buyWithTestCard } from '../../test/payments.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { TEST_CARDS } from '../../providers/payments/test-acquirer/test-cards.rules.js';
import { notifications } from './notifications.schema.js';
import { injectedWebhooks } from '../../test/webhooks.js';

// The product's own events in the notification center (spec 2 §3 Notification): a paid order,
// a trial about to end, a failed renewal — each once, however often its event is told again (a
// webhook replayed, a status check, a billing run repeated), in the user's language.

const MONTHLY = demoId('tariff', 'monthly');
const PUBLIC_URL = 'http://127.0.0.1:8788';

let database: DatabaseHandle;
let app: FastifyInstance;
/** Every webhook delivered, to replay it. */
const delivered: { body: string; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ PUBLIC_URL }), {
    database,
    ...injectedWebhooks(
      () => app,
      (webhook) => delivered.push(webhook),
    ),
  });
});
afterAll(() => app.close());

async function deliverWebhooks(): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/dev/test-acquirer/deliver' });
  return response.json<{ delivered: number }>().delivered;
}

/** The moving clock runs the billing that fell due (and ends the sessions it outlives). */
async function advance(days: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/dev/clock/advance',
    payload: { days },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Buys `items`, paying with `card` on the hosted page, and settles the webhook. */
async function buy(client: BrowserClient, items: unknown[], card?: string) {
  const transactionId = await buyWithTestCard(app, client, items, card);
  expect(await deliverWebhooks()).toBe(1);
  return transactionId;
}

/** What the database holds of a user's notifications of one kind. */
function notificationsOf(userId: string, kind: string) {
  return database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.createdAt));
}

describe('a paid order', () => {
  it('notifies its buyer once, in their language, with a link into the site', async () => {
    const { client, userId } = await signedUpClient(app, 'buyer');
    const profile = await client.request('PATCH', '/api/v1/settings/user/profile', {
      language: 'es',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const [pack] = await naturePacksForSale(database.db);
    const orderId = await buy(client, [{ type: 'content', id: pack?.id }]);

    const list = NotificationList.parse((await client.get('/api/v1/notifications')).json());
    expect(list).toMatchObject({ page: 0, size: 1000, totalElements: 1, unread: 1 });
    expect(list.content[0]).toMatchObject({
      title: 'Tu compra está lista',
      description: `${pack?.title} ya está en tu biblioteca.`,
      buttonText: 'Abrir biblioteca',
      link: `${PUBLIC_URL}/library`,
      status: 'sent',
    });

    // The acquirer's webhook again, and the result page's status check: nothing new.
    const webhook = delivered.at(-1);
    if (!webhook) throw new Error('no webhook was delivered');
    const replayed = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/test',
      payload: webhook.body,
      headers: webhook.headers,
    });
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect((await client.get(`/api/v1/transaction/${orderId}`)).statusCode).toBe(200);
    const rows = await notificationsOf(userId, 'purchase');
    expect(rows.map((row) => row.dedupeKey)).toEqual([`purchase:${orderId}`]);
  });

  it('of a tariff alone says the subscription is active', async () => {
    const { client, userId } = await signedUpClient(app, 'subscriber');
    await buy(client, [{ type: 'tariff', id: MONTHLY, viaTrial: false }]);
    const [row] = await notificationsOf(userId, 'purchase');
    expect(row).toMatchObject({
      title: 'Your subscription is active',
      link: `${PUBLIC_URL}/subscription`,
    });
    expect(row?.description).toMatch(/^Your .+ subscription is active/);
  });
});

// The clock moves forward from here on: these go last.
describe('the billing run', () => {
  it('tells of a trial ending once, however often it runs', async () => {
    const { client, userId } = await signedUpClient(app, 'trial');
    await buy(client, [{ type: 'tariff', id: MONTHLY, viaTrial: true }]);
    expect(await notificationsOf(userId, 'trial_ending')).toEqual([]);
    await advance(5);
    await advance(0);
    const rows = await notificationsOf(userId, 'trial_ending');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'Your trial ends in 2 days',
      link: `${PUBLIC_URL}/subscription`,
      status: 'sent',
    });
    expect(rows[0]?.description).toContain('$19.99');
  });

  it('tells of a failed renewal once, not at each retry in grace', async () => {
    const { client, userId } = await signedUpClient(app, 'grace');
    await buy(client, [{ type: 'tariff', id: MONTHLY, viaTrial: false }], TEST_CARDS.declinesLater);
    await advance(30);
    await advance(1);
    await advance(0);
    const rows = await notificationsOf(userId, 'renewal_failed');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'Your subscription payment failed',
      link: `${PUBLIC_URL}/subscription`,
    });
  });
});
