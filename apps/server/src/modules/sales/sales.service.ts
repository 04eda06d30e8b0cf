import type {
  SalesPackFigures,
  SalesQuery,
  SalesReport,
} from '@parallax/core/contracts/desk-sales';
import { bucketsOf, dollarsOf, salesWindowOf, type SalesWindow } from '@parallax/core/rules/sales';
import type { SalesFiguresService } from '../payments/sales-figures.service.js';
import type {
  SubscriptionDelta,
  SubscriptionFiguresService,
} from '../subscriptions/subscription-figures.service.js';
import type { UsageFiguresService } from '../analytics/usage-figures.service.js';
import {
  bucketFigures,
  NO_SUMS,
  rankedPacks,
  tariffFigures,
  totalsOf,
  type BucketSums,
} from './sales-report.rules.js';

const MAX_PACKS = 50;

type SalesDeps = {
  payments: SalesFiguresService;
  subscriptions: SubscriptionFiguresService;
  usage: UsageFiguresService;
  /** A pack's slug and title as the catalog has them now (null: gone from it). */
  packNameOf: (contentPackId: string) => Promise<{ slug: string; title: string } | null>;
  now: () => Date;
};

/** Each owning module's sums, asked together. */
async function sumsOf(deps: SalesDeps, window: SalesWindow) {
  const [orders, refunds, renewals, trialsStarted, trialsConverted, deltas, usage] =
    await Promise.all([
      deps.payments.ordersByBucket(window),
      deps.payments.refundsByBucket(window),
      deps.subscriptions.renewalsByBucket(window),
      deps.subscriptions.trialsStartedByBucket(window),
      deps.subscriptions.trialsConvertedByBucket(window),
      deps.subscriptions.deltas(window),
      deps.usage.byBucket(window),
    ]);
  const sums = new Map<string, BucketSums>();
  const add = (bucket: string, part: Partial<BucketSums>) => {
    const current = sums.get(bucket) ?? { ...NO_SUMS };
    for (const [key, value] of Object.entries(part) as [keyof BucketSums, number][]) {
      current[key] += value;
    }
    sums.set(bucket, current);
  };
  for (const row of orders) add(row.bucket, { orders: row.count, ordersCents: row.cents });
  for (const row of refunds) add(row.bucket, { refunds: row.count, refundsCents: row.cents });
  for (const row of renewals) add(row.bucket, { renewals: row.count, renewalsCents: row.cents });
  for (const row of trialsStarted) add(row.bucket, { trialsStarted: row.count });
  for (const row of trialsConverted) add(row.bucket, { trialsConverted: row.count });
  for (const row of usage) add(row.bucket, { downloads: row.downloads, plays: row.plays });
  const opening = { active: 0, monthlyCents: 0 };
  for (const delta of deltas) {
    if (delta.bucket === null) {
      opening.active += delta.active;
      opening.monthlyCents += delta.monthlyCents;
    } else {
      add(delta.bucket, {
        activeChange: delta.active,
        monthlyCentsChange: delta.monthlyCents,
        churned: delta.ended,
      });
    }
  }
  return { sums, opening, deltas };
}

async function packFigures(deps: SalesDeps, window: SalesWindow): Promise<SalesPackFigures[]> {
  const [sales, usage] = await Promise.all([
    deps.payments.packSales(window),
    deps.usage.byPack(window),
  ]);
  const packs = new Map<string, SalesPackFigures & { cents: number }>();
  const packOf = (contentPackId: string) => {
    const known = packs.get(contentPackId);
    if (known) return known;
    const pack = {
      contentPackId,
      slug: null,
      title: null,
      revenue: 0,
      cents: 0,
      sold: 0,
      downloads: 0,
      plays: 0,
    };
    packs.set(contentPackId, pack);
    return pack;
  };
  for (const row of sales)
    Object.assign(packOf(row.contentPackId), { sold: row.count, cents: row.cents });
  for (const row of usage)
    Object.assign(packOf(row.contentPackId), { downloads: row.downloads, plays: row.plays });
  const ranked = rankedPacks(
    [...packs.values()].map(({ cents, ...pack }) => ({ ...pack, revenue: dollarsOf(cents) })),
    MAX_PACKS,
  );
  return Promise.all(
    ranked.map(async (pack) => ({ ...pack, ...(await deps.packNameOf(pack.contentPackId)) })),
  );
}

/** The sales dashboard (desk area `sales`): the owning modules' sums composed per bucket. */
export function createSalesService(deps: SalesDeps) {
  return {
    async report(query: SalesQuery): Promise<SalesReport> {
      const window = salesWindowOf(query);
      const [{ sums, opening, deltas }, packs] = await Promise.all([
        sumsOf(deps, window),
        packFigures(deps, window),
      ]);
      const live = { ...opening };
      const buckets = bucketsOf(window).map(({ start }) => {
        const bucket = sums.get(start) ?? NO_SUMS;
        live.active += bucket.activeChange;
        live.monthlyCents += bucket.monthlyCentsChange;
        return bucketFigures(start, bucket, live);
      });
      return {
        from: query.from,
        to: query.to,
        bucket: query.bucket,
        timeZone: 'UTC',
        generatedAt: deps.now().toISOString(),
        totals: totalsOf([...sums.values()], opening, live),
        buckets,
        tariffs: tariffFigures(deltas satisfies SubscriptionDelta[]),
        packs,
      };
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
