import { deskApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { DeskAccess } from '../../http/desk-access.js';
import type { AuditRecorder } from '../audit/audit.types.js';
import { createCategoryEditingService } from './category-editing.service.js';
import { contentDeskRoutes } from './content-desk.routes.js';

/**
 * The operator's desk's categories and presales (its content area; the catalog's packs are the
 * catalog area's, in catalog.module.ts).
 */
export function createContentDeskModule(deps: {
  db: Database;
  deskAccess: DeskAccess;
  audit: AuditRecorder;
  /** Called once a change committed (the catalog snapshot's invalidate). */
  onChange: () => void;
  presaleBuyerIds: (tx: Database, categoryId: string) => Promise<string[]>;
}) {
  const editing = createCategoryEditingService(deps);
  return {
    categories: editing,
    desk: deskApi(contentDeskRoutes, { editing, deskAccess: deps.deskAccess }),
  } satisfies AppModule;
}
