import { and, count, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from './payments.schema.js';
import { PAID_ORDER_STATUSES } from './orders.rules.js';

/**
 * The paid orders (SUCCESSFUL, or REFUNDED since) that used each promo code, by the code in upper
 * case (codes match without regard to case): the desk shows a code's use beside its counter.
 */
export async function paidOrdersByPromoCode(
  db: Database,
  codes: readonly string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const code = sql<string>`upper(${orders.promo}->>'code')`;
  const rows = await db
    .select({ code, n: count() })
    .from(orders)
    .where(
      and(
        isNotNull(orders.promo),
        inArray(orders.status, PAID_ORDER_STATUSES),
        inArray(
          code,
          codes.map((value) => value.toUpperCase()),
        ),
      ),
    )
    .groupBy(code);
  return new Map(rows.map((row) => [row.code, row.n]));
}
