import { ErrorBody } from '@parallax/core/contracts/common';
import { PlaybackPositionList, PlaybackPositionRequest } from '@parallax/core/contracts/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { PlaybackService } from './playback.service.js';

type Options = { playback: PlaybackService; sessionHttp: SessionHttp };

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Resume positions of the signed-in user's scenes (the player's VR and 2D sessions). HTTP only. */
export const playbackRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { playback, sessionHttp },
) => {
  const signedIn = {
    preHandler: (request: Parameters<SessionHttp['requireUser']>[0]) =>
      sessionHttp.requireUser(request),
  };

  app.put(
    '/playback/position/:partId',
    {
      ...signedIn,
      schema: {
        tags: ['player'],
        summary: 'Save where the user stopped in a scene (replaces the earlier position)',
        description:
          'The part must belong to contentId (404 PartNotFound otherwise). A position past durationSeconds is saved as durationSeconds.',
        params: z.object({ partId: z.uuid() }),
        body: PlaybackPositionRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await playback.savePosition(
        signedInUser(request).userId,
        request.params.partId,
        request.body,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/playback/position',
    {
      ...signedIn,
      schema: {
        tags: ['player'],
        summary: 'The user’s saved positions, newest first (at most 200), of one pack or of all',
        querystring: z.object({ contentId: z.uuid().optional() }),
        response: { 200: PlaybackPositionList, ...errors },
      },
    },
    async (request) =>
      playback.listPositions(signedInUser(request).userId, request.query.contentId),
  );
};
