import { SALES_CSV_COLUMNS, type SalesReport } from '@parallax/core/contracts/desk-sales';

const money = (dollars: number) => dollars.toFixed(2);

/** The report's buckets as CSV (RFC 4180 line ends): a header row, then one row per bucket. */
export function salesCsv(report: SalesReport): string {
  const rows = report.buckets.map((bucket) =>
    [
      bucket.start,
      money(bucket.revenue),
      money(bucket.ordersRevenue),
      money(bucket.renewalsRevenue),
      bucket.orders,
      bucket.renewals,
      bucket.refunds,
      money(bucket.refundsSum),
      money(bucket.mrr),
      bucket.activeSubscribers,
      bucket.trialsStarted,
      bucket.trialsConverted,
      bucket.churned,
      bucket.downloads,
      bucket.plays,
    ].join(','),
  );
  return [SALES_CSV_COLUMNS.join(','), ...rows].map((line) => `${line}\r\n`).join('');
}
