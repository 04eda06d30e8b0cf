import { devEndpoints } from '@parallax/core/endpoints/dev';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../http/endpoint-route.js';
import type { TestAcquirer } from './test-acquirer.js';

/**
 * Development only: sends the test acquirer's due webhooks now (tests that turn the background
 * delivery off decide when webhooks arrive, and how often).
 */
export const testAcquirerDevRoutes: FastifyPluginAsyncZod<{ acquirer: TestAcquirer }> = async (
  app,
  { acquirer },
) => {
  route(
    app,
    devEndpoints.deliverTestAcquirerWebhooks,
    { config: { csrf: false } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { delivered: await acquirer.deliverDue() };
    },
  );
};
