import { catalogApi, deskApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { CatalogAnswers } from '../../http/catalog-answers.js';
import type { DeskAccess } from '../../http/desk-access.js';
import type { AuditRecorder } from '../audit/audit.types.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { tagsDeskRoutes } from './tags-desk.routes.js';
import { createTagsEditingService } from './tags-editing.service.js';
import { createTagsRepository } from './tags.repository.js';
import { tagsRoutes } from './tags.routes.js';
import { createTagsService } from './tags.service.js';

export function createTagsModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  viewerOf: ViewerOf;
  /** Answers made of the catalog alone, built once per catalog version (http/catalog-answers.ts). */
  answerFromCatalog: CatalogAnswers;
  deskAccess: DeskAccess;
  audit: AuditRecorder;
}) {
  const tags = createTagsService(createTagsRepository(deps.db), deps.snapshot);
  const editing = createTagsEditingService({
    ...deps,
    onChange: () => deps.snapshot.invalidate(),
  });
  return {
    service: tags,
    /** Which of some ids are tags, in the caller's transaction (a model's tags, at the desk). */
    knownTags: editing.knownTags,
    desk: deskApi(tagsDeskRoutes, { editing, deskAccess: deps.deskAccess }),
    api: catalogApi(tagsRoutes, {
      tags,
      viewerOf: deps.viewerOf,
      answerFromCatalog: deps.answerFromCatalog,
    }),
  } satisfies AppModule;
}
