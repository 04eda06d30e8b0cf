import { devEndpoints } from '@parallax/core/endpoints/dev';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { DomainError } from '@parallax/core/errors';
import type { LinkHolderOf } from './link-holder.service.js';
import type { MediaRequestLog } from './media-delivery-log.service.js';

/**
 * Development tools only (DEV_TOOLS, config.ts): the media requests delivery
 * recorded, so browser tests can show which byte ranges a download fetched.
 */
export const mediaDeliveryDevRoutes: FastifyPluginAsyncZod<{
  requestLog: MediaRequestLog;
  linkHolderOf: LinkHolderOf;
}> = async (app, { requestLog, linkHolderOf }) => {
  route(app, devEndpoints.mediaRequests, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return requestLog.list(request.query.key);
  });

  route(app, devEndpoints.mediaThrottle, async (request, reply) => {
    const holder = await linkHolderOf(request);
    if (holder === null) throw new DomainError('Unauthorized', 'Sign in to slow your media');
    requestLog.setThrottle(holder, request.body.bytesPerSecond);
    return reply.code(204).send(null);
  });

  route(app, devEndpoints.clearMediaRequests, async (_request, reply) => {
    requestLog.clear();
    return reply.code(204).send(null);
  });
};
