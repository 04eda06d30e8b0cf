import { DAY_MS, HOUR_MS } from '@parallax/core/rules/subscription';
import { clockEndpoints, subscriptionEndpoints } from '@parallax/core/endpoints/subscriptions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { languageOf, languageOfVaried } from '../../http/language.js';
import { checkoutOriginOf } from '../../http/shop-request.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { BillingCounts } from './billing.service.js';
import type { OffsetClock } from './billing-clock.service.js';
import type { SubscriptionsService } from './subscriptions.service.js';
import type { TariffPricingService } from './tariff-pricing.service.js';

/** spec 1 §7 subscription calls: the caller's subscription, the tariffs, manage and cancel. */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
  pricing: TariffPricingService;
  sessionHttp: SessionHttp;
  siteOrigins: readonly string[];
}> = async (app, { subscriptions, pricing, sessionHttp, siteOrigins }) => {
  const signedIn = {
    preHandler: (request: FastifyRequest) => sessionHttp.requireUser(request),
  };

  route(app, subscriptionEndpoints.active, signedIn, async (request) =>
    subscriptions.current(signedInUser(request).userId, languageOf(request)),
  );

  route(app, subscriptionEndpoints.tariffs, {}, async (request, reply) => {
    const user = await sessionHttp.userOf(request);
    const { platform, source } = request.query;
    return pricing.tariffs(user?.userId ?? null, languageOfVaried(request, reply), {
      ...(platform ? { platform } : {}),
      ...(source ? { source } : {}),
    });
  });

  route(app, subscriptionEndpoints.manage, signedIn, async (request) =>
    subscriptions.manage(signedInUser(request).userId, checkoutOriginOf(request, siteOrigins)),
  );

  route(app, subscriptionEndpoints.cancel, signedIn, async (request) =>
    subscriptions.cancel(
      signedInUser(request).userId,
      request.body.subscriptionId,
      languageOf(request),
    ),
  );
};

/**
 * Development only: the server's clock and moving it forward, then running the billing that
 * fell due (what a developer or a browser test does instead of waiting a month).
 */
export const clockRoutes: FastifyPluginAsyncZod<{
  clock: OffsetClock;
  runBilling: () => Promise<BillingCounts>;
}> = async (app, { clock, runBilling }) => {
  const state = (ran: Record<string, number>) => ({
    now: clock.now().toISOString(),
    offsetMs: clock.offsetMs(),
    ran,
  });

  route(app, clockEndpoints.clock, {}, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return state({});
  });

  route(app, clockEndpoints.advanceClock, { config: { csrf: false } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    clock.advance(request.body.days * DAY_MS + request.body.hours * HOUR_MS);
    const counts = await runBilling();
    return state({
      reminders: counts.reminders,
      renewed: counts.renewed,
      failed: counts.failed,
      expired: counts.expired,
      cancelsConfirmed: counts.cancelsConfirmed,
    });
  });
};
