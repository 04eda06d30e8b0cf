import { authEndpoints as endpoints } from '@parallax/core/endpoints/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import type { RateLimited } from '../../http/rate-limit.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { AuthService } from './auth.service.js';

type Options = { auth: AuthService; sessionHttp: SessionHttp; rateLimited: RateLimited };

/**
 * The user's devices (control panel): the live sessions, signing one out, and the push token a
 * device registers for its session. Mounted under /api/v1 and /store/api/v1.
 */
export const devicesRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { auth, sessionHttp } = options;
  const limit = options.rateLimited;
  const signedInOnly = {
    preHandler: (request: FastifyRequest) => sessionHttp.requireUser(request),
  };

  route(app, endpoints.listDevices, signedInOnly, async (request) => {
    const user = signedInUser(request);
    return auth.listDevices(user.userId, user.familyId);
  });

  route(
    app,
    endpoints.signOutDevice,
    { onRequest: limit(endpoints.signOutDevice.path), ...signedInOnly },
    async (request, reply) => {
      const user = signedInUser(request);
      await auth.signOutDevice(user.userId, request.params.id);
      if (request.params.id === user.familyId) sessionHttp.clearSessionCookies(reply);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    endpoints.saveDeviceToken,
    { onRequest: limit(endpoints.saveDeviceToken.path), ...signedInOnly },
    async (request) => {
      const user = signedInUser(request);
      await auth.saveDeviceToken(user.userId, user.familyId, request.body.deviceToken);
      return { ok: true as const };
    },
  );
};
