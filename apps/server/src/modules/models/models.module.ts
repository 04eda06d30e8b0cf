import { catalogApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { CatalogAnswers } from '../../http/catalog-answers.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { createModelsRepository } from './models.repository.js';
import { modelsRoutes } from './models.routes.js';
import { createModelsService } from './models.service.js';

export function createModelsModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  viewerOf: ViewerOf;
  /** Answers made of the catalog alone, built once per catalog version (http/catalog-answers.ts). */
  answerFromCatalog: CatalogAnswers;
}) {
  const models = createModelsService(createModelsRepository(deps.db), deps.snapshot);
  return {
    service: models,
    api: catalogApi(modelsRoutes, {
      models,
      viewerOf: deps.viewerOf,
      answerFromCatalog: deps.answerFromCatalog,
    }),
  } satisfies AppModule;
}
