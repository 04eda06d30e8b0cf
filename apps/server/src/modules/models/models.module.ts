import { catalogApi, deskApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { CatalogAnswers } from '../../http/catalog-answers.js';
import type { DeskAccess } from '../../http/desk-access.js';
import type { AuditRecorder } from '../audit/audit.types.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { modelsDeskRoutes } from './models-desk.routes.js';
import { createModelsEditingService, type KnownTags } from './models-editing.service.js';
import { createModelsRepository } from './models.repository.js';
import { modelsRoutes } from './models.routes.js';
import { createModelsService } from './models.service.js';

export function createModelsModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  viewerOf: ViewerOf;
  /** Answers made of the catalog alone, built once per catalog version (http/catalog-answers.ts). */
  answerFromCatalog: CatalogAnswers;
  deskAccess: DeskAccess;
  audit: AuditRecorder;
  /** The tags module's answer to which ids are tags (a model's tags are checked against it). */
  knownTags: KnownTags;
}) {
  const models = createModelsService(createModelsRepository(deps.db), deps.snapshot);
  const editing = createModelsEditingService({
    ...deps,
    onChange: () => deps.snapshot.invalidate(),
  });
  return {
    service: models,
    desk: deskApi(modelsDeskRoutes, { editing, deskAccess: deps.deskAccess }),
    api: catalogApi(modelsRoutes, {
      models,
      viewerOf: deps.viewerOf,
      answerFromCatalog: deps.answerFromCatalog,
    }),
  } satisfies AppModule;
}
