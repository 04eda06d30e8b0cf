import { playerEndpoints } from '@parallax/core/endpoints/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { PlaybackService } from './playback.service.js';

type Options = { playback: PlaybackService; sessionHttp: SessionHttp };

/** Resume positions of the signed-in user's scenes (the player's VR and 2D sessions). HTTP only. */
export const playbackRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { playback, sessionHttp },
) => {
  const signedIn = {
    preHandler: (request: Parameters<SessionHttp['requireUser']>[0]) =>
      sessionHttp.requireUser(request),
  };

  route(app, playerEndpoints.savePosition, signedIn, async (request, reply) => {
    await playback.savePosition(signedInUser(request).userId, request.params.partId, request.body);
    return reply.code(204).send(null);
  });

  route(app, playerEndpoints.positions, signedIn, async (request) =>
    playback.listPositions(signedInUser(request).userId, request.query.contentId),
  );
};
