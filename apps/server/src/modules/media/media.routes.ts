import { ErrorBody, text } from '@parallax/core/contracts/common';
import { ContentLinks, ContentMetadata } from '@parallax/core/contracts/player';
import { DomainError } from '@parallax/core/errors';
import type { Platform } from '@parallax/core/platform';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOfVaried } from '../../http/language.js';
import type { SessionHttp } from '../../http/session.js';
import { PlatformQuery } from '../../http/shop-request.js';
import type { MediaService } from './media.service.js';

/** Any bounded string: an id that names no pack is a 404, whatever its shape. */
const ContentParams = z.object({ contentId: text().min(1).max(100) });
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * spec 2 §3, §7: a pack's scenes and files for the player, and signed URLs to fetch them. Per
 * viewer, so never cached (the account API sends no-store). HTTP only.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{
  media: MediaService;
  sessionHttp: SessionHttp;
}> = async (app, { media, sessionHttp }) => {
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

  app.get(
    '/collection/content/:contentId/links',
    {
      schema: {
        tags: ['player'],
        summary: 'Signed URLs of the scenes the viewer may fetch and of the pack’s assets',
        description:
          'Scenes of owned and demo packs and trial scenes; the URLs expire after an hour and work only for the user they were made for (a guest’s for anyone). ContentNotEntitled when no scene is the viewer’s.',
        params: ContentParams,
        querystring: PlatformQuery,
        response: { 200: ContentLinks, ...errors },
      },
    },
    async (request) => media.links(...(await askedOf(request))),
  );

  app.get(
    '/collection/content/:contentId/metadata',
    {
      schema: {
        tags: ['player'],
        summary: 'Every scene of a pack with its format, sizes and SHA-256 hashes per chunk',
        description:
          'Scene titles are in the language of User-Language (English where not translated).',
        params: ContentParams,
        querystring: PlatformQuery,
        response: { 200: ContentMetadata, ...errors },
      },
    },
    async (request, reply) =>
      media.metadata(...(await askedOf(request)), languageOfVaried(request, reply)),
  );
};
