import { deskApi, type AppModule } from '../../app-module.js';
import type { DeskAccess } from '../../http/desk-access.js';
import { auditDeskRoutes } from './audit-desk.routes.js';
import type { AuditService } from './audit.service.js';

/**
 * The operator's desk's audit log: the service is the foundation's (every module records its
 * changes through it); this module gives the desk its page of the log.
 */
export function createAuditModule(deps: { audit: AuditService; deskAccess: DeskAccess }) {
  const { audit, deskAccess } = deps;
  return {
    service: audit,
    desk: deskApi(auditDeskRoutes, { audit, deskAccess }),
  } satisfies AppModule;
}
