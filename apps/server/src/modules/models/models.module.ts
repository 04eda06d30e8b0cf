import { catalogApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { ReplayedAnswers } from '../../http/replayed-answers.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import { createCatalogAnswers } from '../../http/catalog-answers.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { createModelsRepository } from './models.repository.js';
import { modelsRoutes } from './models.routes.js';
import { createModelsService } from './models.service.js';

export function createModelsModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  viewerOf: ViewerOf;
  /** Check each list, when it is built, against its schema (not production). */
  checkAnswers: boolean;
  /** Guests' answers replayed before routing. */
  replays?: ReplayedAnswers | undefined;
}) {
  const models = createModelsService(createModelsRepository(deps.db), deps.snapshot);
  return {
    service: models,
    api: catalogApi(modelsRoutes, {
      models,
      viewerOf: deps.viewerOf,
      answerFromCatalog: createCatalogAnswers({
        current: () => deps.snapshot.get(),
        checkAnswers: deps.checkAnswers,
        offerReplay: deps.replays?.offer,
      }),
    }),
  } satisfies AppModule;
}
