import { CatalogQuery } from '@parallax/core/contracts/common';
import { FaqList } from '@parallax/core/contracts/faq';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_CACHE_CONTROL } from '../../http/caching.js';
import { languageOf } from '../../http/language.js';
import type { FaqService } from './faq.service.js';

/** GET /faq: the store FAQ in the User-Language (spec 1 §2, §7). HTTP only. */
export const faqRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  app.get(
    '/faq',
    {
      schema: {
        tags: ['catalog'],
        description: 'The store FAQ in the language of the User-Language header (en or es).',
        querystring: CatalogQuery,
        response: { 200: FaqList },
      },
    },
    async (request, reply) => {
      const language = languageOf(request);
      // Cached like every catalog read, but per language: a shared cache must key on it.
      reply.header('Cache-Control', CATALOG_CACHE_CONTROL);
      reply.header('Vary', 'Accept-Encoding, User-Language, Accept-Language');
      reply.header('Content-Language', language);
      return faq.list(language);
    },
  );
};
