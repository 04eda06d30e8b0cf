import { catalogApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { createModelsRepository } from './models.repository.js';
import { modelsRoutes } from './models.routes.js';
import { createModelsService } from './models.service.js';

export function createModelsModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  viewerOf: ViewerOf;
}) {
  const models = createModelsService(createModelsRepository(deps.db), deps.snapshot);
  return {
    service: models,
    api: catalogApi(modelsRoutes, { models, viewerOf: deps.viewerOf }),
  } satisfies AppModule;
}
