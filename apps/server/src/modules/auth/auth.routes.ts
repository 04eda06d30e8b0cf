import type { LoginResult } from '@parallax/core/contracts/auth';
import { authEndpoints as endpoints } from '@parallax/core/endpoints/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { languageOf } from '../../http/language.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { RateLimited } from '../../http/rate-limit.js';
import { requesterOf } from '../../http/requester.js';
import type { AuthService, SignedIn } from './auth.service.js';
import { toUserInfo } from './user.presenter.js';

type Options = { auth: AuthService; sessionHttp: SessionHttp; rateLimited: RateLimited };

/**
 * Registration, sign-in, sessions, password reset, quick registration and one-time login
 * (spec 1 §3, §4, §7). Mounted under /api/v1 and /store/api/v1.
 */
export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { auth, sessionHttp } = options;
  // Per address and route, shared by /api/v1 and /store/api/v1; the account lock (5 wrong
  // passwords) trips well before this.
  const limit = options.rateLimited;

  function signedIn(reply: FastifyReply, result: SignedIn, clientType: string): LoginResult {
    sessionHttp.setSessionCookies(reply, result.session);
    const inBody = sessionHttp.tokensInBody(clientType);
    return {
      status: 'ACTIVE',
      user: toUserInfo(result.user),
      accessTokenExpiresAt: result.session.accessTokenExpiresAt.toISOString(),
      ...(inBody
        ? { accessToken: result.session.accessToken, refreshToken: result.session.refreshToken }
        : {}),
    };
  }

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
      signedIn(
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

  route(
    app,
    endpoints.quickRegister,
    { onRequest: limit(endpoints.quickRegister.path) },
    async (request, reply) =>
      signedIn(
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
      signedIn(reply, await auth.confirmQuickRegistration(request.body), request.body.clientType),
  );

  route(
    app,
    endpoints.signIn,
    { onRequest: limit(endpoints.signIn.path) },
    async (request, reply) => {
      const outcome = await auth.signIn(request.body, requesterOf(request));
      if (outcome.kind === 'unconfirmed') {
        return {
          status: 'NOT_CONFIRMED_EMAIL' as const,
          email: outcome.email,
          challenge: outcome.challenge,
        };
      }
      return signedIn(reply, outcome, request.body.clientType);
    },
  );

  route(
    app,
    endpoints.tokenSignIn,
    { onRequest: limit(endpoints.tokenSignIn.path) },
    async (request, reply) =>
      signedIn(reply, await auth.tokenSignIn(request.body), request.body.clientType),
  );

  route(app, endpoints.refresh, async (request, reply) => {
    const fromBody = request.body?.refreshToken;
    const token = sessionHttp.refreshTokenOf(request, fromBody);
    if (!token) {
      sessionHttp.clearSessionCookies(reply);
      return reply.code(401).send({
        errorType: 'InvalidRefreshToken',
        message: 'No refresh token',
        requestId: request.id,
      });
    }
    try {
      const session = await auth.refresh(token, {
        clientIdentifier: request.body?.clientIdentifier,
      });
      sessionHttp.setSessionCookies(reply, session);
      return {
        accessTokenExpiresAt: session.accessTokenExpiresAt.toISOString(),
        ...(fromBody
          ? { accessToken: session.accessToken, refreshToken: session.refreshToken }
          : {}),
      };
    } catch (error) {
      sessionHttp.clearSessionCookies(reply);
      throw error;
    }
  });

  route(app, endpoints.logout, async (request, reply) => {
    const user = await sessionHttp.userOf(request).catch(() => null);
    const refreshToken = sessionHttp.refreshTokenOf(request, request.body?.refreshToken);
    const familyId =
      user?.familyId ?? (refreshToken ? await auth.familyOfRefreshToken(refreshToken) : null);
    if (familyId) await auth.logout(familyId);
    sessionHttp.clearSessionCookies(reply);
    return reply.code(204).send(null);
  });

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
      return signedIn(reply, outcome, outcome.session.clientType);
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
