import { AUTH_COOKIES, authCookieNames } from '@parallax/core/contracts/auth-cookies';
import { DomainError } from '@parallax/core/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokens } from '../modules/auth/access-tokens.service.js';
import type { IssuedSession, Sessions } from '../modules/auth/sessions.service.js';
import { bearerOf, csrfCheck } from './csrf.js';

export type SignedInUser = { userId: string; familyId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`. */
    user: SignedInUser | null;
  }
  interface FastifyContextConfig {
    /** `false`: the route takes posts without the CSRF echo (see `createSessionHttp`). */
    csrf?: boolean;
  }
}

/** The user `requireUser` put on the request. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new DomainError('Unauthorized', 'Sign in first');
  return request.user;
}

/**
 * Cookies, tokens and cross-site request forgery for the whole server.
 *
 * The web app holds its tokens in httpOnly SameSite=Lax cookies; headset and desktop clients send
 * `Authorization: Bearer`. Every state-changing call must echo the readable `parallax_csrf`
 * cookie in `X-CSRF-Token` (double submit): another site can make the browser send the cookies
 * but cannot read the value. Bearer calls carry no ambient credential (their cookies are ignored)
 * and are exempt; a route that must take a plain form post says `config: { csrf: false }`.
 * On https every cookie is a `__Host-` one (`__Host-parallax_csrf`…), and only those are read.
 */
export function createSessionHttp(deps: {
  accessTokens: AccessTokens;
  sessions: Sessions;
  isHttps: boolean;
}) {
  const { accessTokens, sessions, isHttps } = deps;
  // Path=/ and no Domain, as a `__Host-` cookie must have, and Secure on https.
  const base = { path: '/', sameSite: 'lax', secure: isHttps } as const;
  const names = authCookieNames(isHttps);

  function accessTokenOf(request: FastifyRequest): string | null {
    const bearer = bearerOf(request);
    return bearer === null ? (request.cookies[names.access] ?? null) : bearer;
  }

  return {
    /** The cookie names this server sets and reads. */
    cookieNames: names,

    register(app: FastifyInstance): void {
      app.decorateRequest('user', null);
      // A callback hook, not an async one: every request passes here, most of them guests' reads.
      app.addHook('onRequest', csrfCheck(names, base));
    },

    /**
     * Resolves the caller. No token: null. An expired access token answers 403 (the client
     * refreshes once and retries, spec 1 §4); a forged one or an ended session, 401.
     */
    async userOf(request: FastifyRequest): Promise<SignedInUser | null> {
      const token = accessTokenOf(request);
      if (!token) return null;
      const check = await accessTokens.check(token);
      if (check.kind === 'expired') {
        throw new DomainError('AccessTokenExpired', 'The access token has expired');
      }
      if (check.kind === 'invalid' || !(await sessions.isLive(check.claims.familyId))) {
        throw new DomainError('Unauthorized', 'The session has ended');
      }
      return check.claims;
    },

    /** preHandler: the route needs a signed-in user. */
    async requireUser(request: FastifyRequest): Promise<void> {
      const user = await this.userOf(request);
      if (!user) throw new DomainError('Unauthorized', 'Sign in first');
      request.user = user;
    },

    /** A Bearer client names its refresh token in the body; cookies are the browser's. */
    refreshTokenOf(request: FastifyRequest, fromBody?: string): string | null {
      if (bearerOf(request)) return fromBody ?? null;
      return fromBody ?? request.cookies[names.refresh] ?? null;
    },

    setSessionCookies(reply: FastifyReply, session: IssuedSession): void {
      const accessExpires = session.accessTokenExpiresAt;
      const refreshExpires = session.refreshTokenExpiresAt;
      reply.setCookie(names.access, session.accessToken, {
        ...base,
        httpOnly: true,
        expires: refreshExpires,
      });
      reply.setCookie(names.refresh, session.refreshToken, {
        ...base,
        httpOnly: true,
        expires: refreshExpires,
      });
      const marker = `${Math.floor(accessExpires.getTime() / 1000)}.${Math.floor(refreshExpires.getTime() / 1000)}`;
      reply.setCookie(names.session, marker, {
        ...base,
        httpOnly: false,
        expires: refreshExpires,
      });
    },

    clearSessionCookies(reply: FastifyReply): void {
      for (const name of [names.access, names.refresh, names.session]) {
        reply.clearCookie(name, base);
      }
      // Plain-named cookies from before the site moved to https are never read again, but the
      // web app would still see a plain marker and try to refresh: they go too.
      if (isHttps) {
        for (const name of [AUTH_COOKIES.access, AUTH_COOKIES.refresh, AUTH_COOKIES.session]) {
          reply.clearCookie(name, { path: '/' });
        }
      }
    },

    /** Bearer clients (headset, desktop) get the tokens in the body too. */
    tokensInBody(clientType: string): boolean {
      return clientType !== 'web_app';
    },
  };
}

export type SessionHttp = ReturnType<typeof createSessionHttp>;
