import { DomainError } from '@parallax/core/errors';
import type { Platform } from '@parallax/core/platform';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerEndpoints } from '@parallax/core/endpoints/player';
import { route } from '../../http/endpoint-route.js';
import { languageOfVaried } from '../../http/language.js';
import type { SessionHttp } from '../../http/session.js';
import type { UsageEvent } from '../analytics/usage-events.service.js';
import type { MediaService } from './media.service.js';

/**
 * spec 2 §3, §7: a pack's scenes and files for the player, and signed URLs to fetch them. Per
 * viewer, so never cached (the account API sends no-store). HTTP only.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{
  media: MediaService;
  sessionHttp: SessionHttp;
  /** Counts a signed-in user's play or download of a pack (never fails). */
  recordUsage: (event: UsageEvent) => Promise<void>;
}> = async (app, { media, sessionHttp, recordUsage }) => {
  // As for the catalog: a forged token or an ended session is a guest; an expired access token
  // answers 403 so the client refreshes and retries (spec 1 §4).
  async function userIdOf(request: FastifyRequest): Promise<string | null> {
    try {
      return (await sessionHttp.userOf(request))?.userId ?? null;
    } catch (error) {
      if (error instanceof DomainError && error.errorType === 'Unauthorized') return null;
      throw error;
    }
  }

  /** The pack, the platform (web_app unless said) and the user (null: a guest) asked for. */
  async function askedOf(
    request: FastifyRequest & { params: { contentId: string }; query: { platform?: Platform } },
  ) {
    const platform = request.query.platform ?? 'web_app';
    return [request.params.contentId, platform, await userIdOf(request)] as const;
  }

  route(app, playerEndpoints.links, async (request) => {
    const [contentId, platform, userId] = await askedOf(request);
    const links = await media.links(contentId, platform, userId);
    if (userId !== null) {
      const kind = request.query.purpose === 'download' ? 'download' : 'play';
      await recordUsage({ kind, contentPackId: links.contentId, userId, platform });
    }
    return links;
  });

  route(app, playerEndpoints.metadata, async (request, reply) =>
    media.metadata(...(await askedOf(request)), languageOfVaried(request, reply)),
  );
};
