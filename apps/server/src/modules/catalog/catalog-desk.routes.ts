import { deskCatalogEndpoints as endpoints } from '@parallax/core/endpoints/desk-catalog';
import type { Endpoint } from '@parallax/core/endpoints/endpoint';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskActor, type DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import type { PackEditing } from './pack-editing.service.js';
import type { PackPublishing } from './pack-publishing.service.js';

type Options = { deskAccess: DeskAccess; editing: PackEditing; publishing: PackPublishing };

/** The desk's content packs: the list, the editor and publishing (HTTP only). */
export const catalogDeskRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { deskAccess, editing, publishing },
) => {
  const guard = (endpoint: Endpoint) => deskAccess.guard(endpoint);

  route(app, endpoints.listPacks, guard(endpoints.listPacks), (request) =>
    editing.list(request.query),
  );

  route(app, endpoints.packEditor, guard(endpoints.packEditor), (request) =>
    editing.open(request.params.id),
  );

  route(app, endpoints.savePack, guard(endpoints.savePack), (request) =>
    editing.save(deskActor(request), request.params.id, request.body),
  );

  route(app, endpoints.publishPack, guard(endpoints.publishPack), (request) => {
    const { at } = request.body;
    const actor = deskActor(request);
    return at === undefined
      ? publishing.publishNow(actor, request.params.id)
      : publishing.schedule(actor, request.params.id, new Date(at));
  });

  route(app, endpoints.cancelSchedule, guard(endpoints.cancelSchedule), (request) =>
    publishing.cancelSchedule(deskActor(request), request.params.id),
  );

  route(app, endpoints.unpublishPack, guard(endpoints.unpublishPack), (request) =>
    publishing.unpublish(deskActor(request), request.params.id),
  );
};
