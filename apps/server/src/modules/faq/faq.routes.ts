import { catalogEndpoints } from '@parallax/core/endpoints/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_CACHE_CONTROL } from '../../http/caching.js';
import { route } from '../../http/endpoint-route.js';
import { languageOf } from '../../http/language.js';
import type { FaqService } from './faq.service.js';

/** GET /faq: the store FAQ in the User-Language (spec 1 §2, §7). HTTP only. */
export const faqRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  route(app, catalogEndpoints.faq, async (request, reply) => {
    const language = languageOf(request);
    // Cached like every catalog read, but per language: a shared cache must key on it.
    reply.header('Cache-Control', CATALOG_CACHE_CONTROL);
    reply.header('Vary', 'Accept-Encoding, User-Language, Accept-Language');
    reply.header('Content-Language', language);
    return faq.list(language);
  });
};
