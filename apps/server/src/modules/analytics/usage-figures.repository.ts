import type { SalesWindow } from '@parallax/core/rules/sales';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { utcBucketOf } from '../../db/time-buckets.js';
import { contentUsageEvents } from './analytics.schema.js';

const e = contentUsageEvents;
const downloads = sql<number>`(count(*) filter (where ${e.kind} = 'download'))::int`;
const plays = sql<number>`(count(*) filter (where ${e.kind} = 'play'))::int`;

/** Counts of `content_usage_events` for the sales dashboard. */
export const usageFiguresRepository = {
  async byBucket(db: Database, window: SalesWindow) {
    const bucket = utcBucketOf(e.at, window.bucket);
    return db
      .select({ bucket: bucket.label, downloads, plays })
      .from(e)
      .where(and(gte(e.at, window.from), lt(e.at, window.until)))
      .groupBy(bucket.start);
  },

  async byPack(db: Database, window: SalesWindow) {
    return db
      .select({ contentPackId: e.contentPackId, downloads, plays })
      .from(e)
      .where(and(gte(e.at, window.from), lt(e.at, window.until)))
      .groupBy(e.contentPackId);
  },
};
