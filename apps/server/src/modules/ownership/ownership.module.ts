import type { AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { SessionHttp } from '../../http/session.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { ownershipDevRoutes } from './dev.routes.js';
import { createOwnershipRepository } from './ownership.repository.js';
import { createOwnershipService } from './ownership.service.js';

export function createOwnershipModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  sessionHttp: SessionHttp;
  /** Development only: grants packs and presales without a purchase. */
  hasDevRoutes: boolean;
}) {
  const ownership = createOwnershipService(createOwnershipRepository(deps.db), deps.snapshot);
  return {
    service: ownership,
    routes: async (app) => {
      if (!deps.hasDevRoutes) return;
      await app.register(ownershipDevRoutes, { ownership, sessionHttp: deps.sessionHttp });
    },
  } satisfies AppModule;
}
