import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppModule } from '../../../app-module.js';
import type { Database } from '../../../db/client.js';
import type { JobQueue } from '../../../jobs/job-queue.js';
import { testAcquirerDevRoutes } from './dev.routes.js';
import type { WebhookDelivery } from './outgoing-webhooks.service.js';
import { createTestAcquirerProvider } from './test-acquirer.provider.js';
import { testAcquirerRoutes } from './test-acquirer.routes.js';
import { createTestAcquirer } from './test-acquirer.service.js';
import { TEST_ACQUIRER_WEBHOOKS_JOB, testAcquirerWebhooksJob } from './webhooks.job.js';

/** Posts a webhook over HTTP, as an acquirer's servers would. */
const fetchWebhook: WebhookDelivery = async ({ url, body, headers }) => {
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers,
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return { status: response.status };
};

/**
 * The built-in card acquirer (payments' `test` provider): its hosted checkout pages, its webhooks
 * sent by a job, and the development route that flushes them.
 */
export function createTestAcquirerModule(deps: {
  db: Database;
  /** The server secret; a real provider's signing secret would come from its own configuration. */
  secret: string;
  publicUrl: string;
  jobs: JobQueue;
  now: () => Date;
  log: FastifyBaseLogger;
  /** How webhooks are posted (default: fetch to PUBLIC_URL; tests deliver through inject). */
  deliverWebhook: WebhookDelivery | undefined;
  /** false: webhooks go out only when flushed (POST /api/dev/test-acquirer/deliver). */
  hasBackgroundWebhooks: boolean;
  hasDevRoutes: boolean;
}) {
  const { jobs, now, log } = deps;
  const webhookSecret = createHmac('sha256', deps.secret)
    .update('test-acquirer-webhooks')
    .digest('hex');
  const acquirer = createTestAcquirer({
    db: deps.db,
    secret: webhookSecret,
    publicUrl: deps.publicUrl,
    now,
    deliver: deps.deliverWebhook ?? fetchWebhook,
    onDeliveryError: (err) => log.warn({ err }, 'a test acquirer webhook was not delivered'),
  });
  if (deps.hasBackgroundWebhooks) jobs.define(testAcquirerWebhooksJob({ acquirer, jobs, now }));
  const deliverWebhooks = () => {
    jobs.send(TEST_ACQUIRER_WEBHOOKS_JOB, {}).catch((err: unknown) => {
      log.warn({ err }, 'test acquirer webhook delivery was not queued');
    });
  };
  return {
    provider: createTestAcquirerProvider({ acquirer, secret: webhookSecret, now }),
    routes: async (app) => {
      await app.register(testAcquirerRoutes, {
        acquirer,
        onSettled: deps.hasBackgroundWebhooks ? deliverWebhooks : () => undefined,
      });
      if (deps.hasDevRoutes) {
        await app.register(testAcquirerDevRoutes, { acquirer });
      }
    },
  } satisfies AppModule;
}
