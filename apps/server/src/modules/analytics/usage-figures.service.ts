import type { SalesWindow } from '@parallax/core/rules/sales';
import type { Database } from '../../db/client.js';
import { usageFiguresRepository as repo } from './usage-figures.repository.js';

/** Downloads and plays for the sales dashboard, counted from the events when asked. */
export function createUsageFiguresService(deps: { db: Database }) {
  const { db } = deps;
  return {
    byBucket: (
      window: SalesWindow,
    ): Promise<{ bucket: string; downloads: number; plays: number }[]> => repo.byBucket(db, window),
    byPack: (
      window: SalesWindow,
    ): Promise<{ contentPackId: string; downloads: number; plays: number }[]> =>
      repo.byPack(db, window),
  };
}

export type UsageFiguresService = ReturnType<typeof createUsageFiguresService>;
