import type { LoginResult } from '@parallax/core/contracts/auth';
import { authEndpoints as endpoints } from '@parallax/core/endpoints/auth';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import type { RateLimited } from '../../http/rate-limit.js';
import { requesterOf } from '../../http/requester.js';
import type { SessionHttp } from '../../http/session.js';
import type { AuthService, SignedIn } from './auth.service.js';
import { toLoginResult } from './user.presenter.js';

type Options = { auth: AuthService; sessionHttp: SessionHttp; rateLimited: RateLimited };

/** Signs the client in: the session's cookies, and the login result (registration.routes.ts too). */
export function signedInReply(
  sessionHttp: SessionHttp,
  reply: FastifyReply,
  result: SignedIn,
  clientType: string,
): LoginResult {
  sessionHttp.setSessionCookies(reply, result.session);
  return toLoginResult(result, sessionHttp.tokensInBody(clientType));
}

/**
 * Signing in (spec 1 §4, §7) with a password or a one-time token, and the session's refresh and
 * logout. Mounted under /api/v1 and /store/api/v1.
 */
export const signInRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { auth, sessionHttp } = options;
  // Per address and route, shared by /api/v1 and /store/api/v1; the account lock (5 wrong
  // passwords) trips well before this.
  const limit = options.rateLimited;

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
      return signedInReply(sessionHttp, reply, outcome, request.body.clientType);
    },
  );

  route(
    app,
    endpoints.tokenSignIn,
    { onRequest: limit(endpoints.tokenSignIn.path) },
    async (request, reply) =>
      signedInReply(
        sessionHttp,
        reply,
        await auth.tokenSignIn(request.body),
        request.body.clientType,
      ),
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
};
