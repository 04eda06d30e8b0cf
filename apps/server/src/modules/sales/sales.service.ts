import type {
  SalesPackFigures,
  SalesQuery,
  SalesReport,
} from '@parallax/core/contracts/desk-sales';
import {
  bucketOfDay,
  bucketsOf,
  dollarsOf,
  salesWindowOf,
  type SalesWindow,
} from '@parallax/core/rules/sales';
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

/**
 * Each owning module's sums per UTC day, asked together, gathered into the window's buckets
 * (days, weeks or months: the modules' queries group by day alone).
 */
async function sumsOf(deps: SalesDeps, window: SalesWindow) {
  const [orders, refunds, renewals, trialsStarted, trialsConverted, deltas, usage] =
    await Promise.all([
      deps.payments.ordersByDay(window),
      deps.payments.refundsByDay(window),
      deps.subscriptions.renewalsByDay(window),
      deps.subscriptions.trialsStartedByDay(window),
      deps.subscriptions.trialsConvertedByDay(window),
      deps.subscriptions.deltas(window),
      deps.usage.byDay(window),
    ]);
  const sums = new Map<string, BucketSums>();
  const add = (day: number, part: Partial<BucketSums>) => {
    const bucket = bucketOfDay(day, window.bucket);
    const current = sums.get(bucket) ?? { ...NO_SUMS };
    for (const [key, value] of Object.entries(part) as [keyof BucketSums, number][]) {
      current[key] += value;
    }
    sums.set(bucket, current);
  };
  for (const row of orders) add(row.day, { orders: row.count, ordersCents: row.cents });
  for (const row of refunds) add(row.day, { refunds: row.count, refundsCents: row.cents });
  for (const row of renewals) add(row.day, { renewals: row.count, renewalsCents: row.cents });
  for (const row of trialsStarted) add(row.day, { trialsStarted: row.count });
  for (const row of trialsConverted) add(row.day, { trialsConverted: row.count });
  for (const row of usage) add(row.day, { downloads: row.downloads, plays: row.plays });
  const opening = { active: 0, monthlyCents: 0 };
  for (const delta of deltas) {
    if (delta.day === null) {
      opening.active += delta.active;
      opening.monthlyCents += delta.monthlyCents;
    } else {
      add(delta.day, {
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
