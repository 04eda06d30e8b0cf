import { ErrorBody } from '@parallax/core/contracts/common';
import { DocumentPage, DocumentParams } from '@parallax/core/contracts/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOfVaried } from '../../http/language.js';
import type { DocumentsService } from './documents.service.js';

/** spec 1 §2 document pages: GET /documents/{slug} in the User-Language (English fallback). */
export const documentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  app.get(
    '/documents/:slug',
    {
      schema: {
        tags: ['documents'],
        description:
          'A document page (cookie-policy, privacy-policy, terms-of-service, usc-2257, dmca) in the language of User-Language, or in English when it has no such translation.',
        params: DocumentParams,
        response: { 200: DocumentPage, 404: ErrorBody },
      },
    },
    async (request, reply) => documents.get(request.params.slug, languageOfVaried(request, reply)),
  );
};
