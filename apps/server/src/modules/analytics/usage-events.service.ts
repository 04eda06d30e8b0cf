import type { Database } from '../../db/client.js';
import { usageEventsRepository as repo, type UsageEvent } from './usage-events.repository.js';

export type { UsageEvent };

/** Links asked again within this long count as the same download or play. */
const REPEAT_WINDOW_MS = 30 * 60_000;

/**
 * A pack's downloads for offline play and plays, for the sales dashboard: recorded where the
 * server hands out the links, cheaply, and never failing the request that hands them out.
 */
export function createUsageEventsService(deps: {
  db: Database;
  now: () => Date;
  log: { warn: (object: object, message: string) => void };
}) {
  return {
    record: async (event: UsageEvent): Promise<void> => {
      try {
        const since = new Date(deps.now().getTime() - REPEAT_WINDOW_MS);
        await repo.insertUnlessRecent(deps.db, event, since);
      } catch (error) {
        deps.log.warn({ err: error, kind: event.kind }, 'a content usage event was not recorded');
      }
    },
  };
}
