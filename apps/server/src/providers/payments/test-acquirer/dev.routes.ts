import { devEndpoints } from '@parallax/core/endpoints/dev';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../http/endpoint-route.js';
import type { TestAcquirer } from './test-acquirer.service.js';

/**
 * Development only: sends the test acquirer's due webhooks now (tests that turn the background
 * delivery off decide when webhooks arrive, and how often), and makes a saved card approve or
 * decline its later charges (renewals that fail, then recover).
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

  route(
    app,
    devEndpoints.setTestAcquirerSavedCard,
    { config: { csrf: false } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await acquirer.setSavedCardOutcome(request.body.paymentMethodToken, request.body.outcome);
      return request.body;
    },
  );
};
