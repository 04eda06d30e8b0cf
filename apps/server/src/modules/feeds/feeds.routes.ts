import { feedsEndpoints as endpoints } from '@parallax/core/endpoints/feeds';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { jsonBodyParser } from '../../http/json-body.js';
import type { RateLimited } from '../../http/rate-limit.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import {
  toDeoVrIndex,
  toDeoVrVideo,
  toHereSphereIndex,
  toHereSphereVideo,
} from './feeds.presenter.js';
import type { FeedsService } from './feeds.service.js';

/**
 * The signed-in user's feed links (cookie or Bearer session). Never cached (the account API sends
 * no-store); limited per address at the server's configured rate (AUTH_RATE_LIMIT_PER_MINUTE).
 */
export const feedLinkRoutes: FastifyPluginAsyncZod<{
  feeds: FeedsService;
  sessionHttp: SessionHttp;
  rateLimited: RateLimited;
}> = async (app, { feeds, sessionHttp, rateLimited }) => {
  const signedIn = {
    onRequest: rateLimited('/settings/feeds'),
    preHandler: (request: FastifyRequest) => sessionHttp.requireUser(request),
  };

  route(app, endpoints.listLinks, signedIn, async (request) =>
    feeds.list(signedInUser(request).userId),
  );

  route(app, endpoints.createLink, signedIn, async (request, reply) => {
    const link = await feeds.create(signedInUser(request).userId, request.body.label);
    return reply.code(201).send(link);
  });

  route(app, endpoints.revokeLink, signedIn, async (request, reply) => {
    await feeds.revoke(signedInUser(request).userId, request.params.id);
    return reply.code(204).send(null);
  });
};

/**
 * The feeds DeoVR and HereSphere read, at their own paths: the token in the path names the user
 * (players send no session). Every answer is per user and short-lived: no-store (set by the
 * module). HereSphere posts to its feeds without any CSRF token (it has no cookies to forge a
 * request with either): those posts are exempt.
 */
export const feedRoutes: FastifyPluginAsyncZod<{ feeds: FeedsService; publicUrl: string }> = async (
  app,
  { feeds, publicUrl },
) => {
  // HereSphere's posts carry a JSON body the feeds ignore: an empty one is taken as none rather
  // than refused (the app's JSON parser reads the rest).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    jsonBodyParser(app, { emptyAsNull: true }),
  );

  // HereSphere reads this header to know the answer speaks its JSON API (version 1).
  const heresphere = {
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('HereSphere-JSON-Version', '1');
    },
  };
  const heresphereLibrary = async ({ token }: { token: string }) =>
    toHereSphereIndex(await feeds.library(token), { publicUrl, token });
  const heresphereVideo = async ({ token, partId }: { token: string; partId: string }) =>
    toHereSphereVideo(await feeds.video(token, partId), publicUrl);

  route(app, endpoints.deovrIndex, async (request) => {
    const { token } = request.params;
    return toDeoVrIndex(await feeds.library(token), { publicUrl, token });
  });

  route(app, endpoints.deovrVideo, async (request) =>
    toDeoVrVideo(await feeds.video(request.params.token, request.params.partId), publicUrl),
  );

  route(app, endpoints.heresphereIndex, heresphere, async (request) =>
    heresphereLibrary(request.params),
  );
  route(
    app,
    endpoints.heresphereIndexPost,
    { ...heresphere, config: { csrf: false } },
    async (request) => heresphereLibrary(request.params),
  );
  route(app, endpoints.heresphereVideo, heresphere, async (request) =>
    heresphereVideo(request.params),
  );
  route(
    app,
    endpoints.heresphereVideoPost,
    { ...heresphere, config: { csrf: false } },
    async (request) => heresphereVideo(request.params),
  );
};
