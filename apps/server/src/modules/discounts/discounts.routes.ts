import { subscriptionEndpoints } from '@parallax/core/endpoints/subscriptions';
import { DomainError } from '@parallax/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { languageOf } from '../../http/language.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { DiscountsService } from './discounts.service.js';

type Options = {
  discounts: DiscountsService;
  isModerator: (userId: string) => Promise<boolean>;
  sessionHttp: SessionHttp;
};

/**
 * spec 1 §7 personal discount banners and tariffs per type, banner seen check and mark; spec 2 §3
 * the card-ownership promo. HTTP only; catalog texts in the User-Language (spec 1 §7).
 */
export const discountsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { discounts, isModerator, sessionHttp },
) => {
  const signedIn = {
    preHandler: (request: Parameters<SessionHttp['requireUser']>[0]) =>
      sessionHttp.requireUser(request),
  };

  // Guests too: a source-14 visitor sees its discount before signing up.
  route(app, subscriptionEndpoints.personalDiscount, async (request) => {
    const user = await sessionHttp.userOf(request);
    return discounts.personal(
      {
        userId: user?.userId ?? null,
        platform: request.query.userPlatform,
        source: request.query.userSource,
      },
      languageOf(request),
    );
  });

  // spec 2 §7 "check also by user id": the caller's own id, or anyone's for a moderator.
  route(app, subscriptionEndpoints.bannerSeen, signedIn, async (request) => {
    const { bannerId } = request.params;
    const callerId = signedInUser(request).userId;
    const userId = request.query.userId?.toLowerCase() ?? callerId;
    if (userId !== callerId && !(await isModerator(callerId))) {
      throw new DomainError('Forbidden', 'Only moderators check the banners of other users');
    }
    const hasSeen = await discounts.hasSeenBanner(userId, bannerId);
    // spec 2 §3 names the flag `hasSeen`; `seen` stays while clients move.
    return { bannerId, hasSeen, seen: hasSeen };
  });

  route(app, subscriptionEndpoints.markBannerSeen, signedIn, async (request) => {
    const { bannerId } = request.params;
    await discounts.markBannerSeen(signedInUser(request).userId, bannerId);
    return { bannerId, hasSeen: true, seen: true };
  });

  route(app, subscriptionEndpoints.cardPromo, async (request) => {
    const user = await sessionHttp.userOf(request);
    return { promo: user ? await discounts.cardPromo(user.userId, languageOf(request)) : null };
  });

  route(app, subscriptionEndpoints.claimCardPromo, signedIn, async (request) => ({
    promo: await discounts.claimCardPromo(signedInUser(request).userId, languageOf(request)),
  }));
};
