import type { SalesWindow } from '@parallax/core/rules/sales';
import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * The UTC day an instant falls in, counted from 1970-01-01 (day 0), whatever the session's time
 * zone: the sales dashboard's queries answer per day and gather days into weeks and months outside
 * the database (`bucketOfDay`).
 */
export function utcDayOf(instant: AnyColumn | SQL): SQL<number> {
  return sql<number>`floor(date_part('epoch', ${instant}) / 86400)::int`;
}

/** One UTC day of a window: its first instant and the next day's (excluded). */
export type UtcDay = { start: SQL; end: SQL };

/**
 * Sums per UTC day of the window: `sums(day)` is a query of one row (aggregates with aliases)
 * bounded by the day's instants, run once per day of the window over its index range. Each row
 * is then only counted, never passed through a per-row day function (which cost more than the
 * sums themselves over a year's ledger). Days step by exactly 24 hours, whatever the time zone.
 */
export async function perUtcDay<Sums extends object>(
  db: Database,
  window: SalesWindow,
  sums: (day: UtcDay) => SQLWrapper,
): Promise<(Sums & { day: number })[]> {
  const day = { start: sql`day_start`, end: sql`day_start + interval '24 hours'` };
  const { rows } = (await db.execute(sql`
    select ${utcDayOf(sql`day_start`)} as "day", day_sums.*
    from generate_series(${window.from}::timestamptz,
      ${window.until}::timestamptz - interval '24 hours', interval '24 hours') as day_start,
    lateral (${sums(day)}) as day_sums`)) as { rows: (Sums & { day: number })[] };
  return rows;
}

/**
 * A sum over the ledger run without parallel workers and without JIT compilation: the sales
 * dashboard asks its sums side by side, one connection each, so they already share the cores,
 * and workers per query only add their start-up and merging (each sum took about twice as long
 * with them on two cores); the per-day sums are estimated costly enough to be compiled, which
 * takes longer than running them.
 */
export async function summed<T>(db: Database, sum: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    await tx.execute(sql`set local jit = off`);
    return sum(tx);
  });
}
