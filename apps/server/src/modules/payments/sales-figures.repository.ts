import type { SalesWindow } from '@parallax/core/rules/sales';
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { perUtcDay } from '../../db/ledger-sums.js';
import { PAID_ORDER_STATUSES } from './orders.rules.js';
import { orderItems, orderRefunds, orders } from './payments.schema.js';

type DaySums = { count: number; cents: number };

/** Sums of the ledger's own rows for the sales dashboard: orders, their lines and refunds. */
export const salesFiguresRepository = {
  /** Paid orders per UTC day they were paid: how many and their totals in cents. */
  async ordersByDay(db: Database, window: SalesWindow) {
    return perUtcDay<DaySums>(db, window, (day) =>
      db
        .select({
          count: sql<number>`count(*)::int`.as('count'),
          cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::float8`.as('cents'),
        })
        .from(orders)
        .where(
          and(
            inArray(orders.status, PAID_ORDER_STATUSES),
            gte(orders.completedAt, day.start),
            lt(orders.completedAt, day.end),
          ),
        ),
    );
  },

  /**
   * Refunds (of orders and of renewal charges) the acquirer confirmed, per UTC day they were made
   * (one still being asked of the acquirer counts once it is settled).
   */
  async refundsByDay(db: Database, window: SalesWindow) {
    return perUtcDay<DaySums>(db, window, (day) =>
      db
        .select({
          count: sql<number>`count(*)::int`.as('count'),
          cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::float8`.as('cents'),
        })
        .from(orderRefunds)
        .where(
          and(
            isNotNull(orderRefunds.settledAt),
            gte(orderRefunds.createdAt, day.start),
            lt(orderRefunds.createdAt, day.end),
          ),
        ),
    );
  },

  /**
   * Packs sold on orders paid in the window: lines and their final sums in cents. A line carries
   * its order's paid time (`paid_at`), so this reads the lines alone, not joined to their orders.
   */
  async packSales(db: Database, window: SalesWindow) {
    return db
      .select({
        contentPackId: orderItems.itemId,
        count: sql<number>`count(*)::int`,
        cents: sql<number>`coalesce(sum(${orderItems.finalSumCents}), 0)::float8`,
      })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.type, 'content'),
          isNotNull(orderItems.paidAt),
          gte(orderItems.paidAt, window.from),
          lt(orderItems.paidAt, window.until),
        ),
      )
      .groupBy(orderItems.itemId);
  },
};
