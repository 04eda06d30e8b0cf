import { authEndpoints as endpoints } from '@parallax/core/endpoints/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import type { RateLimited } from '../../http/rate-limit.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { AuthService } from './auth.service.js';
import { signedInReply } from './sign-in.routes.js';

type Options = { auth: AuthService; sessionHttp: SessionHttp; rateLimited: RateLimited };

/**
 * One-time login and pair headset (spec 1 §3, §9; spec 2 §2): a device asks for a code and polls,
 * a signed-in user approves or declines it. Mounted under /api/v1 and /store/api/v1.
 */
export const oneTimeLoginRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { auth, sessionHttp } = options;
  const limit = options.rateLimited;

  route(
    app,
    endpoints.requestOtp,
    { onRequest: limit(endpoints.requestOtp.path) },
    async (request) => auth.requestOtp(request.body),
  );

  route(
    app,
    endpoints.pollOtp,
    // Polled every second (spec 1 §9) by each device behind an address, so it has ten times the
    // allowance (300 a minute by default); polling faster than the interval is answered slow_down.
    { onRequest: limit(endpoints.pollOtp.path, { times: 10 }) },
    async (request, reply) => {
      const outcome = await auth.pollOtp(request.body.code, request.body.deviceCode);
      if (outcome.kind === 'pending') {
        return {
          status: 'PENDING' as const,
          error: 'authorization_pending' as const,
          interval: outcome.interval,
        };
      }
      return signedInReply(sessionHttp, reply, outcome, outcome.session.clientType);
    },
  );

  const signedInOnly = {
    preHandler: (request: FastifyRequest) => sessionHttp.requireUser(request),
  };

  route(
    app,
    endpoints.approveOtp,
    { onRequest: limit(endpoints.approveOtp.path), ...signedInOnly },
    async (request) => auth.approveOtp(signedInUser(request), request.body.code),
  );

  route(
    app,
    endpoints.denyOtp,
    { onRequest: limit(endpoints.denyOtp.path), ...signedInOnly },
    async (request, reply) => {
      await auth.denyOtp(signedInUser(request).userId, request.body.code);
      return reply.code(204).send(null);
    },
  );
};
