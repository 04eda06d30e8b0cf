import { ErrorBody, text } from '@parallax/core/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentsEndpoints } from '@parallax/core/endpoints/shop';
import { route } from '../../http/endpoint-route.js';
import { checkoutOriginOf, shopContextOf } from '../../http/shop-request.js';
import type { RateLimited } from '../../http/rate-limit.js';
import { requesterOf } from '../../http/requester.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { PaymentsService } from './payments.service.js';

/** spec 1 §4 checkout and §7 transactions, in the account API (never cached). */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  sessionHttp: SessionHttp;
  rateLimited: RateLimited;
  siteOrigins: readonly string[];
}> = async (app, { payments, sessionHttp, rateLimited, siteOrigins }) => {
  const signedIn = {
    preHandler: (request: FastifyRequest) => sessionHttp.requireUser(request),
  };

  route(
    app,
    paymentsEndpoints.checkout,
    { onRequest: rateLimited('/checkout') },
    async (request, reply) => {
      const user = await sessionHttp.userOf(request);
      const outcome = await payments.checkout(user?.userId ?? null, request.body, {
        ...shopContextOf(request),
        origin: checkoutOriginOf(request, siteOrigins),
        requester: requesterOf(request),
      });
      if ('confirmation' in outcome) return reply.code(202).send(outcome.confirmation);
      if (outcome.signedIn) sessionHttp.setSessionCookies(reply, outcome.signedIn.session);
      return outcome.response;
    },
  );

  route(app, paymentsEndpoints.transactions, signedIn, async (request) =>
    payments.list(signedInUser(request).userId),
  );

  route(app, paymentsEndpoints.transaction, signedIn, async (request) =>
    payments.transaction(signedInUser(request).userId, request.params.transactionId),
  );
};

/**
 * Webhooks from payment providers: the raw body is kept for the signature check. 200 once the
 * event is applied (or known); any error makes the provider deliver it again.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  // The provider signs the bytes it sends: the body stays a string for the signature check.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/payments/webhook/:provider',
    {
      config: { csrf: false },
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['payments'],
        operationId: 'paymentsWebhook',
        // The provider's signature over the body is the credential (each provider's header).
        security: [],
        summary: 'A payment provider’s signed webhook (at least once; applied once)',
        params: z.object({ provider: text().min(1).max(32) }),
        response: {
          200: z.object({ outcome: z.string() }),
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const outcome = await payments.handleWebhook(
        request.params.provider,
        typeof request.body === 'string' ? request.body : '',
        request.headers,
      );
      return { outcome };
    },
  );
};
