import type { SalesWindow } from '@parallax/core/rules/sales';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { perUtcDay } from '../../db/ledger-sums.js';
import { contentUsageEvents } from './analytics.schema.js';

const e = contentUsageEvents;
const downloads = sql<number>`(count(*) filter (where ${e.kind} = 'download'))::int`;
const plays = sql<number>`(count(*) filter (where ${e.kind} = 'play'))::int`;

/** Counts of `content_usage_events` for the sales dashboard. */
export const usageFiguresRepository = {
  /** Downloads and plays per UTC day (counted from 1970-01-01). */
  async byDay(db: Database, window: SalesWindow) {
    return perUtcDay<{ downloads: number; plays: number }>(db, window, (day) =>
      db
        .select({ downloads: downloads.as('downloads'), plays: plays.as('plays') })
        .from(e)
        .where(and(gte(e.at, day.start), lt(e.at, day.end))),
    );
  },

  async byPack(db: Database, window: SalesWindow) {
    return db
      .select({ contentPackId: e.contentPackId, downloads, plays })
      .from(e)
      .where(and(gte(e.at, window.from), lt(e.at, window.until)))
      .groupBy(e.contentPackId);
  },
};
