import { catalogApi, deskApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { DeskAccess } from '../../http/desk-access.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { AuditRecorder } from '../audit/audit.types.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { originsDeskRoutes } from './origins-desk.routes.js';
import { createOriginsEditingService } from './origins-editing.service.js';
import { createOriginsRepository } from './origins.repository.js';
import { originsRoutes } from './origins.routes.js';
import { createOriginsService } from './origins.service.js';

export function createOriginsModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  viewerOf: ViewerOf;
  deskAccess: DeskAccess;
  audit: AuditRecorder;
}) {
  const origins = createOriginsService(createOriginsRepository(deps.db), deps.snapshot);
  const editing = createOriginsEditingService({
    ...deps,
    onChange: () => deps.snapshot.invalidate(),
  });
  return {
    service: origins,
    desk: deskApi(originsDeskRoutes, { editing, deskAccess: deps.deskAccess }),
    api: catalogApi(originsRoutes, { origins, viewerOf: deps.viewerOf }),
  } satisfies AppModule;
}
