import { catalogEndpoints as endpoints } from '@parallax/core/endpoints/catalog';
import type { Endpoint } from '@parallax/core/endpoints/endpoint';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { viewerKindOf, type ViewerOf } from '../../http/viewer-of.js';
import type { CatalogAnswers } from '../../http/catalog-answers.js';
import type { CatalogService } from './catalog.service.js';
import type { Viewer } from './viewer.js';

export type CatalogRoutesOptions = {
  catalog: CatalogService;
  viewerOf: ViewerOf;
  /**
   * Check every answer made per request against its route's schema (outside production): the
   * bytes served skip Fastify's serializer, which would otherwise check them.
   */
  checkAnswers: boolean;
  /** Guests' answers, built once per catalog version and replayed before routing. */
  answerFromCatalog: CatalogAnswers;
};

/**
 * spec 2 §7 content lists, categories and sections, content by id / identifier. HTTP only.
 *
 * Guests, nearly every catalog request, get bytes serialized and compressed once per catalog
 * version (http/catalog-answers.ts) with a strong ETag, and a 304 when they hold them. A signed-in
 * user's store lists merge their three per-user fields into the same per-pack bytes; their other
 * reads are built per request.
 */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { catalog, viewerOf, checkAnswers, answerFromCatalog },
) => {
  /** The guest's answer, built once per catalog version and variant. */
  function answerGuest(
    request: FastifyRequest,
    reply: FastifyReply,
    endpoint: Endpoint,
    viewer: Viewer,
    build: () => Promise<unknown>,
  ): Promise<undefined> {
    return answerFromCatalog(request, reply, endpoint, viewer.language, build);
  }

  /** JSON made by the service, sent as it is (compressed and tagged by the app's hooks). */
  async function sendJson(
    reply: FastifyReply,
    endpoint: Endpoint,
    json: string,
  ): Promise<undefined> {
    if (checkAnswers) endpoint.responses[200]?.parse(JSON.parse(json));
    await reply.header('Content-Type', 'application/json; charset=utf-8').send(Buffer.from(json));
    return undefined;
  }

  const isGuest = (request: FastifyRequest) => viewerKindOf(request) === 'guest';

  route(app, endpoints.contentList, async (request, reply) => {
    const viewer = await viewerOf(request);
    const { showInCollection } = request.query;
    if (!isGuest(request)) {
      return sendJson(
        reply,
        endpoints.contentList,
        await catalog.listJson('pack', viewer, showInCollection),
      );
    }
    return answerGuest(request, reply, endpoints.contentList, viewer, () =>
      catalog.listContent(viewer, showInCollection),
    );
  });
  route(app, endpoints.contentListShort, async (request, reply) => {
    const viewer = await viewerOf(request);
    const { showInCollection } = request.query;
    if (!isGuest(request)) {
      return sendJson(
        reply,
        endpoints.contentListShort,
        await catalog.listJson('short', viewer, showInCollection),
      );
    }
    return answerGuest(request, reply, endpoints.contentListShort, viewer, () =>
      catalog.listShort(viewer, showInCollection),
    );
  });
  route(app, endpoints.categoriesWithContent, async (request, reply) => {
    const viewer = await viewerOf(request);
    if (!isGuest(request)) return catalog.categoriesWithContent(viewer);
    return answerGuest(request, reply, endpoints.categoriesWithContent, viewer, () =>
      catalog.categoriesWithContent(viewer),
    );
  });
  route(app, endpoints.storeCategories, async (request, reply) => {
    const viewer = await viewerOf(request);
    if (!isGuest(request)) return catalog.storeCategories(viewer);
    return answerGuest(request, reply, endpoints.storeCategories, viewer, () =>
      catalog.storeCategories(viewer),
    );
  });
  route(app, endpoints.categories, async (request, reply) => {
    const viewer = await viewerOf(request);
    if (!isGuest(request)) return catalog.listCategories(viewer);
    return answerGuest(request, reply, endpoints.categories, viewer, () =>
      catalog.listCategories(viewer),
    );
  });
  route(app, endpoints.section, async (request, reply) => {
    const viewer = await viewerOf(request);
    const { section } = request.params;
    if (!isGuest(request)) return catalog.section(section, viewer);
    return answerGuest(request, reply, endpoints.section, viewer, () =>
      catalog.section(section, viewer),
    );
  });
  route(app, endpoints.categoryContent, async (request, reply) => {
    const viewer = await viewerOf(request);
    const { categoryId } = request.params;
    if (!isGuest(request)) return catalog.categoryContent(categoryId, viewer);
    return answerGuest(request, reply, endpoints.categoryContent, viewer, () =>
      catalog.categoryContent(categoryId, viewer),
    );
  });
  route(app, endpoints.creatorContent, async (request, reply) => {
    const viewer = await viewerOf(request);
    const { username } = request.params;
    if (!isGuest(request)) return catalog.creatorContent(username, viewer);
    return answerGuest(request, reply, endpoints.creatorContent, viewer, () =>
      catalog.creatorContent(username, viewer),
    );
  });
  route(app, endpoints.content, async (request, reply) => {
    const viewer = await viewerOf(request);
    const { contentId } = request.params;
    if (!isGuest(request)) return catalog.content(contentId, viewer);
    return answerGuest(request, reply, endpoints.content, viewer, () =>
      catalog.content(contentId, viewer),
    );
  });
  route(app, endpoints.contentOptimized, async (request, reply) => {
    const viewer = await viewerOf(request);
    const { identifier } = request.params;
    if (!isGuest(request)) return catalog.content(identifier, viewer);
    return answerGuest(request, reply, endpoints.contentOptimized, viewer, () =>
      catalog.content(identifier, viewer),
    );
  });
  route(app, endpoints.contentAdditional, async (request, reply) => {
    const viewer = await viewerOf(request);
    const { identifier } = request.params;
    if (!isGuest(request)) return catalog.contentAdditional(identifier, viewer);
    return answerGuest(request, reply, endpoints.contentAdditional, viewer, () =>
      catalog.contentAdditional(identifier, viewer),
    );
  });
};
