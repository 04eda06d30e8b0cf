import { catalogApi, deskApi, type AppModule } from '../../app-module.js';
import type { DeskAccess } from '../../http/desk-access.js';
import type { CatalogAnswers } from '../../http/catalog-answers.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { CatalogRepository } from './catalog.repository.js';
import { catalogRoutes } from './catalog.routes.js';
import { createCatalogService } from './catalog.service.js';
import type { CatalogSnapshotSource } from './catalog.snapshot.js';
import { catalogDeskRoutes } from './catalog-desk.routes.js';
import { createPackDesk, type PackDeskDeps } from './pack-desk.service.js';

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
  /** The desk's content packs: the door, the audit log, the job queue, presale buyers' notices. */
  packDesk: PackDeskDeps;
  deskAccess: DeskAccess;
}) {
  const catalog = createCatalogService(deps.snapshot, deps.repository);
  const packDesk = createPackDesk({
    ...deps.packDesk,
    catalog: deps.repository,
    refresh: catalog.refresh,
  });
  return {
    service: catalog,
    api: catalogApi(catalogRoutes, {
      catalog,
      viewerOf: deps.viewerOf,
      checkAnswers: deps.checkAnswers,
      answerFromCatalog: deps.answerFromCatalog,
    }),
    desk: deskApi(async (app) => {
      await app.register(catalogDeskRoutes, { deskAccess: deps.deskAccess, ...packDesk });
    }, {}),
  } satisfies AppModule;
}
