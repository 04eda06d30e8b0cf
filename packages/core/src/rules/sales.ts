import type { SalesBucket, SalesQuery } from '../contracts/desk-sales.js';

/**
 * The instants a sales range covers: from the first day's UTC midnight to the UTC midnight after
 * the last day (excluded), grouped by `bucket`.
 */
export type SalesWindow = { from: Date; until: Date; bucket: SalesBucket };

const DAY_MS = 86_400_000;

export function salesWindowOf(query: Pick<SalesQuery, 'from' | 'to' | 'bucket'>): SalesWindow {
  const from = new Date(`${query.from}T00:00:00Z`);
  const until = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS);
  return { from, until, bucket: query.bucket };
}

/** The first UTC day of the bucket holding `day` (weeks start on Monday, as ISO weeks do). */
export function bucketStartOf(day: Date, bucket: SalesBucket): Date {
  const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  if (bucket === 'month') start.setUTCDate(1);
  if (bucket === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return start;
}

/**
 * The bucket (its first day, `YYYY-MM-DD`) of a UTC day counted from 1970-01-01 (day 0): the
 * figures queries group by this day number (cheap integer arithmetic on the instant) and the
 * days are gathered into weeks and months here.
 */
export function bucketOfDay(day: number, bucket: SalesBucket): string {
  return bucketStartOf(new Date(day * DAY_MS), bucket)
    .toISOString()
    .slice(0, 10);
}

function nextBucket(start: Date, bucket: SalesBucket): Date {
  const next = new Date(start);
  if (bucket === 'month') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCDate(next.getUTCDate() + (bucket === 'week' ? 7 : 1));
  return next;
}

/**
 * Every bucket a window touches, as `YYYY-MM-DD` of its first day (the first may start before the
 * window, as a week or month holding its first day does), with the instant it ends (excluded;
 * the window's end for the last one).
 */
export function bucketsOf(window: SalesWindow): { start: string; end: Date }[] {
  const buckets: { start: string; end: Date }[] = [];
  for (let start = bucketStartOf(window.from, window.bucket); start < window.until;) {
    const next = nextBucket(start, window.bucket);
    buckets.push({
      start: start.toISOString().slice(0, 10),
      end: next < window.until ? next : window.until,
    });
    start = next;
  }
  return buckets;
}

/** Cents as dollars, rounded to the cent (sums of cents stay exact up to 2^53). */
export function dollarsOf(cents: number): number {
  return Math.round(cents) / 100;
}
