import { catalogApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { CatalogAnswers } from '../../http/catalog-answers.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { createTagsRepository } from './tags.repository.js';
import { tagsRoutes } from './tags.routes.js';
import { createTagsService } from './tags.service.js';

export function createTagsModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  viewerOf: ViewerOf;
  /** Answers made of the catalog alone, built once per catalog version (http/catalog-answers.ts). */
  answerFromCatalog: CatalogAnswers;
}) {
  const tags = createTagsService(createTagsRepository(deps.db), deps.snapshot);
  return {
    service: tags,
    api: catalogApi(tagsRoutes, {
      tags,
      viewerOf: deps.viewerOf,
      answerFromCatalog: deps.answerFromCatalog,
    }),
  } satisfies AppModule;
}
