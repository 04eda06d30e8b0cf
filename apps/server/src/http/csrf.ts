import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER, type authCookieNames } from '@parallax/core/contracts/auth-cookies';
import { DomainError } from '@parallax/core/errors';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type CookieBase = { path: '/'; sameSite: 'lax'; secure: boolean };

/**
 * The double-submit check (see `createSessionHttp`): hands out the readable CSRF cookie, and
 * refuses a state-changing call with cookies that does not echo it in `X-CSRF-Token`.
 */
export function csrfCheck(names: ReturnType<typeof authCookieNames>, base: CookieBase) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
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
  };
}

/** The token of an `Authorization: Bearer` header (headset and desktop clients), or null. */
export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
}
