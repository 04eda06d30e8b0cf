import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TestAcquirer } from './test-acquirer.js';

/**
 * Development only: sends the test acquirer's due webhooks now (tests that turn the background
 * delivery off decide when webhooks arrive, and how often).
 */
export const testAcquirerDevRoutes: FastifyPluginAsyncZod<{ acquirer: TestAcquirer }> = async (
  app,
  { acquirer },
) => {
  app.post(
    '/dev/test-acquirer/deliver',
    {
      config: { csrf: false },
      schema: {
        tags: ['dev'],
        summary: 'Development: deliver the test acquirer’s due webhooks now',
        response: { 200: z.object({ delivered: z.number().int() }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { delivered: await acquirer.deliverDue() };
    },
  );
};
