import { ErrorBody } from '@parallax/core/contracts/common';
import {
  SALES_CSV_COLUMNS,
  SalesReport,
  type SalesBucket,
} from '@parallax/core/contracts/desk-sales';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { roleCommand } from '../../role-command.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { naturePacksForSale } from '../../test/demo-packs.js';
import { createTestAppWithJobs } from '../../test/jobs.js';
import { buyWithTestCard } from '../../test/payments.js';
import { contentUsageEvents } from '../analytics/analytics.schema.js';
import { tariffs } from '../catalog/catalog.schema.js';
import { orderItems, orderRefunds, orders } from '../payments/payments.schema.js';
import {
  subscriptionCharges,
  subscriptionEvents,
  subscriptions,
} from '../subscriptions/subscriptions.schema.js';

// The sales dashboard (desk area `sales`, ROLE_FINANCE): figures summed from the ledger when asked.

const P1 = demoId('pack', 'alpine-dawn');
const P2 = demoId('pack', 'high-noon-summit');
const P3 = demoId('pack', 'dusk-on-the-ridge');
const FROM = '2026-03-01';
const TO = '2026-04-30';

let app: FastifyInstance;
let database: DatabaseHandle;
let finance: BrowserClient;
let buyers: string[];
let tariffId: string;

const at = (iso: string) => new Date(iso);

async function addOrder(
  userId: string,
  status: string,
  completedAt: string | null,
  lines: [type: string, id: string, cents: number][],
  options: { initialCents?: number; refunds?: [at: string, cents: number][] } = {},
) {
  const total = lines.reduce((sum, [, , cents]) => sum + cents, 0);
  const refunded = (options.refunds ?? []).reduce((sum, [, cents]) => sum + cents, 0);
  const [row] = await database.db
    .insert(orders)
    .values({
      userId,
      status,
      lines: [],
      promo: options.initialCents
        ? { code: 'SPRING', type: 'FIXED', value: 10, decreaseCents: options.initialCents - total }
        : null,
      initialSumCents: options.initialCents ?? total,
      totalCents: total,
      paymentMethod: 'card',
      acquiringType: 'test',
      provider: 'test',
      cartFingerprint: `seed-${Math.random()}`,
      fromServerCart: true,
      refundedCents: refunded,
      createdAt: at(completedAt ?? '2026-03-04T10:00:00Z'),
      completedAt: completedAt === null ? null : at(completedAt),
    })
    .returning({ id: orders.id });
  const orderId = row!.id;
  await database.db.insert(orderItems).values(
    lines.map(([type, itemId, finalSumCents], position) => ({
      orderId,
      position,
      type,
      itemId,
      finalSumCents,
      // As fulfilment marks a paid order's lines.
      paidAt: ['SUCCESSFUL', 'REFUNDED'].includes(status) && completedAt ? at(completedAt) : null,
    })),
  );
  for (const [when, amountCents] of options.refunds ?? []) {
    await database.db.insert(orderRefunds).values({
      orderId,
      userId,
      amountCents,
      reason: 'seeded',
      createdAt: at(when),
      settledAt: at(when),
    });
  }
}

type SubscriptionSeed = {
  user: number;
  status: string;
  created: string;
  days: number | null;
  priceCents: number;
  trial?: boolean;
  renewals?: [completed: string, status: string][];
  ended?: [when: string, to: 'EXPIRED' | 'REFUNDED'];
  /** Further status changes: [when, from, to]. */
  events?: [when: string, from: string, to: string][];
  chargeRefund?: [when: string, cents: number];
};

async function addSubscription(seed: SubscriptionSeed) {
  const userId = buyers[seed.user]!;
  const [row] = await database.db
    .insert(subscriptions)
    .values({
      userId,
      tariffId,
      status: seed.status,
      tariffName: 'Seeded tariff',
      durationDays: seed.days,
      isLifetime: seed.days === null,
      renewalPriceCents: seed.priceCents,
      startDate: at(seed.created),
      isTrial: false,
      trialEndsAt: seed.trial ? at(seed.created) : null,
      createdAt: at(seed.created),
    })
    .returning({ id: subscriptions.id });
  const subscriptionId = row!.id;
  for (const [index, [completed, status]] of (seed.renewals ?? []).entries()) {
    const [charge] = await database.db
      .insert(subscriptionCharges)
      .values({
        subscriptionId,
        periodIndex: index + 1,
        kind: 'renewal',
        amountCents: seed.priceCents,
        status,
        createdAt: at(completed),
        completedAt: at(completed),
      })
      .returning({ id: subscriptionCharges.id });
    if (seed.chargeRefund && status === 'refunded') {
      const [when, amountCents] = seed.chargeRefund;
      await database.db.insert(orderRefunds).values({
        chargeId: charge!.id,
        userId,
        amountCents,
        createdAt: at(when),
        settledAt: at(when),
      });
    }
  }
  for (const [when, fromStatus, toStatus] of seed.events ?? []) {
    await database.db
      .insert(subscriptionEvents)
      .values({ subscriptionId, event: 'seeded', fromStatus, toStatus, at: at(when) });
  }
  if (seed.ended) {
    const [when, to] = seed.ended;
    await database.db.insert(subscriptionEvents).values({
      subscriptionId,
      event: to === 'EXPIRED' ? 'periodEnded' : 'refunded',
      fromStatus: 'ACTIVE',
      toStatus: to,
      at: at(when),
    });
  }
}

async function seedLedger() {
  const [a, b] = buyers as [string, string];
  await addOrder(a, 'SUCCESSFUL', '2026-03-01T00:00:00Z', [['content', P1, 1999]]);
  await addOrder(
    b,
    'SUCCESSFUL',
    '2026-03-02T23:59:59Z',
    [
      ['content', P1, 1599],
      ['content', P2, 2399],
    ],
    { initialCents: 4998 },
  );
  await addOrder(a, 'FAILED', '2026-03-03T08:00:00Z', [['content', P2, 2999]]);
  await addOrder(a, 'PENDING', null, [['content', P3, 4999]]);
  await addOrder(b, 'REFUNDED', '2026-03-10T12:00:00Z', [['content', P3, 4999]], {
    refunds: [['2026-03-12T09:00:00Z', 4999]],
  });
  await addOrder(
    a,
    'SUCCESSFUL',
    '2026-03-31T23:30:00Z',
    [
      ['content', P1, 1999],
      ['tariff', tariffId, 999],
    ],
    { refunds: [['2026-04-01T00:10:00Z', 1000]] },
  );
  await addOrder(b, 'SUCCESSFUL', '2026-04-15T15:00:00Z', [['content', P2, 2999]]);
  // A refund still being asked of the acquirer: not money given back yet.
  const [asked] = await database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.completedAt, at('2026-04-15T15:00:00Z')));
  await database.db.insert(orderRefunds).values({
    orderId: asked!.id,
    userId: b,
    amountCents: 300,
    createdAt: at('2026-04-16T10:00:00Z'),
  });
  await addOrder(a, 'SUCCESSFUL', '2026-02-28T23:59:59Z', [['content', P1, 1999]], {
    refunds: [['2026-03-05T10:00:00Z', 500]],
  });
  await addOrder(b, 'SUCCESSFUL', '2026-05-01T00:00:00Z', [['content', P3, 4999]]);
  await addOrder(b, 'SUCCESSFUL', '2026-04-30T23:59:59.999Z', [['content', P2, 2999]]);

  const monthly = { days: 30, priceCents: 999 };
  await addSubscription({
    user: 0,
    status: 'ACTIVE',
    created: '2026-01-10T00:00:00Z',
    ...monthly,
    renewals: [
      ['2026-02-09T00:00:00Z', 'succeeded'],
      ['2026-03-11T00:00:00Z', 'succeeded'],
      ['2026-04-10T00:00:00Z', 'succeeded'],
    ],
  });
  await addSubscription({
    user: 1,
    status: 'ACTIVE',
    created: '2026-03-05T00:00:00Z',
    days: 30,
    priceCents: 1999,
    trial: true,
    renewals: [
      ['2026-03-12T00:00:00Z', 'succeeded'],
      ['2026-04-11T00:00:00Z', 'failed'],
    ],
  });
  await addSubscription({
    user: 3,
    status: 'EXPIRED',
    created: '2026-03-20T00:00:00Z',
    days: 30,
    priceCents: 1999,
    trial: true,
    ended: ['2026-03-27T00:00:00Z', 'EXPIRED'],
  });
  await addSubscription({
    user: 3,
    status: 'REFUNDED',
    created: '2025-12-01T00:00:00Z',
    days: 365,
    priceCents: 9900,
    ended: ['2026-04-20T00:00:00Z', 'REFUNDED'],
  });
  await addSubscription({
    user: 3,
    status: 'REFUNDED',
    created: '2026-02-01T00:00:00Z',
    ...monthly,
    renewals: [['2026-03-03T00:00:00Z', 'refunded']],
    chargeRefund: ['2026-03-04T00:00:00Z', 999],
    ended: ['2026-03-04T00:00:00Z', 'REFUNDED'],
  });
  await addSubscription({
    user: 2,
    status: 'ACTIVE',
    created: '2026-03-15T00:00:00Z',
    days: null,
    priceCents: 0,
  });
  await addSubscription({
    user: 3,
    status: 'EXPIRED',
    created: '2025-11-01T00:00:00Z',
    ...monthly,
    ended: ['2026-02-15T00:00:00Z', 'EXPIRED'],
  });
}

beforeAll(async () => {
  ({ app, database } = await createTestAppWithJobs({}, { AUTH_RATE_LIMIT_PER_MINUTE: '1000' }));
  const staff = await signedUpClient(app, 'finance');
  await roleCommand(database.db, ['grant', staff.email, 'ROLE_FINANCE']);
  finance = staff.client;
  buyers = [];
  for (const name of ['buyer', 'buyer', 'buyer', 'buyer', 'buyer', 'buyer']) {
    buyers.push((await signedUpClient(app, name)).userId);
  }
  tariffId = (await database.db.select({ id: tariffs.id }).from(tariffs).limit(1))[0]!.id;
  await seedLedger();
});
afterAll(() => app.close());

const reportUrl = (query: string, prefix = '/store/api/v1') => `${prefix}/desk/sales?${query}`;

async function reportOf(from: string, to: string, bucket: SalesBucket): Promise<SalesReport> {
  const answer = await finance.get(reportUrl(`from=${from}&to=${to}&bucket=${bucket}`));
  expect(answer.statusCode, answer.body).toBe(200);
  return SalesReport.parse(answer.json());
}

describe('who may open the sales desk', () => {
  it('answers 401 to a guest and 403 to a customer, an editor and support', async () => {
    const query = `from=${FROM}&to=${TO}`;
    const guest = await new BrowserClient(app).get(reportUrl(query));
    expect(guest.statusCode).toBe(401);
    const customer = await signedUpClient(app, 'customer');
    const statuses: Record<string, number> = {};
    statuses.customer = (await customer.client.get(reportUrl(query))).statusCode;
    for (const role of ['ROLE_EDITOR', 'ROLE_SUPPORT']) {
      const member = await signedUpClient(app, 'staff');
      await roleCommand(database.db, ['grant', member.email, role]);
      statuses[role] = (await member.client.get(reportUrl(query))).statusCode;
      const csv = await member.client.get(reportUrl(query).replace('/sales?', '/sales/csv?'));
      expect(csv.statusCode).toBe(403);
    }
    expect(statuses).toEqual({ customer: 403, ROLE_EDITOR: 403, ROLE_SUPPORT: 403 });
    const admin = await signedUpClient(app, 'admin');
    await roleCommand(database.db, ['grant', admin.email, 'ROLE_ADMIN']);
    expect((await admin.client.get(reportUrl(query, '/api/v1'))).statusCode).toBe(200);
  });

  it('refuses bad dates and ranges with 400', async () => {
    for (const query of [
      'from=2026-13-01&to=2026-12-31',
      'from=2026-03-01',
      'from=2026-03-02&to=2026-03-01',
      'from=2020-01-01&to=2026-12-31',
      `from=${FROM}&to=${TO}&bucket=year`,
      'from=2026-03-01%00&to=2026-03-02',
    ]) {
      const answer = await finance.get(reportUrl(query));
      expect(answer.statusCode, query).toBe(400);
      expect(ErrorBody.parse(answer.json()).errorType).toBe('ValidationError');
    }
  });
});

/** The UTC bucket of an instant, written here apart from the server's SQL. */
function bucketOf(instant: Date, bucket: SalesBucket): string {
  const day = instant.toISOString().slice(0, 10);
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const monday = new Date(`${day}T00:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/** Sums over the ledger's rows read back, per bucket and in all, in cents. */
async function ledgerSums(bucket: SalesBucket) {
  const from = at(`${FROM}T00:00:00Z`);
  const until = at('2026-05-01T00:00:00Z');
  const inRange = (instant: Date | null): instant is Date =>
    instant !== null && instant >= from && instant < until;
  const perBucket = new Map<string, { revenue: number; orders: number; refunds: number }>();
  const add = (instant: Date, part: { revenue?: number; orders?: number; refunds?: number }) => {
    const key = bucketOf(instant, bucket);
    const sums = perBucket.get(key) ?? { revenue: 0, orders: 0, refunds: 0 };
    sums.revenue += part.revenue ?? 0;
    sums.orders += part.orders ?? 0;
    sums.refunds += part.refunds ?? 0;
    perBucket.set(key, sums);
  };
  const packs = new Map<string, { cents: number; sold: number }>();
  const paid = (await database.db.select().from(orders)).filter(
    (order) => ['SUCCESSFUL', 'REFUNDED'].includes(order.status) && inRange(order.completedAt),
  );
  for (const order of paid) add(order.completedAt!, { revenue: order.totalCents, orders: 1 });
  const paidIds = new Set(paid.map((order) => order.id));
  for (const item of await database.db.select().from(orderItems)) {
    if (!paidIds.has(item.orderId) || item.type !== 'content') continue;
    const pack = packs.get(item.itemId) ?? { cents: 0, sold: 0 };
    packs.set(item.itemId, { cents: pack.cents + item.finalSumCents, sold: pack.sold + 1 });
  }
  for (const charge of await database.db.select().from(subscriptionCharges)) {
    const isPaid = charge.kind === 'renewal' && ['succeeded', 'refunded'].includes(charge.status);
    if (isPaid && inRange(charge.completedAt))
      add(charge.completedAt, { revenue: charge.amountCents });
  }
  let refundsCents = 0;
  for (const refund of await database.db.select().from(orderRefunds)) {
    if (!inRange(refund.createdAt) || refund.settledAt === null) continue;
    refundsCents += refund.amountCents;
    add(refund.createdAt, { revenue: -refund.amountCents, refunds: 1 });
  }
  return { perBucket, packs, refundsCents };
}

const dollars = (cents: number) => Math.round(cents) / 100;

describe('the ledger', () => {
  it.each(['day', 'week', 'month'] as const)(
    'answers by %s the sums of the ledger’s own rows, and the buckets add up to the range',
    async (bucket) => {
      const report = await reportOf(FROM, TO, bucket);
      const ledger = await ledgerSums(bucket);
      for (const figures of report.buckets) {
        const sums = ledger.perBucket.get(figures.start) ?? { revenue: 0, orders: 0, refunds: 0 };
        expect({
          start: figures.start,
          revenue: figures.revenue,
          orders: figures.orders,
          refunds: figures.refunds,
        }).toEqual({
          start: figures.start,
          revenue: dollars(sums.revenue),
          orders: sums.orders,
          refunds: sums.refunds,
        });
      }
      const starts = new Set(report.buckets.map((figures) => figures.start));
      expect([...ledger.perBucket.keys()].filter((key) => !starts.has(key))).toEqual([]);
      const total = (pick: (figures: (typeof report.buckets)[number]) => number) =>
        dollars(report.buckets.reduce((sum, figures) => sum + Math.round(pick(figures) * 100), 0));
      expect(report.totals.revenue).toBe(total((figures) => figures.revenue));
      expect(report.totals.refundsSum).toBe(total((figures) => figures.refundsSum));
      expect(report.totals.orders).toBe((total((figures) => figures.orders) * 100) / 100);
      // Worked out by hand from the seeded rows: 6 paid orders (199.92), 4 paid renewals
      // (49.96), 4 refunds (74.98).
      expect(report.totals).toMatchObject({
        revenue: 174.9,
        ordersRevenue: 199.92,
        renewalsRevenue: 49.96,
        orders: 6,
        renewals: 4,
        refunds: 4,
        refundsSum: dollars(ledger.refundsCents),
      });
      for (const [packId, sums] of ledger.packs) {
        const pack = report.packs.find((entry) => entry.contentPackId === packId);
        expect(pack, packId).toMatchObject({ revenue: dollars(sums.cents), sold: sums.sold });
      }
      expect(report.packs.map((pack) => pack.slug)).toEqual([
        'high-noon-summit',
        'alpine-dawn',
        'dusk-on-the-ridge',
      ]);
    },
  );

  it('counts subscriptions: live at the start and end, trials, churn and MRR', async () => {
    const report = await reportOf(FROM, TO, 'month');
    expect(report.totals).toMatchObject({
      activeAtStart: 3,
      activeSubscribers: 3,
      churned: 3,
      churnRate: 1,
      trialsStarted: 2,
      trialsConverted: 1,
      // 9.99 + 19.99 a month; the lifetime one renews nothing.
      mrr: 29.98,
    });
    expect(
      report.buckets.map((figures) => [figures.start, figures.mrr, figures.activeSubscribers]),
    ).toEqual([
      // March: the yearly one (99.00 per 365 days) still live; the refunded monthly one gone.
      ['2026-03-01', dollars(999 + 1999 + (9900 * 30) / 365), 4],
      ['2026-04-01', 29.98, 3],
    ]);
    expect(report.tariffs).toEqual([
      { tariffId, name: 'Seeded tariff', activeSubscribers: 3, mrr: 29.98 },
    ]);
  });

  it('exports the same buckets as CSV: a header row, one row per bucket, dollars', async () => {
    const query = `from=${FROM}&to=${TO}&bucket=week`;
    const report = await reportOf(FROM, TO, 'week');
    const answer = await finance.get(reportUrl(query).replace('/sales?', '/sales/csv?'));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toContain(`sales-${FROM}-${TO}-week.csv`);
    const [header, ...rows] = answer.body.trimEnd().split('\r\n');
    expect(header).toBe(SALES_CSV_COLUMNS.join(','));
    expect(rows).toHaveLength(report.buckets.length);
    const column = (name: (typeof SALES_CSV_COLUMNS)[number]) => SALES_CSV_COLUMNS.indexOf(name);
    for (const [index, row] of rows.entries()) {
      const cells = row.split(',');
      const figures = report.buckets[index]!;
      expect(cells[column('bucket_start')]).toBe(figures.start);
      expect(cells[column('revenue_usd')]).toBe(figures.revenue.toFixed(2));
      expect(cells[column('refunds_usd')]).toBe(figures.refundsSum.toFixed(2));
      expect(Number(cells[column('orders')])).toBe(figures.orders);
    }
    const csvRevenue = rows.reduce(
      (sum, row) => sum + Math.round(Number(row.split(',')[column('revenue_usd')]) * 100),
      0,
    );
    expect(csvRevenue).toBe(17490);
  });

  it('counts a payment failed for good as an end, and a failed renewal on its way into grace as none', async () => {
    const before = (await reportOf(FROM, TO, 'month')).totals;
    // A renewal that failed before payment failures ended in grace: still live after its grace.
    await addSubscription({
      user: 4,
      status: 'ACTIVE',
      created: '2026-02-20T00:00:00Z',
      days: 30,
      priceCents: 999,
      events: [
        ['2026-03-22T00:00:00Z', 'ACTIVE', 'PAYMENT_FAILED'],
        ['2026-03-22T00:00:01Z', 'PAYMENT_FAILED', 'GRACE'],
        ['2026-03-23T00:00:00Z', 'GRACE', 'ACTIVE'],
      ],
    });
    // Declined through its grace: ended.
    await addSubscription({
      user: 5,
      status: 'PAYMENT_FAILED',
      created: '2026-02-21T00:00:00Z',
      days: 30,
      priceCents: 999,
      events: [
        ['2026-03-23T00:00:00Z', 'ACTIVE', 'GRACE'],
        ['2026-03-26T00:00:00Z', 'GRACE', 'PAYMENT_FAILED'],
      ],
    });
    const after = (await reportOf(FROM, TO, 'month')).totals;
    expect(after.activeAtStart - before.activeAtStart).toBe(2);
    expect(after.churned - before.churned).toBe(1);
    expect(after.activeSubscribers - before.activeSubscribers).toBe(1);
  });
});

describe('usage and a sale today', () => {
  it('counts a pack’s plays and downloads where its links are handed out, a sale at once', async () => {
    const viewer = await signedUpClient(app, 'viewer');
    const links = (purpose: string) =>
      viewer.client.get(`/api/v1/collection/content/${P1}/links?platform=web_app${purpose}`);
    for (const purpose of ['', '&purpose=play', '&purpose=download', '&purpose=download']) {
      expect((await links(purpose)).statusCode).toBe(200);
    }
    const events = await database.db
      .select({ kind: contentUsageEvents.kind })
      .from(contentUsageEvents)
      .where(
        and(eq(contentUsageEvents.userId, viewer.userId), eq(contentUsageEvents.contentPackId, P1)),
      )
      .orderBy(sql`${contentUsageEvents.kind}`);
    // Links asked again within half an hour count once.
    expect(events.map((event) => event.kind)).toEqual(['download', 'play']);

    const [forSale] = await naturePacksForSale(database.db);
    const transactionId = await buyWithTestCard(app, viewer.client, [
      { type: 'content', id: forSale!.id },
    ]);
    const settled = await viewer.client.get(`/api/v1/transaction/${transactionId}`);
    expect(settled.json()).toMatchObject({ status: 'SUCCESSFUL' });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, transactionId));

    const today = new Date().toISOString().slice(0, 10);
    const report = await reportOf(today, today, 'day');
    expect(report.totals).toMatchObject({ orders: 1, ordersRevenue: dollars(order!.totalCents) });
    expect(report.packs.find((pack) => pack.contentPackId === forSale!.id)).toMatchObject({
      slug: forSale!.slug,
      sold: 1,
      revenue: dollars(order!.totalCents),
    });
    expect(report.packs.find((pack) => pack.contentPackId === P1)).toMatchObject({
      slug: 'alpine-dawn',
      downloads: 1,
      plays: 1,
    });
    expect(report.totals).toMatchObject({ downloads: 1, plays: 1 });
  });
});
