import { catalogEndpoints as endpoints } from '@parallax/core/endpoints/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { CatalogService } from './catalog.service.js';

export type CatalogRoutesOptions = {
  catalog: CatalogService;
  viewerOf: ViewerOf;
};

/** spec 2 §7 content lists, categories and sections, content by id / identifier. HTTP only. */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { catalog, viewerOf },
) => {
  route(app, endpoints.contentList, async (request) =>
    catalog.listContent(await viewerOf(request), request.query.showInCollection),
  );
  route(app, endpoints.contentListShort, async (request) =>
    catalog.listShort(await viewerOf(request), request.query.showInCollection),
  );
  route(app, endpoints.categoriesWithContent, async (request) =>
    catalog.categoriesWithContent(await viewerOf(request)),
  );
  route(app, endpoints.storeCategories, async (request) =>
    catalog.storeCategories(await viewerOf(request)),
  );
  route(app, endpoints.categories, async (request) =>
    catalog.listCategories(await viewerOf(request)),
  );
  route(app, endpoints.section, async (request) =>
    catalog.section(request.params.section, await viewerOf(request)),
  );
  route(app, endpoints.categoryContent, async (request) =>
    catalog.categoryContent(request.params.categoryId, await viewerOf(request)),
  );
  route(app, endpoints.creatorContent, async (request) =>
    catalog.creatorContent(request.params.username, await viewerOf(request)),
  );
  route(app, endpoints.content, async (request) =>
    catalog.content(request.params.contentId, await viewerOf(request)),
  );
  route(app, endpoints.contentOptimized, async (request) =>
    catalog.content(request.params.identifier, await viewerOf(request)),
  );
  route(app, endpoints.contentAdditional, async (request) =>
    catalog.contentAdditional(request.params.identifier, await viewerOf(request)),
  );
};
