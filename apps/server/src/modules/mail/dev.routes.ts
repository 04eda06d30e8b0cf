import { devEndpoints } from '@parallax/core/endpoints/dev';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { route } from '../../http/endpoint-route.js';
import { createMailRepository } from './mail.repository.js';

/** Development tools only (DEV_TOOLS, config.ts): the outbox, newest first. */
export const devRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const repository = createMailRepository(db);
  route(app, devEndpoints.outbox, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const rows = await repository.listKept();
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  });
};
