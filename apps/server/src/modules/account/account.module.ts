import { accountApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { RateLimited } from '../../http/rate-limit.js';
import type { SessionHttp } from '../../http/session.js';
import type { AuthService } from '../auth/auth.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { SupportService } from '../support/support.service.js';
import { accountRoutes } from './account.routes.js';
import { createAccountService } from './account.service.js';
import { ageProviderRoutes } from './age-provider.routes.js';

export function createAccountModule(deps: {
  db: Database;
  auth: AuthService;
  subscriptions: SubscriptionsService;
  payments: PaymentsService;
  support: Pick<SupportService, 'deleteOfUser'>;
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
  return {
    service: account,
    api: accountApi(accountRoutes, { account, auth, sessionHttp, rateLimited }),
    routes: async (app) => {
      if (deps.hasAgeProviderStub) await app.register(ageProviderRoutes, { account });
    },
  } satisfies AppModule;
}
