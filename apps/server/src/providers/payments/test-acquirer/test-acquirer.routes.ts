import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutPage,
  confirmPage,
  donePage,
  HOSTED_PAGE_STYLES,
  managePage,
} from './hosted-pages.templates.js';
import type { TestAcquirer } from './test-acquirer.service.js';
import type { CardInput } from './test-cards.rules.js';

/**
 * The test acquirer's hosted pages (what a card processor's checkout page is): card form,
 * confirmation step, cancel. The payment id in the path is the credential, as with a real hosted
 * checkout link. English only, like most processors' test pages; styles from a stylesheet, as
 * the CSP forbids inline ones.
 */
export const testAcquirerRoutes: FastifyPluginAsyncZod<HostedPagesOptions> = async (
  app,
  options,
) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    await app.register(import('@fastify/formbody'));
  }
  checkoutRoutes(app, options);
  managementRoutes(app, options);
};

type HostedPagesOptions = {
  acquirer: TestAcquirer;
  /** A payment settled: its webhook is due now. */
  onSettled: () => void;
};
type App = Parameters<FastifyPluginAsyncZod>[0];

const Params = z.object({ paymentId: z.string().regex(/^tp_[0-9a-f]{24}$/) });
/** The hosted pages are HTML and never cached (each shows one payment's current state). */
const asPage = (reply: FastifyReply) =>
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');

/** The checkout page of one payment: its card form, confirmation step and cancel. */
function checkoutRoutes(app: App, { acquirer, onSettled }: HostedPagesOptions) {
  app.get('/test-acquirer/checkout.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css').header('Cache-Control', 'public, max-age=3600').send(HOSTED_PAGE_STYLES),
  );

  app.get(
    '/test-acquirer/checkout/:paymentId',
    { schema: { hide: true, params: Params } },
    async (request, reply) => {
      const payment = await acquirer.payment(request.params.paymentId);
      asPage(reply);
      if (payment.status === 'requires_confirmation') return confirmPage(payment);
      if (payment.status !== 'open') return donePage(payment, acquirer.returnUrlOf(payment));
      return checkoutPage(payment);
    },
  );

  app.post(
    '/test-acquirer/checkout/:paymentId',
    {
      // The acquirer's own page posts here; the unguessable payment id is the credential.
      config: { csrf: false },
      schema: {
        hide: true,
        params: Params,
        body: z.object({
          number: z.string().max(40).default(''),
          expiry: z.string().max(10).default(''),
          cvc: z.string().max(10).default(''),
          name: z.string().max(200).default(''),
        }),
      },
    },
    async (request, reply) => {
      const card: CardInput = request.body;
      const outcome = await acquirer.submitCard(request.params.paymentId, card);
      if (outcome.next === 'return') {
        onSettled();
        return reply.redirect(outcome.url, 303);
      }
      if (outcome.next === 'confirm') {
        return reply.redirect(`/test-acquirer/checkout/${request.params.paymentId}`, 303);
      }
      const payment = await acquirer.payment(request.params.paymentId);
      asPage(reply);
      return reply.status(400).send(checkoutPage(payment, card, outcome.problems));
    },
  );

  app.post(
    '/test-acquirer/checkout/:paymentId/confirm',
    {
      config: { csrf: false },
      schema: {
        hide: true,
        params: Params,
        body: z.object({ decision: z.enum(['confirm', 'fail']) }),
      },
    },
    async (request, reply) => {
      const url = await acquirer.confirm(
        request.params.paymentId,
        request.body.decision === 'confirm',
      );
      onSettled();
      return reply.redirect(url, 303);
    },
  );

  app.post(
    '/test-acquirer/checkout/:paymentId/cancel',
    { config: { csrf: false }, schema: { hide: true, params: Params } },
    async (request, reply) => {
      const url = await acquirer.cancel(request.params.paymentId);
      onSettled();
      return reply.redirect(url, 303);
    },
  );
}

// The hosted management page of a saved card (Manage subscription): the session id in the path
// is the credential, as with the checkout.
const SessionParams = z.object({ sessionId: z.string().regex(/^ms_[0-9a-f]{24}$/) });

function managementRoutes(app: App, { acquirer, onSettled }: HostedPagesOptions) {
  app.get(
    '/test-acquirer/manage/:sessionId',
    { schema: { hide: true, params: SessionParams } },
    async (request, reply) => {
      const session = await acquirer.managementSession(request.params.sessionId);
      asPage(reply);
      return managePage(session);
    },
  );

  app.post(
    '/test-acquirer/manage/:sessionId/cancel',
    { config: { csrf: false }, schema: { hide: true, params: SessionParams } },
    async (request, reply) => {
      const url = await acquirer.cancelFromManagement(request.params.sessionId);
      onSettled();
      return reply.redirect(url, 303);
    },
  );
}
