import { DomainError } from '@parallax/core/errors';
import { notificationsEndpoints as endpoints } from '@parallax/core/endpoints/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { route } from '../../http/endpoint-route.js';
import type { RateLimited } from '../../http/rate-limit.js';
import type { AuthService } from '../auth/auth.service.js';

/** RFC 8058 §3.1: the key and value a mail client posts to unsubscribe in one click. */
const ONE_CLICK_BODY_LIMIT = 4096;

/**
 * RFC 8058 one-click unsubscribe, at the address a marketing e-mail's List-Unsubscribe header
 * names (the unsubscribe page's own address: a browser opening it gets the page). The mail client
 * posts `List-Unsubscribe=One-Click` without cookies or a CSRF token: the token in the address is
 * the credential, as it is for the page. The body says nothing more, so it is read and ignored,
 * form-encoded or multipart alike.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Pick<AuthService, 'setEmailConsentByToken'>;
  rateLimited: RateLimited;
}> = async (app, { db, auth, rateLimited }) => {
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  route(
    app,
    endpoints.unsubscribeOneClick,
    { config: { csrf: false }, onRequest: rateLimited('/unsubscribe-email') },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!(await auth.setEmailConsentByToken(db, request.query.token, false))) {
        throw new DomainError('InvalidTokenId', 'Unknown unsubscribe token');
      }
      return { ok: true as const };
    },
  );
};
