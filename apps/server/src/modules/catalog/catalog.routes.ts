import { catalogEndpoints as endpoints } from '@parallax/core/endpoints/catalog';
import type { Endpoint } from '@parallax/core/endpoints/endpoint';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { viewerKindOf, type ViewerOf } from '../../http/viewer-of.js';
import type { CatalogAnswers } from '../../http/catalog-answers.js';
import type { CatalogService } from './catalog.service.js';
import type { Viewer } from './viewer.types.js';

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

type Answering = Omit<CatalogRoutesOptions, 'catalog'>;

const isGuest = (request: FastifyRequest) => viewerKindOf(request) === 'guest';

/** JSON made by the service, sent as it is (compressed and tagged by the app's hooks). */
async function sendJson(
  { checkAnswers }: Answering,
  reply: FastifyReply,
  endpoint: Endpoint,
  json: string,
): Promise<undefined> {
  if (checkAnswers) endpoint.responses[200]?.parse(JSON.parse(json));
  await reply.header('Content-Type', 'application/json; charset=utf-8').send(Buffer.from(json));
  return undefined;
}

/**
 * A read built per request for a signed-in viewer (`forUser`, the same read unless said), and for
 * a guest built once per catalog version and variant and replayed.
 */
async function answer<T>(
  { viewerOf, answerFromCatalog }: Answering,
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: Endpoint,
  build: (viewer: Viewer) => Promise<T>,
  forUser: (viewer: Viewer) => Promise<T | undefined> = build,
): Promise<T | undefined> {
  const viewer = await viewerOf(request);
  if (!isGuest(request)) return forUser(viewer);
  return answerFromCatalog(request, reply, endpoint, viewer.language, () => build(viewer));
}

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
  { catalog, ...answering },
) => {
  storeListRoutes(app, catalog, answering);
  packRoutes(app, catalog, answering);
};

type CatalogApp = Parameters<FastifyPluginAsyncZod>[0];

/** The store's lists, categories and sections. */
function storeListRoutes(app: CatalogApp, catalog: CatalogService, answering: Answering): void {
  route(app, endpoints.contentList, (request, reply) => {
    const { showInCollection } = request.query;
    return answer(
      answering,
      request,
      reply,
      endpoints.contentList,
      (viewer) => catalog.listContent(viewer, showInCollection),
      async (viewer) =>
        sendJson(
          answering,
          reply,
          endpoints.contentList,
          await catalog.listJson('pack', viewer, showInCollection),
        ),
    );
  });
  route(app, endpoints.contentListShort, (request, reply) => {
    const { showInCollection } = request.query;
    return answer(
      answering,
      request,
      reply,
      endpoints.contentListShort,
      (viewer) => catalog.listShort(viewer, showInCollection),
      async (viewer) =>
        sendJson(
          answering,
          reply,
          endpoints.contentListShort,
          await catalog.listJson('short', viewer, showInCollection),
        ),
    );
  });
  route(app, endpoints.categoriesWithContent, (request, reply) =>
    answer(answering, request, reply, endpoints.categoriesWithContent, (viewer) =>
      catalog.categoriesWithContent(viewer),
    ),
  );
  route(app, endpoints.storeCategories, (request, reply) =>
    answer(answering, request, reply, endpoints.storeCategories, (viewer) =>
      catalog.storeCategories(viewer),
    ),
  );
  route(app, endpoints.categories, (request, reply) =>
    answer(answering, request, reply, endpoints.categories, (viewer) =>
      catalog.listCategories(viewer),
    ),
  );
  route(app, endpoints.section, (request, reply) =>
    answer(answering, request, reply, endpoints.section, (viewer) =>
      catalog.section(request.params.section, viewer),
    ),
  );
  route(app, endpoints.categoryContent, (request, reply) =>
    answer(answering, request, reply, endpoints.categoryContent, (viewer) =>
      catalog.categoryContent(request.params.categoryId, viewer),
    ),
  );
  route(app, endpoints.creatorContent, (request, reply) =>
    answer(answering, request, reply, endpoints.creatorContent, (viewer) =>
      catalog.creatorContent(request.params.username, viewer),
    ),
  );
}

/** One pack: by id, by id or slug, and what goes with it. */
function packRoutes(app: CatalogApp, catalog: CatalogService, answering: Answering): void {
  route(app, endpoints.content, (request, reply) =>
    answer(answering, request, reply, endpoints.content, (viewer) =>
      catalog.content(request.params.contentId, viewer),
    ),
  );
  route(app, endpoints.contentOptimized, (request, reply) =>
    answer(answering, request, reply, endpoints.contentOptimized, (viewer) =>
      catalog.content(request.params.identifier, viewer),
    ),
  );
  route(app, endpoints.contentAdditional, (request, reply) =>
    answer(answering, request, reply, endpoints.contentAdditional, (viewer) =>
      catalog.contentAdditional(request.params.identifier, viewer),
    ),
  );
}
