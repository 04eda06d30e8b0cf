import { z } from 'zod';
import type { JobDefinition } from '../../jobs/job-queue.js';
import type { Billing } from './billing.service.js';

export const BILLING_JOB = 'billing.run';

/**
 * The billing run on the durable queue (docs/decisions/0001): every minute, whichever process
 * takes the cron job scans what the clock says is due. Business time is the clock's, never the
 * queue's `startAfter`, so the development clock and the tests move it.
 */
export function billingJob(billing: Billing): JobDefinition<Record<string, never>> {
  return {
    name: BILLING_JOB,
    data: z.object({}).strict(),
    policy: 'singleton',
    cron: '* * * * *',
    // A failed run needs no retry of its own: the next minute's run finds what is still due.
    retryLimit: 0,
    expireInSeconds: 15 * 60,
    async handler() {
      await billing.run();
    },
  };
}
