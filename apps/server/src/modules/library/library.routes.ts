import { libraryEndpoints as endpoints } from '@parallax/core/endpoints/library';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { LibraryService } from './library.service.js';

type Options = {
  library: LibraryService;
  catalog: CatalogService;
  viewerOf: ViewerOf;
  sessionHttp: SessionHttp;
};

/**
 * spec 2 §7 add content to collection and collection lists: signed-in users only (401 for
 * guests). The lists are the catalog's answers holding only the library's packs. HTTP only.
 */
export const libraryRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { library, catalog, viewerOf, sessionHttp },
) => {
  const signedIn = { preHandler: (request: FastifyRequest) => sessionHttp.requireUser(request) };

  route(app, endpoints.addContent, signedIn, async (request, reply) => {
    const entry = await library.add(signedInUser(request).userId, request.body.contentPackId);
    return reply.code(201).send(entry);
  });

  route(app, endpoints.removeContent, signedIn, async (request, reply) => {
    await library.remove(signedInUser(request).userId, request.params.contentId);
    return reply.code(204).send(null);
  });

  route(app, endpoints.list, signedIn, async (request) => {
    const viewer = await viewerOf(request);
    return catalog.listContent(viewer, false, viewer.libraryPackIds);
  });

  route(app, endpoints.listShort, signedIn, async (request) => {
    const viewer = await viewerOf(request);
    return catalog.listShort(viewer, false, viewer.libraryPackIds);
  });

  route(app, endpoints.categories, signedIn, async (request) => {
    const viewer = await viewerOf(request);
    return catalog.categoriesWithContent(viewer, viewer.libraryPackIds);
  });
};
