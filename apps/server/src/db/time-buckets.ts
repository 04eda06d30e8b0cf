import { SALES_BUCKETS, type SalesBucket } from '@parallax/core/contracts/desk-sales';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The UTC bucket (day, ISO week from Monday, month) an instant falls in, whatever the session's
 * time zone: `start` to group by, and `label`, its first day as `YYYY-MM-DD`, to select (written
 * once per group, not per row). The unit is written into the statement, so that the label is seen
 * as a function of the grouped expression; it is one of SALES_BUCKETS, never free text.
 */
export function utcBucketOf(
  instant: AnyColumn | SQL,
  bucket: SalesBucket,
): { start: SQL; label: SQL<string> } {
  if (!SALES_BUCKETS.includes(bucket)) throw new Error(`not a bucket: ${String(bucket)}`);
  const start = sql`date_trunc('${sql.raw(bucket)}', ${instant} at time zone 'UTC')`;
  return { start, label: sql<string>`to_char(${start}, 'YYYY-MM-DD')` };
}
