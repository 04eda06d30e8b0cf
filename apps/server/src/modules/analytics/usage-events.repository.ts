import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export type UsageEvent = {
  kind: 'download' | 'play';
  contentPackId: string;
  userId: string;
  platform: string;
};

/** Rows of `content_usage_events`. */
export const usageEventsRepository = {
  /**
   * Adds the event unless the same user had the same kind of event for the same pack since
   * `since`: links asked again and again (a player reloading, a download resuming) count once.
   * Returns whether a row was written.
   */
  async insertUnlessRecent(db: Database, event: UsageEvent, since: Date): Promise<boolean> {
    const { rows } = (await db.execute(sql`
      insert into content_usage_events (kind, content_pack_id, user_id, platform)
      select ${event.kind}, ${event.contentPackId}, ${event.userId}, ${event.platform}
      where not exists (
        select 1 from content_usage_events
        where user_id = ${event.userId} and content_pack_id = ${event.contentPackId}
          and kind = ${event.kind} and at >= ${since})
      returning id`)) as { rows: unknown[] };
    return rows.length > 0;
  },
};
