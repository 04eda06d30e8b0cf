import { documentsEndpoints } from '@parallax/core/endpoints/browse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { languageOfVaried } from '../../http/language.js';
import type { DocumentsService } from './documents.service.js';

/** spec 1 §2 document pages: GET /documents/{slug} in the User-Language (English fallback). */
export const documentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  route(app, documentsEndpoints.document, async (request, reply) =>
    documents.get(request.params.slug, languageOfVaried(request, reply)),
  );
};
