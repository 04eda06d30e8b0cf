import { devEndpoints } from '@parallax/core/endpoints/dev';
import { DomainError } from '@parallax/core/errors';
import { MODERATOR_ROLE, type UserRole } from '@parallax/core/rules/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { route } from '../../http/endpoint-route.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { AuthService } from './auth.service.js';

/**
 * Development tools only (DEV_TOOLS, config.ts): the signed-in user takes a role (a moderator,
 * or any staff role), as `parallax role grant <email> <role>` does on a database the command
 * line reaches, or is allowed files of their own, as support allows them in the desk; browser
 * tests run the server on an in-memory one.
 */
export const rolesDevRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: AuthService;
  sessionHttp: SessionHttp;
}> = async (app, { db, auth, sessionHttp }) => {
  const extras = { preHandler: (request: FastifyRequest) => sessionHttp.requireUser(request) };

  /** The signed-in user grants themselves `role` (recorded in the audit log as their change). */
  async function grantSelf(request: FastifyRequest, role: UserRole) {
    const user = await auth.userById(db, signedInUser(request).userId);
    const actor = user && { userId: user.id, email: user.email, roles: user.roles };
    const holder = actor ? await auth.grantRole({ id: actor.userId }, role, actor) : null;
    if (!holder) throw new DomainError('UserNotFound', 'The signed-in account is gone');
    return { roles: holder.roles };
  }

  route(app, devEndpoints.grantModerator, extras, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return grantSelf(request, MODERATOR_ROLE);
  });

  route(app, devEndpoints.grantRole, extras, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return grantSelf(request, request.body.role);
  });

  /** The signed-in user may play files of their own, as when support allows it in the desk. */
  route(app, devEndpoints.allowUploads, extras, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    await auth.setUploadsAllowed(db, signedInUser(request).userId, true);
    return { allowed: true };
  });
};
