import type { SalesWindow } from '@parallax/core/rules/sales';
import { and, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { perUtcDay, utcDayOf } from '../../db/ledger-sums.js';
import { subscriptionCharges, subscriptions } from './subscriptions.schema.js';

/** A renewal charge that was paid (a later refund is a refund row of its own). */
const PAID_CHARGE = ['succeeded', 'refunded'];

/** A change of the live subscriptions at an instant, summed per tariff and UTC day. */
export type SubscriptionDelta = {
  tariffId: string;
  tariffName: string;
  /** The UTC day counted from 1970-01-01; null: before the window (what was live at its start). */
  day: number | null;
  active: number;
  monthlyCents: number;
  ended: number;
};

type Rows<T> = { rows: T[] };

/** Sums of subscriptions' own rows for the sales dashboard. */
export const subscriptionFiguresRepository = {
  /** Paid renewal charges per UTC day they were paid (first payments are orders). */
  async renewalsByDay(db: Database, window: SalesWindow) {
    const c = subscriptionCharges;
    return perUtcDay<{ count: number; cents: number }>(db, window, (day) =>
      db
        .select({
          count: sql<number>`count(*)::int`.as('count'),
          cents: sql<number>`coalesce(sum(${c.amountCents}), 0)::float8`.as('cents'),
        })
        .from(c)
        .where(
          and(
            sql`${c.kind} = 'renewal'`,
            inArray(c.status, PAID_CHARGE),
            gte(c.completedAt, day.start),
            lt(c.completedAt, day.end),
          ),
        ),
    );
  },

  /** Trials started per UTC day (a trial subscription keeps its trialEndsAt). */
  async trialsStartedByDay(db: Database, window: SalesWindow) {
    const s = subscriptions;
    const day = utcDayOf(s.createdAt);
    return db
      .select({
        day,
        count: sql<number>`count(*)::int`,
      })
      .from(s)
      .where(
        and(isNotNull(s.trialEndsAt), gte(s.createdAt, window.from), lt(s.createdAt, window.until)),
      )
      .groupBy(day);
  },

  /** Trials converted per UTC day: a trial subscription's first paid renewal charge. */
  async trialsConvertedByDay(db: Database, window: SalesWindow) {
    const day = utcDayOf(sql`first_paid`);
    // Each trial subscription's first paid renewal, read from the charges' index per trial (a
    // few thousand look-ups, rather than every renewal grouped).
    const { rows } = (await db.execute(sql`
      select ${day} as "day", count(*)::int as "count"
      from (
        select (
          select min(c.completed_at) from subscription_charges c
          where c.subscription_id = s.id and c.kind = 'renewal'
            and c.status in ('succeeded', 'refunded') and c.completed_at < ${window.until}
        ) as first_paid
        from subscriptions s
        where s.trial_ends_at is not null and s.created_at < ${window.until}) as firsts
      where first_paid >= ${window.from}
      group by 1`)) as Rows<{ day: number; count: number }>;
    return rows;
  },

  /**
   * The live subscriptions' changes: +1 subscriber when one starts, +its renewal price per 30
   * days once it is paid (at its start, or a trial's first paid renewal), and the opposite when
   * it ends (expired, its payment failed for good, or refunded), per tariff and UTC day; what
   * happened before the window comes as one opening row per tariff. Subscriptions that ended
   * before the window are left out.
   */
  async deltas(db: Database, window: SalesWindow): Promise<SubscriptionDelta[]> {
    const dayOf = (instant: string) =>
      sql`case when ${sql.raw(instant)} < ${window.from} then null else ${utcDayOf(sql.raw(instant))} end`;
    const { rows } = (await db.execute(sql`
      with ends as (
        select subscription_id, min(at) as ended_at from subscription_events
        where ((to_status in ('EXPIRED', 'REFUNDED') and from_status <> 'PENDING')
            or (to_status = 'PAYMENT_FAILED' and from_status = 'GRACE'))
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
          and (s.status not in ('EXPIRED', 'PAYMENT_FAILED', 'REFUNDED')
            or ends.ended_at is not null)),
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
      select tariff_id as "tariffId", max(tariff_name) as "tariffName", ${dayOf('at')} as "day",
        sum(active)::int as "active", sum(monthly)::float8 as "monthlyCents",
        sum(ended)::int as "ended"
      from changes group by 1, 3`)) as Rows<SubscriptionDelta>;
    return rows;
  },
};
