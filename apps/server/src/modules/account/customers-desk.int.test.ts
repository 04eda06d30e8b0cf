import { randomUUID } from 'node:crypto';
import { UserInfo, type DevOutboxMessage } from '@parallax/core/contracts/auth';
import { ErrorBody } from '@parallax/core/contracts/common';
import {
  CustomerDetail,
  CustomerPage,
  CustomerUploads,
  DeskSubscription,
  SessionsEnded,
} from '@parallax/core/contracts/desk-customers';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import type { BrowserClient } from '../../test/browser-client.js';
import { naturePacksForSale } from '../../test/demo-packs.js';
import { buyWithTestCard } from '../../test/payments.js';
import { staffClient } from '../../test/staff.js';
import { csrfHeaders, openTestDatabase, testConfig } from '../../test/test-app.js';
import { injectedWebhooks } from '../../test/webhooks.js';
import { auditLog } from '../audit/audit.schema.js';
import { users } from '../auth/auth.schema.js';

// The desk's customers area (support): finding a customer, everything the desk shows of them,
// and the actions besides refunds (payments/refunds.int.test.ts): the receipt sent again, the
// subscription cancelled as the customer would, every session ended, files of one's own allowed.

const MONTHLY = demoId('tariff', 'monthly');

let database: DatabaseHandle;
let app: FastifyInstance;
let packId: string;
let support: BrowserClient;

beforeAll(async () => {
  database = await openTestDatabase();
  const [pack] = await naturePacksForSale(database.db);
  packId = pack?.id ?? '';
  app = await buildApp(testConfig(), { database, ...injectedWebhooks(() => app) });
  support = await staffClient(app, database.db, 'ROLE_SUPPORT');
});
afterAll(() => app.close());

const deliverWebhooks = () => app.inject({ method: 'POST', url: '/api/dev/test-acquirer/deliver' });

/** A customer who bought a pack and the monthly tariff, and reported a pack. */
async function customer() {
  const account = await signedUpClient(app, 'customer');
  const orderId = await buyWithTestCard(app, account.client, [
    { type: 'content', id: packId },
    { type: 'tariff', id: MONTHLY, viaTrial: false },
  ]);
  await deliverWebhooks();
  const report = await account.client.post('/api/v1/support/reports', {
    contentPackId: packId,
    message: 'The second scene stutters on my headset.',
  });
  expect(report.statusCode, report.body).toBe(201);
  return { ...account, orderId };
}

async function detailOf(userId: string) {
  const response = await support.get(`/api/v1/desk/customers/${userId}`);
  expect(response.statusCode, response.body).toBe(200);
  return CustomerDetail.parse(response.json());
}

const receiptsTo = async (email: string) =>
  (await app.inject('/api/dev/outbox'))
    .json<DevOutboxMessage[]>()
    .filter((message) => message.to === email && message.text.includes('Order'));

const auditOf = (action: string, entityId: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe('the door', () => {
  it('a guest gets 401; a customer, an editor and finance 403, for a read and a change', async () => {
    const { userId } = await signedUpClient(app, 'door');
    expect((await app.inject(`/api/v1/desk/customers?q=door`)).statusCode).toBe(401);
    const ended = await app.inject({
      method: 'POST',
      url: `/api/v1/desk/customers/${userId}/sessions/end`,
      headers: csrfHeaders,
    });
    expect(ended.statusCode).toBe(401);
    const others = [
      (await signedUpClient(app, 'plain')).client,
      await staffClient(app, database.db, 'ROLE_EDITOR'),
      await staffClient(app, database.db, 'ROLE_FINANCE'),
    ];
    for (const client of others) {
      expect((await client.get(`/api/v1/desk/customers?q=door`)).statusCode).toBe(403);
      expect((await client.get(`/api/v1/desk/customers/${userId}`)).statusCode).toBe(403);
      const end = await client.post(`/api/v1/desk/customers/${userId}/sessions/end`);
      expect(end.statusCode).toBe(403);
    }
  });
});

describe('finding a customer', () => {
  it('by the start of the e-mail or username, or a part of the name, ignoring case', async () => {
    const { email, userId } = await signedUpClient(app, 'findme');
    await database.db.update(users).set({ name: 'Ada Lovelace' }).where(eq(users.id, userId));
    const search = async (q: string) =>
      CustomerPage.parse(
        (await support.get(`/api/v1/desk/customers?q=${encodeURIComponent(q)}`)).json(),
      ).customers.map((row) => row.id);
    expect(await search(email.toUpperCase())).toEqual([userId]);
    expect(await search(email.slice(0, 10))).toContain(userId);
    expect(await search('LOVELAC')).toContain(userId);
    expect(await search('%')).not.toContain(userId);
    expect(await search(email.slice(2))).not.toContain(userId);
    const paged = CustomerPage.parse((await support.get('/api/v1/desk/customers?size=1')).json());
    expect(paged).toMatchObject({ page: 0, size: 1, hasMore: true });
    expect(paged.customers).toHaveLength(1);
  });

  it('an unknown id is 404', async () => {
    const response = await support.get(`/api/v1/desk/customers/${randomUUID()}`);
    expect(response.statusCode).toBe(404);
    expect(ErrorBody.parse(response.json()).errorType).toBe('UserNotFound');
  });
});

describe('a customer', () => {
  it('shows profile, orders, library, subscription with history, sessions and reports', async () => {
    const { email, userId, orderId } = await customer();
    const detail = await detailOf(userId);
    expect(detail.profile).toMatchObject({ id: userId, email, status: 'Active' });
    const [order] = detail.orders;
    expect(order).toMatchObject({ id: orderId, status: 'SUCCESSFUL', refunded: 0 });
    expect(order?.lines.map((line) => line.type)).toEqual(['content', 'tariff']);
    expect(order?.refundable).toBe(order?.total);
    expect(detail.library.packs.map((pack) => pack.id)).toContain(packId);
    expect(detail.library.libraryPackIds).toContain(packId);
    expect(detail.subscriptions[0]).toMatchObject({ tariffId: MONTHLY, status: 'ACTIVE' });
    expect(detail.subscriptions[0]?.events.map((event) => event.to)).toEqual(['ACTIVE']);
    expect(detail.sessions.length).toBeGreaterThan(0);
    expect(detail.tickets).toEqual([
      expect.objectContaining({ kind: 'report', contentId: packId, status: 'open' }),
    ]);
  });

  it('resend receipt: the same receipt mail queued again, with its audit row', async () => {
    const { email, orderId } = await customer();
    expect(await receiptsTo(email)).toHaveLength(1);
    const response = await support.post(`/api/v1/desk/orders/${orderId}/receipt`);
    expect(response.statusCode, response.body).toBe(202);
    const receipts = await receiptsTo(email);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]?.text).toBe(receipts[0]?.text);
    expect(await auditOf('order.receipt', orderId)).toHaveLength(1);
  });

  it('cancel subscription: as the customer’s own cancel, it runs to its end date', async () => {
    const { userId } = await customer();
    const [subscription] = (await detailOf(userId)).subscriptions;
    const response = await support.post(`/api/v1/desk/subscriptions/${subscription?.id}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = DeskSubscription.parse(response.json());
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.endDate).toBe(subscription?.endDate);
    const audit = await auditOf('subscription.cancel', cancelled.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toMatchObject({ status: 'ACTIVE' });
    const again = await support.post(`/api/v1/desk/subscriptions/${cancelled.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(await auditOf('subscription.cancel', cancelled.id)).toHaveLength(1);
  });

  it('end sessions: every session ends, the customer’s next call is 401', async () => {
    const { client, userId } = await signedUpClient(app, 'sessions');
    expect((await client.get('/api/v1/settings/user/info')).statusCode).toBe(200);
    const response = await support.post(`/api/v1/desk/customers/${userId}/sessions/end`);
    expect(response.statusCode, response.body).toBe(200);
    expect(SessionsEnded.parse(response.json()).sessions).toBeGreaterThan(0);
    expect((await client.get('/api/v1/settings/user/info')).statusCode).toBe(401);
    expect((await detailOf(userId)).sessions).toEqual([]);
    expect(await auditOf('user.sign-out-everywhere', userId)).toHaveLength(1);
  });
});

describe('files of one’s own', () => {
  const setUploads = (client: BrowserClient, userId: string, allowed: unknown) =>
    client.request('PUT', `/api/v1/desk/customers/${userId}/uploads`, { allowed });

  it('support allows and withdraws them: the user info follows, each change audited once', async () => {
    const { client, userId } = await signedUpClient(app, 'uploads');
    const userInfo = async () =>
      UserInfo.parse((await client.get('/api/v1/settings/user/info')).json());
    expect((await userInfo()).allowsUploads).toBe(false);
    expect((await detailOf(userId)).profile.allowsUploads).toBe(false);

    for (let times = 0; times < 2; times++) {
      const allowed = await setUploads(support, userId, true);
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(CustomerUploads.parse(allowed.json())).toEqual({ allowed: true });
    }
    expect(await userInfo()).toMatchObject({
      allowsUploads: true,
      isAllowedToUploadUserVrFiles: true,
    });
    expect((await detailOf(userId)).profile.allowsUploads).toBe(true);
    const audit = await auditOf('user.allow-uploads', userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      before: { allowsUploads: false },
      after: { allowsUploads: true },
    });

    expect((await setUploads(support, userId, false)).statusCode).toBe(200);
    expect((await userInfo()).allowsUploads).toBe(false);
    expect(await auditOf('user.withdraw-uploads', userId)).toHaveLength(1);
  });

  it('refused to a customer, an editor and finance; an unknown id is 404', async () => {
    const { client, userId } = await signedUpClient(app, 'uploadsdoor');
    for (const caller of [
      client,
      await staffClient(app, database.db, 'ROLE_EDITOR'),
      await staffClient(app, database.db, 'ROLE_FINANCE'),
    ]) {
      expect((await setUploads(caller, userId, true)).statusCode).toBe(403);
    }
    expect(await auditOf('user.allow-uploads', userId)).toEqual([]);
    expect((await detailOf(userId)).profile.allowsUploads).toBe(false);
    expect((await setUploads(support, userId, 'yes')).statusCode).toBe(400);

    const unknown = await setUploads(support, randomUUID(), true);
    expect(unknown.statusCode).toBe(404);
    expect(ErrorBody.parse(unknown.json()).errorType).toBe('UserNotFound');
  });
});
