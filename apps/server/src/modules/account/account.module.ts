import { accountApi, deskApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { RateLimited } from '../../http/rate-limit.js';
import type { SessionHttp } from '../../http/session.js';
import type { DeskAccess } from '../../http/desk-access.js';
import type { AuditRecorder } from '../audit/audit.types.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { LibraryService } from '../library/library.service.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { SupportService } from '../support/support.service.js';
import { accountRoutes } from './account.routes.js';
import { createAccountService } from './account.service.js';
import { ageProviderRoutes } from './age-provider.routes.js';
import { customersDeskRoutes } from './customers-desk.routes.js';
import { createCustomersDesk } from './customers-desk.service.js';

export function createAccountModule(deps: {
  db: Database;
  auth: AuthService;
  subscriptions: SubscriptionsService;
  payments: PaymentsService;
  support: Pick<SupportService, 'deleteOfUser' | 'ticketsOfUser'>;
  ownership: OwnershipService;
  library: LibraryService;
  snapshot: CatalogSnapshotSource;
  audit: AuditRecorder;
  deskAccess: DeskAccess;
  sessionHttp: SessionHttp;
  rateLimited: RateLimited;
  now: () => Date;
  /** The built-in age verification provider stands in for a real one (AGE_CHECK_STUB). */
  hasAgeProviderStub: boolean;
}) {
  const { auth, sessionHttp, rateLimited } = deps;
  const account = createAccountService({
    db: deps.db,
    auth,
    subscriptions: deps.subscriptions,
    payments: deps.payments,
    support: deps.support,
    now: deps.now,
    isAgeCheckAvailable: deps.hasAgeProviderStub,
  });
  const customers = createCustomersDesk({ ...deps, payments: deps.payments });
  return {
    service: account,
    api: accountApi(accountRoutes, { account, auth, sessionHttp, rateLimited }),
    desk: deskApi(customersDeskRoutes, { customers, deskAccess: deps.deskAccess }),
    routes: async (app) => {
      if (deps.hasAgeProviderStub) await app.register(ageProviderRoutes, { account });
    },
  } satisfies AppModule;
}
