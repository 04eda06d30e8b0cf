import type { SalesWindow } from '@parallax/core/rules/sales';
import type { Database } from '../../db/client.js';
import { summed } from '../../db/ledger-sums.js';
import { usageFiguresRepository as repo } from './usage-figures.repository.js';

/** Downloads and plays for the sales dashboard, counted from the events when asked. */
export function createUsageFiguresService(deps: { db: Database }) {
  const { db } = deps;
  return {
    byDay: (window: SalesWindow): Promise<{ day: number; downloads: number; plays: number }[]> =>
      summed(db, (tx) => repo.byDay(tx, window)),
    byPack: (
      window: SalesWindow,
    ): Promise<{ contentPackId: string; downloads: number; plays: number }[]> =>
      summed(db, (tx) => repo.byPack(tx, window)),
  };
}

export type UsageFiguresService = ReturnType<typeof createUsageFiguresService>;
