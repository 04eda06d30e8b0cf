import { playerEndpoints } from '@parallax/core/endpoints/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { FeedbackService } from './feedback.service.js';

type Options = { feedback: FeedbackService; sessionHttp: SessionHttp };

/** spec 2 §3, §7 submit feedback: signed-in users rate a content pack. HTTP only. */
export const feedbackRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { feedback, sessionHttp },
) => {
  route(
    app,
    playerEndpoints.feedback,
    { preHandler: (request) => sessionHttp.requireUser(request) },
    async (request, reply) => {
      const saved = await feedback.submit(signedInUser(request).userId, request.body);
      return reply.code(201).send(saved);
    },
  );
};
