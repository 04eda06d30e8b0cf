import { deskCatalogEndpoints as endpoints } from '@parallax/core/endpoints/desk-catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import type { ImportDeskService } from './content-import-desk.service.js';

type Options = { deskAccess: DeskAccess; imports: ImportDeskService };

/** The desk's content imports, read-only (HTTP only). */
export const contentImportDeskRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { deskAccess, imports },
) => {
  route(app, endpoints.listImports, deskAccess.guard(endpoints.listImports), (request) =>
    imports.list(request.query),
  );

  route(app, endpoints.importDetail, deskAccess.guard(endpoints.importDetail), (request) =>
    imports.detail(request.params.id),
  );
};
