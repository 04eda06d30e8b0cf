import type { SalesWindow } from '@parallax/core/rules/sales';
import type { Database } from '../../db/client.js';
import { salesFiguresRepository as repo } from './sales-figures.repository.js';

/** A bucket's count and sum in cents (`bucket`: its first UTC day, YYYY-MM-DD). */
export type BucketSum = { bucket: string; count: number; cents: number };

/**
 * The payments ledger's part of the sales dashboard, summed from its rows when asked (never a
 * second count kept beside them): paid orders, refunds, and packs sold.
 */
export function createSalesFiguresService(deps: { db: Database }) {
  const { db } = deps;
  return {
    ordersByBucket: (window: SalesWindow): Promise<BucketSum[]> => repo.ordersByBucket(db, window),
    refundsByBucket: (window: SalesWindow): Promise<BucketSum[]> =>
      repo.refundsByBucket(db, window),
    packSales: (
      window: SalesWindow,
    ): Promise<{ contentPackId: string; count: number; cents: number }[]> =>
      repo.packSales(db, window),
  };
}

export type SalesFiguresService = ReturnType<typeof createSalesFiguresService>;
