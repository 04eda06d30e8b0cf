import type { SalesWindow } from '@parallax/core/rules/sales';
import { and, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { utcBucketOf } from '../../db/time-buckets.js';
import { subscriptionCharges, subscriptions } from './subscriptions.schema.js';

/** A renewal charge that was paid (a later refund is a refund row of its own). */
const PAID_CHARGE = ['succeeded', 'refunded'];

/** A change of the live subscriptions at an instant, summed per tariff and bucket. */
export type SubscriptionDelta = {
  tariffId: string;
  tariffName: string;
  /** null: before the window (what was live at its start). */
  bucket: string | null;
  active: number;
  monthlyCents: number;
  ended: number;
};

type Rows<T> = { rows: T[] };

/** Sums of subscriptions' own rows for the sales dashboard. */
export const subscriptionFiguresRepository = {
  /** Paid renewal charges per bucket of when they were paid (first payments are orders). */
  async renewalsByBucket(db: Database, window: SalesWindow) {
    const c = subscriptionCharges;
    const bucket = utcBucketOf(c.completedAt, window.bucket);
    return db
      .select({
        bucket: bucket.label,
        count: sql<number>`count(*)::int`,
        cents: sql<number>`coalesce(sum(${c.amountCents}), 0)::float8`,
      })
      .from(c)
      .where(
        and(
          sql`${c.kind} = 'renewal'`,
          inArray(c.status, PAID_CHARGE),
          gte(c.completedAt, window.from),
          lt(c.completedAt, window.until),
        ),
      )
      .groupBy(bucket.start);
  },

  /** Trials started per bucket (a trial subscription keeps its trialEndsAt). */
  async trialsStartedByBucket(db: Database, window: SalesWindow) {
    const s = subscriptions;
    const bucket = utcBucketOf(s.createdAt, window.bucket);
    return db
      .select({
        bucket: bucket.label,
        count: sql<number>`count(*)::int`,
      })
      .from(s)
      .where(
        and(isNotNull(s.trialEndsAt), gte(s.createdAt, window.from), lt(s.createdAt, window.until)),
      )
      .groupBy(bucket.start);
  },

  /** Trials converted per bucket: a trial subscription's first paid renewal charge. */
  async trialsConvertedByBucket(db: Database, window: SalesWindow) {
    const bucket = utcBucketOf(sql`first_paid`, window.bucket);
    // Each trial subscription's first paid renewal once (a grouped scan of the trial
    // subscriptions' renewals, rather than a look-back per charge).
    const { rows } = (await db.execute(sql`
      select ${bucket.label} as "bucket", count(*)::int as "count"
      from (
        select min(c.completed_at) as first_paid
        from subscription_charges c join subscriptions s on s.id = c.subscription_id
        where c.kind = 'renewal' and c.status in ('succeeded', 'refunded')
          and c.completed_at < ${window.until} and s.trial_ends_at is not null
        group by c.subscription_id) as firsts
      where first_paid >= ${window.from}
      group by ${bucket.start}`)) as Rows<{ bucket: string; count: number }>;
    return rows;
  },

  /**
   * The live subscriptions' changes: +1 subscriber when one starts, +its renewal price per 30
   * days once it is paid (at its start, or a trial's first paid renewal), and the opposite when
   * it ends (expired or refunded), per tariff and bucket; what happened before the window comes
   * as one opening row per tariff. Subscriptions that ended before the window are left out.
   */
  async deltas(db: Database, window: SalesWindow): Promise<SubscriptionDelta[]> {
    const bucketOf = (instant: string) =>
      sql`case when ${sql.raw(instant)} < ${window.from} then null else ${utcBucketOf(sql.raw(instant), window.bucket).label} end`;
    const { rows } = (await db.execute(sql`
      with ends as (
        select subscription_id, min(at) as ended_at from subscription_events
        where to_status in ('EXPIRED', 'REFUNDED') and from_status <> 'PENDING'
          and at >= ${window.from}
        group by 1),
      subs as (
        select s.id, s.tariff_id, s.tariff_name, s.created_at, ends.ended_at,
          case when s.trial_ends_at is null then s.created_at else (
            select min(c.completed_at) from subscription_charges c
            where c.subscription_id = s.id and c.kind = 'renewal'
              and c.status in ('succeeded', 'refunded') and c.completed_at < ${window.until}
          ) end as paid_from,
          case when s.is_lifetime or coalesce(s.duration_days, 0) <= 0 then 0
            else s.renewal_price_cents::float8 * 30 / s.duration_days end as monthly
        from subscriptions s left join ends on ends.subscription_id = s.id
        where s.created_at < ${window.until} and s.status <> 'PENDING'
          and (s.status not in ('EXPIRED', 'REFUNDED') or ends.ended_at is not null)),
      changes as (
        select tariff_id, tariff_name, created_at as at, 1 as active, 0::float8 as monthly, 0 as ended
        from subs
        union all
        select tariff_id, tariff_name, paid_from, 0, monthly, 0 from subs
        where paid_from is not null and monthly > 0
          and (ended_at is null or paid_from < ended_at)
        union all
        select tariff_id, tariff_name, ended_at, -1,
          case when paid_from is not null and paid_from < ended_at then -monthly else 0 end, 1
        from subs where ended_at < ${window.until})
      select tariff_id as "tariffId", max(tariff_name) as "tariffName", ${bucketOf('at')} as "bucket",
        sum(active)::int as "active", sum(monthly)::float8 as "monthlyCents",
        sum(ended)::int as "ended"
      from changes group by 1, 3`)) as Rows<SubscriptionDelta>;
    return rows;
  },
};
