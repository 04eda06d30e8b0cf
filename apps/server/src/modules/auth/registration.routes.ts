import { authEndpoints as endpoints } from '@parallax/core/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { languageOf } from '../../http/language.js';
import type { RateLimited } from '../../http/rate-limit.js';
import { requesterOf } from '../../http/requester.js';
import type { SessionHttp } from '../../http/session.js';
import type { AuthService } from './auth.service.js';
import { signedInReply } from './sign-in.routes.js';

type Options = { auth: AuthService; sessionHttp: SessionHttp; rateLimited: RateLimited };

/**
 * Registration with its code, the availability checks and quick registration (spec 1 §3, §7).
 * Mounted under /api/v1 and /store/api/v1.
 */
export const registrationRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { auth, sessionHttp } = options;
  // Per address and route, shared by /api/v1 and /store/api/v1.
  const limit = options.rateLimited;

  route(
    app,
    endpoints.register,
    { onRequest: limit(endpoints.register.path) },
    async (request, reply) => {
      const challenge = await auth.register(
        request.body,
        languageOf(request),
        requesterOf(request),
      );
      return reply.code(201).send(challenge);
    },
  );

  route(
    app,
    endpoints.confirmRegistration,
    { onRequest: limit(endpoints.confirmRegistration.path) },
    async (request, reply) =>
      signedInReply(
        sessionHttp,
        reply,
        await auth.confirmRegistration(request.body, requesterOf(request)),
        request.body.clientType ?? 'web_app',
      ),
  );

  route(
    app,
    endpoints.resendRegistration,
    { onRequest: limit(endpoints.resendRegistration.path) },
    async (request) => auth.resendRegistration(request.body.token, requesterOf(request)),
  );

  route(
    app,
    endpoints.emailExists,
    { onRequest: limit(endpoints.emailExists.path) },
    async (request) => ({ isExists: await auth.emailExists(request.body.email) }),
  );

  route(
    app,
    endpoints.viewerEmailExists,
    { onRequest: limit(endpoints.viewerEmailExists.path) },
    async (request) => ({ isExists: await auth.viewerEmailExists(request.body.email) }),
  );

  route(
    app,
    endpoints.usernameExists,
    { onRequest: limit(endpoints.usernameExists.path) },
    async (request) => ({ isExists: await auth.usernameExists(request.body.username) }),
  );
};

/**
 * spec 1 §3 quick registration (an e-mail only) and its user-confirm page. Mounted under /api/v1
 * and /store/api/v1.
 */
export const quickRegistrationRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { auth, sessionHttp } = options;
  const limit = options.rateLimited;

  route(
    app,
    endpoints.quickRegister,
    { onRequest: limit(endpoints.quickRegister.path) },
    async (request, reply) =>
      signedInReply(
        sessionHttp,
        reply,
        await auth.quickRegister(request.body, languageOf(request)),
        request.body.clientType,
      ),
  );

  route(
    app,
    endpoints.confirmQuickRegistration,
    { onRequest: limit(endpoints.confirmQuickRegistration.path) },
    async (request, reply) =>
      signedInReply(
        sessionHttp,
        reply,
        await auth.confirmQuickRegistration(request.body),
        request.body.clientType,
      ),
  );
};
