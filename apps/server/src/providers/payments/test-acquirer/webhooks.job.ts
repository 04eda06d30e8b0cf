import { z } from 'zod';
import type { JobDefinition, JobQueue } from '../../../jobs/job-queue.js';
import type { TestAcquirer } from './test-acquirer.service.js';

export const TEST_ACQUIRER_WEBHOOKS_JOB = 'test-acquirer.webhooks';

/** A retry due within this long is woken for; later ones wait for the next minute's sweep. */
const WAKE_AHEAD_MS = 60_000;

/**
 * Sends the test acquirer's due webhooks, as an acquirer's own delivery service would: right after
 * a payment settles (the routes send this job), on a minute's sweep, and at the time of the next
 * retry the acquirer's back-off asks for. One run at a time across every server process.
 */
export function testAcquirerWebhooksJob({
  acquirer,
  jobs,
  now,
}: {
  acquirer: TestAcquirer;
  jobs: JobQueue;
  now: () => Date;
}): JobDefinition<Record<string, never>> {
  return {
    name: TEST_ACQUIRER_WEBHOOKS_JOB,
    data: z.object({}).strict(),
    policy: 'singleton',
    cron: '* * * * *',
    // A failed run needs no retry of its own: the next settle or sweep delivers what is due.
    retryLimit: 0,
    pollingIntervalSeconds: 1,
    async handler() {
      await acquirer.deliverDue();
      const next = await acquirer.nextAttemptAt();
      if (next && next.getTime() - now().getTime() < WAKE_AHEAD_MS) {
        await jobs.send(TEST_ACQUIRER_WEBHOOKS_JOB, {}, { startAfter: next });
      }
    },
  };
}
