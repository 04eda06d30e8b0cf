import { credentialsEndpoints as endpoints } from '@parallax/core/endpoints/credentials';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import type { RateLimited } from '../../http/rate-limit.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { AuthService } from './auth.service.js';

type Options = { auth: AuthService; sessionHttp: SessionHttp; rateLimited: RateLimited };

/**
 * Signing out everywhere, and what the account's last endings of every credential took (the
 * control panel's devices block). Mounted under /api/v1 and /store/api/v1.
 */
export const credentialsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { auth, sessionHttp } = options;
  const signedInOnly = {
    preHandler: (request: FastifyRequest) => sessionHttp.requireUser(request),
  };

  route(
    app,
    endpoints.signOutEverywhere,
    { onRequest: options.rateLimited(endpoints.signOutEverywhere.path), ...signedInOnly },
    async (request) => {
      const user = signedInUser(request);
      return auth.signOutEverywhere(user.userId, user.familyId);
    },
  );

  route(app, endpoints.listEndings, signedInOnly, async (request) => ({
    endings: await auth.latestCredentialEndings(signedInUser(request).userId),
  }));
};
