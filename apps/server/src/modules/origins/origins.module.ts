import { catalogApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { createOriginsRepository } from './origins.repository.js';
import { originsRoutes } from './origins.routes.js';
import { createOriginsService } from './origins.service.js';

export function createOriginsModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  viewerOf: ViewerOf;
}) {
  const origins = createOriginsService(createOriginsRepository(deps.db), deps.snapshot);
  return {
    service: origins,
    api: catalogApi(originsRoutes, { origins, viewerOf: deps.viewerOf }),
  } satisfies AppModule;
}
