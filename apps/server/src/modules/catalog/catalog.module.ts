import { catalogApi, type AppModule } from '../../app-module.js';
import type { CatalogAnswers } from '../../http/catalog-answers.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { CatalogRepository } from './catalog.repository.js';
import { catalogRoutes } from './catalog.routes.js';
import { createCatalogService } from './catalog.service.js';
import type { CatalogSnapshotSource } from './catalog.snapshot.js';

/**
 * The store's catalog. Its snapshot is built before any module (app.ts): ownership, and so the
 * viewer these routes need, read it.
 */
export function createCatalogModule(deps: {
  repository: CatalogRepository;
  snapshot: CatalogSnapshotSource;
  viewerOf: ViewerOf;
  /** Check each answer made per request against its schema (not production). */
  checkAnswers: boolean;
  /** Guests' answers, built once per catalog version and replayed (http/catalog-answers.ts). */
  answerFromCatalog: CatalogAnswers;
}) {
  const catalog = createCatalogService(deps.snapshot, deps.repository);
  return {
    service: catalog,
    api: catalogApi(catalogRoutes, {
      catalog,
      viewerOf: deps.viewerOf,
      checkAnswers: deps.checkAnswers,
      answerFromCatalog: deps.answerFromCatalog,
    }),
  } satisfies AppModule;
}
