import { catalogApi, deskApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { DeskAccess } from '../../http/desk-access.js';
import type { AuditRecorder } from '../audit/audit.types.js';
import { discountDeskRoutes } from './discount-desk.routes.js';
import { createFlagEditingService } from './flag-editing.service.js';
import { createFlagsRepository } from './flags.repository.js';
import { flagsRoutes } from './flags.routes.js';
import { createFlagsService } from './flags.service.js';

export function createFlagsModule(deps: {
  db: Database;
  /** The operator's desk: its door and audit log (the personal discounts' settings). */
  deskAccess: DeskAccess;
  audit: AuditRecorder;
  /** Whether a pack has this slug (the card promo's pack). */
  isPackSlug: (slug: string) => Promise<boolean>;
}) {
  const flags = createFlagsService(createFlagsRepository(deps.db));
  return {
    service: flags,
    api: catalogApi(flagsRoutes, { flags }),
    desk: deskApi(discountDeskRoutes, {
      discounts: createFlagEditingService(deps),
      deskAccess: deps.deskAccess,
    }),
  } satisfies AppModule;
}
