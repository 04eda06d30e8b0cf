import { ErrorBody } from '@parallax/core/contracts/common';
import {
  DeskTariffList,
  DeskTariffSaved,
  type DeskTariff,
} from '@parallax/core/contracts/desk-prices';
import { TransactionDto } from '@parallax/core/contracts/payments';
import { TariffList } from '@parallax/core/contracts/subscriptions';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { buyWithTestCard } from '../../test/payments.js';
import { staffClient } from '../../test/staff.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { auditLog } from '../audit/audit.schema.js';
import { subscriptions } from '../subscriptions/subscriptions.schema.js';
import { tariffs } from './catalog.schema.js';

// The desk's tariffs (area prices): a change of price leaves paid orders and the renewal price of
// running subscriptions alone, unless the operator asks for it to reach the subscribers too.

const API = '/api/v1/desk/tariffs';
const MONTHLY = demoId('tariff', 'monthly');

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }), { database });
});
afterAll(() => app.close());

const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  ...ErrorBody.parse(response.json()),
});

async function monthly(client: BrowserClient): Promise<DeskTariff> {
  const list = DeskTariffList.parse((await client.get(API)).json());
  const tariff = list.tariffs.find((entry) => entry.id === MONTHLY);
  if (!tariff) throw new Error('the demo catalog changed');
  return tariff;
}

const renewalOf = async (userId: string) => {
  const [row] = await database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.tariffId, MONTHLY)));
  return row?.renewalPriceCents;
};

const auditOf = (action: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, MONTHLY)));

describe('the desk’s tariffs', () => {
  it('are shut to guests (401) and to customers and support (403)', async () => {
    expect((await new BrowserClient(app).get(API)).statusCode).toBe(401);
    const customer = (await signedUpClient(app, 'customer')).client;
    expect(errorOf(await customer.get(API)).status).toBe(403);
    expect((await (await staffClient(app, database.db, 'ROLE_SUPPORT')).get(API)).statusCode).toBe(
      403,
    );
  });

  it('refuses bad values (400 naming the field) and a stale revision (409), writing nothing', async () => {
    const editor = await staffClient(app, database.db, 'ROLE_EDITOR');
    const opened = await monthly(editor);
    const put = (body: Record<string, unknown>) =>
      editor.request('PUT', `${API}/${MONTHLY}`, { ...opened, ...body });
    const lifetimeWithPeriod = await put({ isLifetime: true, durationDays: 30 });
    expect(errorOf(lifetimeWithPeriod).status).toBe(400);
    expect(ErrorBody.parse(lifetimeWithPeriod.json()).issues?.[0]?.path).toBe('body.durationDays');
    const trialWithoutPrice = await put({
      isTrialEnabled: true,
      trialDurationDays: 7,
      trialPrice: null,
    });
    expect(ErrorBody.parse(trialWithoutPrice.json()).issues?.[0]?.path).toBe('body.trialPrice');
    expect(errorOf(await put({ price: -1 })).status).toBe(400);
    expect(errorOf(await put({ price: 1.234 })).status).toBe(400);

    const saved = await put({ position: opened.position + 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await put({ price: 1 });
    expect(errorOf(stale)).toMatchObject({ status: 409, errorType: 'ChangedSinceOpened' });
    const [row] = await database.db.select().from(tariffs).where(eq(tariffs.id, MONTHLY));
    expect(row?.priceCents).toBe(Math.round(opened.price * 100));
    expect(await auditOf('tariff.update')).toHaveLength(1);
  });

  it('changes the price for new buyers only, unless asked to reach current subscribers', async () => {
    const buyer = await signedUpClient(app, 'subscriber');
    const transactionId = await buyWithTestCard(app, buyer.client, [
      { type: 'tariff', id: MONTHLY },
    ]);
    const paid = TransactionDto.parse(
      (await buyer.client.get(`/api/v1/transaction/${transactionId}`)).json(),
    );
    expect(paid.status).toBe('SUCCESSFUL');
    const soldAt = await renewalOf(buyer.userId);
    expect(soldAt).toBeGreaterThan(0);

    const finance = await staffClient(app, database.db, 'ROLE_FINANCE');
    const opened = await monthly(finance);
    expect(opened.liveSubscriptions).toBeGreaterThanOrEqual(1);
    const kept = await finance.request('PUT', `${API}/${MONTHLY}`, {
      ...opened,
      price: 24.99,
      es: { name: 'Mensual', description: '' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const keptBody = DeskTariffSaved.parse(kept.json());
    expect(keptBody).toMatchObject({ repricedSubscriptions: 0 });
    expect(keptBody.tariff).toMatchObject({ price: 24.99, renewalPrice: 24.99 });
    // The subscriber renews at what they were sold; the paid order is as it was.
    expect(await renewalOf(buyer.userId)).toBe(soldAt);
    const after = TransactionDto.parse(
      (await buyer.client.get(`/api/v1/transaction/${transactionId}`)).json(),
    );
    expect(after.totalSum).toBe(paid.totalSum);
    expect(after.items).toEqual(paid.items);
    // New buyers see the new price (the store's tariffs, in Spanish too).
    const store = TariffList.parse(
      (await new BrowserClient(app, 'es').get('/api/v1/subscriptions/tariffs')).json(),
    );
    expect(store.find((tariff) => tariff.id === MONTHLY)).toMatchObject({
      price: 24.99,
      name: 'Mensual',
    });
    expect(await auditOf('tariff.reprice-renewals')).toHaveLength(0);

    const applied = await finance.request('PUT', `${API}/${MONTHLY}`, {
      ...keptBody.tariff,
      differentRecurringPrice: true,
      recurringPrice: 21.5,
      applyRenewalToSubscribers: true,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const repriced = DeskTariffSaved.parse(applied.json()).repricedSubscriptions;
    expect(repriced).toBeGreaterThanOrEqual(1);
    expect(await renewalOf(buyer.userId)).toBe(2150);
    const [entry] = await auditOf('tariff.reprice-renewals');
    expect(entry?.after).toEqual({ renewalPrice: 21.5, repricedSubscriptions: repriced });
  });
});
