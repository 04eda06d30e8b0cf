import { deskContentEndpoints as endpoints } from '@parallax/core/endpoints/desk-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskActor, type DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import type { FaqEditingService } from './faq-editing.service.js';

/** The desk's FAQ (content area): list, open, save, create, delete. HTTP only. */
export const faqDeskRoutes: FastifyPluginAsyncZod<{
  editing: FaqEditingService;
  deskAccess: DeskAccess;
}> = async (app, { editing, deskAccess }) => {
  const guard = deskAccess.guard.bind(deskAccess);
  route(app, endpoints.listFaq, guard(endpoints.listFaq), (request) => editing.list(request.query));
  route(app, endpoints.faqItem, guard(endpoints.faqItem), (request) =>
    editing.open(request.params.id),
  );
  route(app, endpoints.saveFaqItem, guard(endpoints.saveFaqItem), (request) =>
    editing.save(deskActor(request), request.params.id, request.body),
  );
  route(app, endpoints.createFaqItem, guard(endpoints.createFaqItem), async (request, reply) =>
    reply.code(201).send(await editing.create(deskActor(request), request.body)),
  );
  route(app, endpoints.deleteFaqItem, guard(endpoints.deleteFaqItem), async (request, reply) => {
    await editing.remove(deskActor(request), request.params.id);
    return reply.code(204).send(null);
  });
};
