import { SALES_BUCKETS, SalesQuery, type SalesBucket } from '@parallax/core/contracts/desk-sales';

const DAY_MS = 86_400_000;
const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

export type SalesPreset = 'last30' | 'thisYear';

/** A preset range, in UTC days as the server counts them: both ends included. */
export function presetRange(preset: SalesPreset, now: Date): { from: string; to: string } {
  const to = isoDay(now);
  if (preset === 'thisYear') return { from: `${to.slice(0, 4)}-01-01`, to };
  return { from: isoDay(new Date(now.getTime() - 29 * DAY_MS)), to };
}

/**
 * The range in the address (`from`, `to`, `bucket`), or the last 30 days by day; a range the
 * server would refuse is reported (`isValid` false) rather than asked.
 */
export function rangeOf(
  params: URLSearchParams,
  now: Date,
): { query: SalesQuery; isValid: boolean } {
  const fallback = presetRange('last30', now);
  const bucket = params.get('bucket');
  const asked = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
    bucket: (SALES_BUCKETS as readonly string[]).includes(bucket ?? '')
      ? (bucket as SalesBucket)
      : 'day',
  };
  const parsed = SalesQuery.safeParse(asked);
  return parsed.success
    ? { query: parsed.data, isValid: true }
    : { query: { ...fallback, bucket: asked.bucket }, isValid: false };
}
