import { supportEndpoints as endpoints } from '@parallax/core/endpoints/support';
import { DomainError } from '@parallax/core/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { languageOf } from '../../http/language.js';
import type { RateLimited } from '../../http/rate-limit.js';
import { signedInUser, type SessionHttp, type SignedInUser } from '../../http/session.js';
import type { ModerationService } from './moderation.service.js';
import type { SupportService } from './support.service.js';

type Options = {
  support: SupportService;
  moderation: ModerationService;
  sessionHttp: SessionHttp;
  rateLimited: RateLimited;
  /** The auth service's: whether the user holds ROLE_MODERATOR now (read from the database). */
  isModerator: (userId: string) => Promise<boolean>;
};

/** spec 2 §7 report content and support request; §6 the moderator's desk. HTTP only. */
export const supportRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { support, moderation, sessionHttp, rateLimited, isModerator },
) => {
  /**
   * The caller, or null for a guest. A forged token or an ended session asks as a guest (help is
   * for everyone); an expired access token still answers 403, so the client refreshes and the
   * request is filed under its user.
   */
  async function callerOf(request: FastifyRequest): Promise<SignedInUser | null> {
    try {
      return await sessionHttp.userOf(request);
    } catch (error) {
      if (error instanceof DomainError && error.errorType === 'Unauthorized') return null;
      throw error;
    }
  }

  route(
    app,
    endpoints.reportContent,
    {
      onRequest: rateLimited('/support/reports'),
      preHandler: (request) => sessionHttp.requireUser(request),
    },
    async (request, reply) => {
      const created = await support.report(
        signedInUser(request).userId,
        request.body,
        languageOf(request),
      );
      return reply.code(201).send(created);
    },
  );

  route(
    app,
    endpoints.supportRequest,
    { onRequest: rateLimited('/support/requests') },
    async (request, reply) => {
      const user = await callerOf(request);
      const created = await support.requestSupport(
        { userId: user?.userId ?? null, ipAddress: request.ip || null },
        request.body,
        languageOf(request),
      );
      return reply.code(201).send(created);
    },
  );

  // The desk: guests 401, anyone without ROLE_MODERATOR now 403 (spec 2 §6).
  const moderatorOnly = {
    preHandler: async (request: FastifyRequest) => {
      await sessionHttp.requireUser(request);
      if (!(await isModerator(signedInUser(request).userId))) {
        throw new DomainError('Forbidden', 'The moderator’s desk is for moderators only');
      }
    },
  };
  const moderatorId = (request: FastifyRequest) => signedInUser(request).userId;

  route(app, endpoints.reportQueue, moderatorOnly, (request) =>
    moderation.reportQueue(request.query),
  );

  route(app, endpoints.answerReport, moderatorOnly, (request) =>
    moderation.answerReport(moderatorId(request), request.params.id, request.body.answer),
  );

  route(app, endpoints.setReportStatus, moderatorOnly, (request) =>
    moderation.setReportStatus(request.params.id, request.body.status),
  );

  route(app, endpoints.supportQueue, moderatorOnly, (request) =>
    moderation.supportQueue(request.query),
  );

  route(app, endpoints.answerSupport, moderatorOnly, (request) =>
    moderation.answerSupport(moderatorId(request), request.params.id, request.body.answer),
  );

  route(app, endpoints.setSupportStatus, moderatorOnly, (request) =>
    moderation.setSupportStatus(request.params.id, request.body.status),
  );

  route(app, endpoints.markContent, moderatorOnly, (request) =>
    moderation.markContent(moderatorId(request), request.body),
  );
};
