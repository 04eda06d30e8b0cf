import { deskContentEndpoints as endpoints } from '@parallax/core/endpoints/desk-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskActor, type DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import type { DocumentsEditingService } from './documents-editing.service.js';

/** The desk's documents (content area): list, open, save. HTTP only. */
export const documentsDeskRoutes: FastifyPluginAsyncZod<{
  editing: DocumentsEditingService;
  deskAccess: DeskAccess;
}> = async (app, { editing, deskAccess }) => {
  const guard = deskAccess.guard.bind(deskAccess);
  route(app, endpoints.listDocuments, guard(endpoints.listDocuments), (request) =>
    editing.list(request.query),
  );
  route(app, endpoints.document, guard(endpoints.document), (request) =>
    editing.open(request.params.slug),
  );
  route(app, endpoints.saveDocument, guard(endpoints.saveDocument), (request) =>
    editing.save(deskActor(request), request.params.slug, request.body),
  );
};
