import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subscriptions } from './subscriptions.schema.js';

/**
 * The subscriptions that still run and renew: neither ended nor lifetime (a lifetime one never
 * renews). A cancelled one that still runs counts: resumed, it renews.
 */
const running = and(
  inArray(subscriptions.status, ['PENDING', 'ACTIVE', 'CANCEL_IN_PROGRESS', 'GRACE']),
  eq(subscriptions.isLifetime, false),
);

export const renewalPricesRepository = {
  /** How many running subscriptions each tariff has. */
  async runningByTariff(db: Database): Promise<Map<string, number>> {
    const rows = await db
      .select({ tariffId: subscriptions.tariffId, n: count() })
      .from(subscriptions)
      .where(running)
      .groupBy(subscriptions.tariffId);
    return new Map(rows.map((row) => [row.tariffId, row.n]));
  },

  /** Sets the renewal price of the tariff's running subscriptions; how many it changed. */
  async reprice(tx: Database, tariffId: string, cents: number, at: Date): Promise<number> {
    const changed = await tx
      .update(subscriptions)
      .set({ renewalPriceCents: cents, updatedAt: at })
      .where(
        and(
          running,
          eq(subscriptions.tariffId, tariffId),
          sql`${subscriptions.renewalPriceCents} <> ${cents}`,
        ),
      )
      .returning({ id: subscriptions.id });
    return changed.length;
  },
};
