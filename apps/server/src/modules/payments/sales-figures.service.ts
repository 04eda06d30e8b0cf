import type { SalesWindow } from '@parallax/core/rules/sales';
import type { Database } from '../../db/client.js';
import { summed } from '../../db/ledger-sums.js';
import { salesFiguresRepository as repo } from './sales-figures.repository.js';

/** A UTC day's count and sum in cents (`day`: counted from 1970-01-01). */
export type DaySum = { day: number; count: number; cents: number };

/**
 * The payments ledger's part of the sales dashboard, summed from its rows when asked (never a
 * second count kept beside them): paid orders, refunds, and packs sold.
 */
export function createSalesFiguresService(deps: { db: Database }) {
  const { db } = deps;
  return {
    ordersByDay: (window: SalesWindow): Promise<DaySum[]> =>
      summed(db, (tx) => repo.ordersByDay(tx, window)),
    refundsByDay: (window: SalesWindow): Promise<DaySum[]> =>
      summed(db, (tx) => repo.refundsByDay(tx, window)),
    packSales: (
      window: SalesWindow,
    ): Promise<{ contentPackId: string; count: number; cents: number }[]> =>
      summed(db, (tx) => repo.packSales(tx, window)),
  };
}

export type SalesFiguresService = ReturnType<typeof createSalesFiguresService>;
