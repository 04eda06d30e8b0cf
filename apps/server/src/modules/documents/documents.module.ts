import { catalogApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import { createDocumentsRepository } from './documents.repository.js';
import { documentsRoutes } from './documents.routes.js';
import { createDocumentsService } from './documents.service.js';

export function createDocumentsModule(deps: { db: Database }) {
  const documents = createDocumentsService(createDocumentsRepository(deps.db));
  return {
    service: documents,
    api: catalogApi(documentsRoutes, { documents }),
  } satisfies AppModule;
}
