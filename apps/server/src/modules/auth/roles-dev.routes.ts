import { devEndpoints } from '@parallax/core/endpoints/dev';
import { DomainError } from '@parallax/core/errors';
import { MODERATOR_ROLE } from '@parallax/core/rules/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { route } from '../../http/endpoint-route.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { AuthService } from './auth.service.js';

/**
 * Development tools only (DEV_TOOLS, config.ts): the signed-in user becomes a
 * moderator, as `parallax role grant <email> ROLE_MODERATOR` does on a database the command line
 * reaches; browser tests run the server on an in-memory one.
 */
export const rolesDevRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: AuthService;
  sessionHttp: SessionHttp;
}> = async (app, { db, auth, sessionHttp }) => {
  route(
    app,
    devEndpoints.grantModerator,
    { preHandler: (request) => sessionHttp.requireUser(request) },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await auth.userById(db, signedInUser(request).userId);
      const holder = user ? await auth.grantRole(user.email, MODERATOR_ROLE) : null;
      if (!holder) throw new DomainError('UserNotFound', 'The signed-in account is gone');
      return { roles: holder.roles };
    },
  );
};
