import {
  CheckoutEmailConfirmation,
  CheckoutRequest,
  CheckoutResponse,
  TransactionDto,
  TransactionList,
} from '@parallax/core/contracts/payments';
import { ErrorBody, text } from '@parallax/core/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutOriginOf,
  PlatformQuery,
  SHOP_ERRORS,
  shopContextOf,
} from '../../http/shop-request.js';
import type { RateLimited } from '../../http/rate-limit.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { PaymentsService } from './payments.service.js';

/** spec 1 §4 checkout and §7 transactions, in the account API (never cached). */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  sessionHttp: SessionHttp;
  rateLimited: RateLimited;
  publicUrl: string;
}> = async (app, { payments, sessionHttp, rateLimited, publicUrl }) => {
  const signedIn = {
    preHandler: (request: FastifyRequest) => sessionHttp.requireUser(request),
  };

  app.post(
    '/checkout',
    {
      onRequest: rateLimited('/checkout'),
      schema: {
        tags: ['payments'],
        summary:
          'Check out the cart: writes the order and opens the provider’s hosted payment page',
        description:
          'A guest sends the local cart and an e-mail and is registered for the payment (status InitializedViaPayment, signed in by cookies); an e-mail with an account answers ProceedToLogin; the e-mail of an account another checkout opened and nobody has proven answers 202 with a code challenge, and the checkout is sent again with the code in `confirmation` (nobody is signed into that account before). Two checkouts of one cart get one order. The payment page returns the buyer to the address the checkout came from.',
        querystring: PlatformQuery,
        body: CheckoutRequest,
        response: { 200: CheckoutResponse, 202: CheckoutEmailConfirmation, ...SHOP_ERRORS },
      },
    },
    async (request, reply) => {
      const user = await sessionHttp.userOf(request);
      const outcome = await payments.checkout(user?.userId ?? null, request.body, {
        ...shopContextOf(request),
        origin: checkoutOriginOf(request, publicUrl),
      });
      if ('confirmation' in outcome) return reply.code(202).send(outcome.confirmation);
      if (outcome.signedIn) sessionHttp.setSessionCookies(reply, outcome.signedIn.session);
      return outcome.response;
    },
  );

  app.get(
    '/transaction/list',
    {
      ...signedIn,
      schema: {
        tags: ['payments'],
        summary: 'The signed-in user’s transactions, newest first (TRIAL is shown as SUCCESSFUL)',
        response: { 200: TransactionList, ...SHOP_ERRORS },
      },
    },
    async (request) => payments.list(signedInUser(request).userId),
  );

  app.get(
    '/transaction/:transactionId',
    {
      ...signedIn,
      schema: {
        tags: ['payments'],
        summary: 'One transaction; a pending one is checked with the payment provider first',
        params: z.object({ transactionId: text().max(64) }),
        response: { 200: TransactionDto, ...SHOP_ERRORS },
      },
    },
    async (request) =>
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
