import type {
  SalesBucketFigures,
  SalesPackFigures,
  SalesTariffFigures,
  SalesTotals,
} from '@parallax/core/contracts/desk-sales';
import { dollarsOf } from '@parallax/core/rules/sales';
import type { SubscriptionDelta } from '../subscriptions/subscription-figures.service.js';

/** One bucket's sums as the owning modules answer them (money in cents). */
export type BucketSums = {
  ordersCents: number;
  orders: number;
  renewalsCents: number;
  renewals: number;
  refundsCents: number;
  refunds: number;
  trialsStarted: number;
  trialsConverted: number;
  churned: number;
  downloads: number;
  plays: number;
  /** The live subscriptions' changes in the bucket. */
  activeChange: number;
  monthlyCentsChange: number;
};

export const NO_SUMS: BucketSums = {
  ordersCents: 0,
  orders: 0,
  renewalsCents: 0,
  renewals: 0,
  refundsCents: 0,
  refunds: 0,
  trialsStarted: 0,
  trialsConverted: 0,
  churned: 0,
  downloads: 0,
  plays: 0,
  activeChange: 0,
  monthlyCentsChange: 0,
};

/** Sums in dollars, with the live subscriptions at the end of what they cover. */
function figuresOf(
  sums: BucketSums,
  live: { active: number; monthlyCents: number },
): Omit<SalesBucketFigures, 'start'> {
  return {
    revenue: dollarsOf(sums.ordersCents + sums.renewalsCents - sums.refundsCents),
    ordersRevenue: dollarsOf(sums.ordersCents),
    renewalsRevenue: dollarsOf(sums.renewalsCents),
    orders: sums.orders,
    renewals: sums.renewals,
    refunds: sums.refunds,
    refundsSum: dollarsOf(sums.refundsCents),
    mrr: dollarsOf(live.monthlyCents),
    activeSubscribers: live.active,
    trialsStarted: sums.trialsStarted,
    trialsConverted: sums.trialsConverted,
    churned: sums.churned,
    downloads: sums.downloads,
    plays: sums.plays,
  };
}

/** The bucket's figures in dollars, the live subscriptions carried over from the bucket before. */
export function bucketFigures(
  start: string,
  sums: BucketSums,
  live: { active: number; monthlyCents: number },
): SalesBucketFigures {
  return { start, ...figuresOf(sums, live) };
}

/** The range's totals: every bucket's sums, and the live subscriptions at its end. */
export function totalsOf(
  sums: BucketSums[],
  opening: { active: number },
  closing: { active: number; monthlyCents: number },
): SalesTotals {
  const all = sums.reduce<BucketSums>((total, bucket) => {
    const next = { ...total };
    for (const key of Object.keys(next) as (keyof BucketSums)[]) next[key] += bucket[key];
    return next;
  }, NO_SUMS);
  return {
    ...figuresOf(all, closing),
    activeAtStart: opening.active,
    churnRate:
      opening.active === 0 ? 0 : Math.round((all.churned / opening.active) * 10_000) / 10_000,
  };
}

/** Subscribers and MRR per tariff at the range's end, most subscribers first. */
export function tariffFigures(deltas: SubscriptionDelta[]): SalesTariffFigures[] {
  const byTariff = new Map<string, SalesTariffFigures & { cents: number }>();
  for (const delta of deltas) {
    const tariff = byTariff.get(delta.tariffId) ?? {
      tariffId: delta.tariffId,
      name: delta.tariffName,
      activeSubscribers: 0,
      mrr: 0,
      cents: 0,
    };
    tariff.activeSubscribers += delta.active;
    tariff.cents += delta.monthlyCents;
    byTariff.set(delta.tariffId, tariff);
  }
  return [...byTariff.values()]
    .filter((tariff) => tariff.activeSubscribers > 0 || Math.round(tariff.cents) > 0)
    .map(({ cents, ...tariff }) => ({ ...tariff, mrr: dollarsOf(cents) }))
    .sort((a, b) => b.activeSubscribers - a.activeSubscribers || a.name.localeCompare(b.name));
}

/** Packs by revenue, then by sales, then by plays (ties by id), at most `limit`. */
export function rankedPacks(packs: SalesPackFigures[], limit: number): SalesPackFigures[] {
  return [...packs]
    .sort(
      (a, b) =>
        b.revenue - a.revenue ||
        b.sold - a.sold ||
        b.plays - a.plays ||
        b.downloads - a.downloads ||
        a.contentPackId.localeCompare(b.contentPackId),
    )
    .slice(0, limit);
}
