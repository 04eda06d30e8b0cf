import { authEndpoints as endpoints } from '@parallax/core/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import type { RateLimited } from '../../http/rate-limit.js';
import { requesterOf } from '../../http/requester.js';
import type { AuthService } from './auth.service.js';

type Options = { auth: AuthService; rateLimited: RateLimited };

/** Password reset by an e-mailed code (spec 1 §4). Mounted under /api/v1 and /store/api/v1. */
export const passwordsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { auth } = options;
  const limit = options.rateLimited;

  route(
    app,
    endpoints.startPasswordReset,
    { onRequest: limit(endpoints.startPasswordReset.path) },
    async (request) => auth.startPasswordReset(request.body.email, requesterOf(request)),
  );

  route(
    app,
    endpoints.resendPasswordReset,
    { onRequest: limit(endpoints.resendPasswordReset.path) },
    async (request) => auth.resendPasswordReset(request.body.token, requesterOf(request)),
  );

  route(
    app,
    endpoints.confirmPasswordReset,
    { onRequest: limit(endpoints.confirmPasswordReset.path) },
    async (request) => ({
      token: await auth.confirmPasswordReset(
        request.body.token,
        request.body.confirmation,
        requesterOf(request),
      ),
    }),
  );

  route(
    app,
    endpoints.resetPassword,
    { onRequest: limit(endpoints.resetPassword.path) },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { ok: true as const };
    },
  );
};
