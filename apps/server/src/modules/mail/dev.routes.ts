import { DevOutboxMessage } from '@parallax/core/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { createMailRepository } from './mail.repository.js';

/** Development only (never registered when NODE_ENV=production): the outbox, newest first. */
export const devRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const repository = createMailRepository(db);
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development outbox: e-mails kept instead of sent, newest first',
        response: { 200: z.array(DevOutboxMessage) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const rows = await repository.listKept();
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );
};
