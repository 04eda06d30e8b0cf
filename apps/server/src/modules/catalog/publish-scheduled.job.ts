import { z } from 'zod';
import type { JobDefinition } from '../../jobs/job-queue.js';
import {
  PUBLISH_SCHEDULED_JOB,
  type PackPublishing,
  type ScheduledPublish,
} from './pack-publishing.service.js';

/**
 * A pack's scheduled publishing (the desk's "publish at"), sent with `startAfter` in the
 * transaction that set `content_packs.publish_at`. It publishes only if the pack is still
 * scheduled for that very time: a schedule moved or cancelled since makes it do nothing, so an
 * old job never publishes early or twice.
 */
export function publishScheduledJob(
  publishing: PackPublishing,
  refresh: () => void,
): JobDefinition<ScheduledPublish> {
  return {
    name: PUBLISH_SCHEDULED_JOB,
    data: z.object({
      packId: z.uuid(),
      at: z.iso.datetime(),
      actorId: z.uuid().nullable(),
      actorEmail: z.string(),
    }),
    retryLimit: 5,
    async handler(data, job) {
      const published = await job.transaction((tx) => publishing.runScheduled(tx, data));
      if (published) refresh();
    },
  };
}
