import type { SalesBucket } from '@parallax/core/contracts/desk-sales';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The UTC bucket (day, ISO week from Monday, month) an instant falls in, as `YYYY-MM-DD` of its
 * first day: what the sales dashboard groups its sums by, whatever the session's time zone.
 */
export function utcBucketOf(instant: AnyColumn | SQL, bucket: SalesBucket): SQL<string> {
  return sql<string>`to_char(date_trunc(${bucket}, ${instant} at time zone 'UTC'), 'YYYY-MM-DD')`;
}
