import { catalogApi, deskApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { DeskAccess } from '../../http/desk-access.js';
import type { AuditRecorder } from '../audit/audit.types.js';
import { documentsDeskRoutes } from './documents-desk.routes.js';
import { createDocumentsEditingService } from './documents-editing.service.js';
import { createDocumentsRepository } from './documents.repository.js';
import { documentsRoutes } from './documents.routes.js';
import { createDocumentsService } from './documents.service.js';

export function createDocumentsModule(deps: {
  db: Database;
  deskAccess: DeskAccess;
  audit: AuditRecorder;
}) {
  const documents = createDocumentsService(createDocumentsRepository(deps.db));
  const editing = createDocumentsEditingService(deps);
  return {
    service: documents,
    api: catalogApi(documentsRoutes, { documents }),
    desk: deskApi(documentsDeskRoutes, { editing, deskAccess: deps.deskAccess }),
  } satisfies AppModule;
}
