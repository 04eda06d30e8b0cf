import { ErrorBody, text } from '@parallax/core/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { OwnershipService } from './ownership.service.js';

/**
 * Development only (never registered when NODE_ENV=production): gives the signed-in user a pack,
 * or every purchasable pack of a category, so owned packs and the unlocked origins pack can be
 * tried before buying exists.
 */
export const ownershipDevRoutes: FastifyPluginAsyncZod<{
  ownership: OwnershipService;
  sessionHttp: SessionHttp;
}> = async (app, { ownership, sessionHttp }) => {
  app.post(
    '/dev/ownership/categories/:categoryName',
    {
      preHandler: (request) => sessionHttp.requireUser(request),
      schema: {
        tags: ['dev'],
        summary: 'Development: grant the signed-in user every purchasable pack of a category',
        params: z.object({ categoryName: text().min(1).max(100) }),
        response: {
          200: z.object({ contentPackIds: z.array(z.uuid()) }),
          401: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const contentPackIds = await ownership.grantCategory(
        signedInUser(request).userId,
        request.params.categoryName,
      );
      return { contentPackIds };
    },
  );

  app.post(
    '/dev/ownership/content/:slug',
    {
      preHandler: (request) => sessionHttp.requireUser(request),
      schema: {
        tags: ['dev'],
        summary: 'Development: grant the signed-in user one content pack',
        params: z.object({ slug: text().min(1).max(100) }),
        response: {
          200: z.object({ contentPackIds: z.array(z.uuid()) }),
          401: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const id = await ownership.grantContent(signedInUser(request).userId, request.params.slug);
      return { contentPackIds: [id] };
    },
  );
};
