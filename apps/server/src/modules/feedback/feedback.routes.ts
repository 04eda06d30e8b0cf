import { ErrorBody } from '@parallax/core/contracts/common';
import { FeedbackRequest, FeedbackResponse } from '@parallax/core/contracts/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { FeedbackService } from './feedback.service.js';

type Options = { feedback: FeedbackService; sessionHttp: SessionHttp };

/** spec 2 §3, §7 submit feedback: signed-in users rate a content pack. HTTP only. */
export const feedbackRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { feedback, sessionHttp },
) => {
  app.post(
    '/feedback',
    {
      preHandler: (request) => sessionHttp.requireUser(request),
      schema: {
        tags: ['player'],
        summary: 'Rate a content pack (grade 1–3, optional reasons and text)',
        description:
          'Signed-in users only (401 otherwise). Repeated reasons count once; an unknown pack is 404 ContentNotFound.',
        body: FeedbackRequest,
        response: {
          201: FeedbackResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const saved = await feedback.submit(signedInUser(request).userId, request.body);
      return reply.code(201).send(saved);
    },
  );
};
