import { catalogApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { ReplayedAnswers } from '../../http/replayed-answers.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import { createCatalogAnswers } from '../../http/catalog-answers.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { createTagsRepository } from './tags.repository.js';
import { tagsRoutes } from './tags.routes.js';
import { createTagsService } from './tags.service.js';

export function createTagsModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  viewerOf: ViewerOf;
  /** Check each list, when it is built, against its schema (not production). */
  checkAnswers: boolean;
  /** Guests' answers replayed before routing. */
  replays?: ReplayedAnswers | undefined;
}) {
  const tags = createTagsService(createTagsRepository(deps.db), deps.snapshot);
  return {
    service: tags,
    api: catalogApi(tagsRoutes, {
      tags,
      viewerOf: deps.viewerOf,
      answerFromCatalog: createCatalogAnswers({
        current: () => deps.snapshot.get(),
        checkAnswers: deps.checkAnswers,
        offerReplay: deps.replays?.offer,
      }),
    }),
  } satisfies AppModule;
}
