import { deskApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { DeskAccess } from '../../http/desk-access.js';
import type { AuditRecorder } from '../audit/audit.types.js';
import { tariffDeskRoutes } from './tariff-desk.routes.js';
import { createTariffEditingService, type TariffRenewals } from './tariff-editing.service.js';

/**
 * The operator's desk's tariffs: the catalog's tariffs edited, their running subscriptions
 * repriced only when asked (by the subscriptions module's `renewals`, given here).
 */
export function createTariffDeskModule(deps: {
  db: Database;
  deskAccess: DeskAccess;
  audit: AuditRecorder;
  renewals: TariffRenewals;
  /** Called once a change committed (the catalog snapshot's invalidate). */
  onChange: () => void;
}) {
  const tariffs = createTariffEditingService(deps);
  return {
    tariffs,
    desk: deskApi(tariffDeskRoutes, { tariffs, deskAccess: deps.deskAccess }),
  } satisfies AppModule;
}
