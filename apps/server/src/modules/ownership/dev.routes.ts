import { devEndpoints } from '@parallax/core/endpoints/dev';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { OwnershipService } from './ownership.service.js';

/**
 * Development tools only (DEV_TOOLS, config.ts): gives the signed-in user a pack,
 * or every purchasable pack of a category, so owned packs and the unlocked origins pack can be
 * tried before buying exists.
 */
export const ownershipDevRoutes: FastifyPluginAsyncZod<{
  ownership: OwnershipService;
  sessionHttp: SessionHttp;
}> = async (app, { ownership, sessionHttp }) => {
  const signedIn = {
    preHandler: (request: Parameters<SessionHttp['requireUser']>[0]) =>
      sessionHttp.requireUser(request),
  };

  route(app, devEndpoints.grantCategory, signedIn, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const contentPackIds = await ownership.grantCategory(
      signedInUser(request).userId,
      request.params.categoryName,
    );
    return { contentPackIds };
  });

  route(app, devEndpoints.grantContent, signedIn, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const id = await ownership.grantContent(signedInUser(request).userId, request.params.slug);
    return { contentPackIds: [id] };
  });
};
