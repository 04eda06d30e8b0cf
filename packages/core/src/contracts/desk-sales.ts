import { z } from 'zod';
import { IsoDate, IsoDateTime } from './common.js';

/** How the sales dashboard groups its figures: UTC days, ISO weeks (from Monday) or months. */
export const SALES_BUCKETS = ['day', 'week', 'month'] as const;
export const SalesBucket = z.enum(SALES_BUCKETS);
export type SalesBucket = z.infer<typeof SalesBucket>;

/** The longest range the dashboard answers: about three years of days. */
export const SALES_MAX_DAYS = 1100;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted (UTC dates). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD&bucket=day|week|month`: UTC dates, both days counted, `to` not
 * before `from`, at most SALES_MAX_DAYS days.
 */
export const SalesQuery = z
  .object({
    from: IsoDate,
    to: IsoDate,
    bucket: SalesBucket.default('day'),
  })
  .superRefine((query, context) => {
    const days = daysInRange(query.from, query.to);
    if (days < 1) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    } else if (days > SALES_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The range may span at most ${SALES_MAX_DAYS} days`,
      });
    }
  });
export type SalesQuery = z.infer<typeof SalesQuery>;

/** Money in dollars; revenue may be negative where refunds outweigh the sales of a bucket. */
const Dollars = z.number();
const Count = z.int().nonnegative();

/** One bucket's figures; `start` is the bucket's first UTC day (a Monday for weeks). */
export const SalesBucketFigures = z.object({
  start: IsoDate,
  revenue: Dollars.describe('paid orders + paid renewal charges − refunds, in dollars'),
  ordersRevenue: Dollars,
  renewalsRevenue: Dollars,
  orders: Count,
  renewals: Count,
  refunds: Count,
  refundsSum: Dollars,
  /** Live paid subscriptions' renewal prices per 30 days, at the bucket's end (or now). */
  mrr: Dollars,
  activeSubscribers: Count,
  trialsStarted: Count,
  trialsConverted: Count,
  churned: Count,
  downloads: Count,
  plays: Count,
});
export type SalesBucketFigures = z.infer<typeof SalesBucketFigures>;

/** The range's totals: sums of the buckets, and the subscription figures at the range's end. */
export const SalesTotals = SalesBucketFigures.omit({ start: true }).extend({
  activeAtStart: Count,
  /** churned ÷ active at the range's start (0 when none was). */
  churnRate: z.number().nonnegative(),
});
export type SalesTotals = z.infer<typeof SalesTotals>;

export const SalesTariffFigures = z.object({
  tariffId: z.uuid(),
  name: z.string(),
  activeSubscribers: Count,
  mrr: Dollars,
});
export type SalesTariffFigures = z.infer<typeof SalesTariffFigures>;

/** A pack's sales (paid orders' lines, before refunds) and use in the range. */
export const SalesPackFigures = z.object({
  contentPackId: z.uuid(),
  slug: z.string().nullable(),
  title: z.string().nullable(),
  revenue: Dollars,
  sold: Count,
  downloads: Count,
  plays: Count,
});
export type SalesPackFigures = z.infer<typeof SalesPackFigures>;

export const SalesReport = z.object({
  from: IsoDate,
  to: IsoDate,
  bucket: SalesBucket,
  timeZone: z.literal('UTC'),
  generatedAt: IsoDateTime,
  totals: SalesTotals,
  buckets: z.array(SalesBucketFigures),
  tariffs: z.array(SalesTariffFigures),
  /** Packs sold or used in the range, by revenue, then sales, then plays (at most 50). */
  packs: z.array(SalesPackFigures),
});
export type SalesReport = z.infer<typeof SalesReport>;

/** The CSV export's columns, in order (one row per bucket, money in dollars with 2 decimals). */
export const SALES_CSV_COLUMNS = [
  'bucket_start',
  'revenue_usd',
  'orders_revenue_usd',
  'renewals_revenue_usd',
  'orders',
  'renewals',
  'refunds',
  'refunds_usd',
  'mrr_usd',
  'active_subscribers',
  'trials_started',
  'trials_converted',
  'churned',
  'downloads',
  'plays',
] as const;
