import type { SalesWindow } from '@parallax/core/rules/sales';
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { utcBucketOf } from '../../db/time-buckets.js';
import { orderItems, orderRefunds, orders } from './payments.schema.js';

/** Paid orders: SUCCESSFUL, or REFUNDED after they were paid (the refund is its own row). */
const PAID = ['SUCCESSFUL', 'REFUNDED'];

/** Sums of the ledger's own rows for the sales dashboard: orders, their lines and refunds. */
export const salesFiguresRepository = {
  /** Paid orders per bucket of when they were paid: how many and their totals in cents. */
  async ordersByBucket(db: Database, window: SalesWindow) {
    const bucket = utcBucketOf(orders.completedAt, window.bucket);
    return db
      .select({
        bucket: bucket.label,
        count: sql<number>`count(*)::int`,
        cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::float8`,
      })
      .from(orders)
      .where(
        and(
          inArray(orders.status, PAID),
          gte(orders.completedAt, window.from),
          lt(orders.completedAt, window.until),
        ),
      )
      .groupBy(bucket.start);
  },

  /**
   * Refunds (of orders and of renewal charges) the acquirer confirmed, per bucket of when they
   * were made (one still being asked of the acquirer counts once it is settled).
   */
  async refundsByBucket(db: Database, window: SalesWindow) {
    const bucket = utcBucketOf(orderRefunds.createdAt, window.bucket);
    return db
      .select({
        bucket: bucket.label,
        count: sql<number>`count(*)::int`,
        cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::float8`,
      })
      .from(orderRefunds)
      .where(
        and(
          isNotNull(orderRefunds.settledAt),
          gte(orderRefunds.createdAt, window.from),
          lt(orderRefunds.createdAt, window.until),
        ),
      )
      .groupBy(bucket.start);
  },

  /** Packs sold on paid orders paid in the window: lines and their final sums in cents. */
  async packSales(db: Database, window: SalesWindow) {
    return db
      .select({
        contentPackId: orderItems.itemId,
        count: sql<number>`count(*)::int`,
        cents: sql<number>`coalesce(sum(${orderItems.finalSumCents}), 0)::float8`,
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        and(
          inArray(orders.status, PAID),
          gte(orders.completedAt, window.from),
          lt(orders.completedAt, window.until),
          eq(orderItems.type, 'content'),
        ),
      )
      .groupBy(orderItems.itemId);
  },
};
