import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AUTH_COOKIES, authCookieNames, CSRF_HEADER } from '@parallax/core/contracts/auth';
import { DomainError } from '@parallax/core/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokens } from '../modules/auth/access-tokens.js';
import type { IssuedSession, Sessions } from '../modules/auth/sessions.js';

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

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

  function bearerOf(request: FastifyRequest): string | null {
    const header = request.headers.authorization;
    return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
  }

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
      app.addHook('onRequest', (request, reply, done) => {
        // The client gets its CSRF cookie from the calls it makes before any change: the
        // bootstrap check, user info, and any state-changing call (a refused one included, so the
        // retry passes). Cacheable catalog reads never carry a Set-Cookie.
        const route = request.routeOptions.url ?? '';
        const handsOutCsrf =
          UNSAFE_METHODS.has(request.method) ||
          route === '/api/bootstrap/check' ||
          route.endsWith('/settings/user/info');
        if (!request.cookies[names.csrf] && handsOutCsrf) {
          const csrf = randomBytes(24).toString('base64url');
          reply.setCookie(names.csrf, csrf, { ...base, httpOnly: false });
        }
        // Every state-changing route is checked (decided on the matched route, not on the raw
        // URL, which could be spelled another way); a route opts out only by saying so.
        if (!UNSAFE_METHODS.has(request.method) || bearerOf(request)) return done();
        const config = request.routeOptions.config as { csrf?: boolean } | undefined;
        if (config?.csrf === false) return done();
        const sent = request.headers[CSRF_HEADER];
        const given = typeof sent === 'string' ? Buffer.from(sent) : Buffer.alloc(0);
        const expected = Buffer.from(request.cookies[names.csrf] ?? '');
        if (
          expected.length === 0 ||
          given.length !== expected.length ||
          !timingSafeEqual(given, expected)
        ) {
          return done(new DomainError('CsrfTokenMismatch', 'Missing or wrong X-CSRF-Token header'));
        }
        done();
      });
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
