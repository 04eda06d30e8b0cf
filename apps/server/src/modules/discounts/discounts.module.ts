import type { SubscriptionAccess } from '@parallax/core/rules/entitlement';
import { accountApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { SessionHttp } from '../../http/session.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { FlagsService } from '../flags/flags.service.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import { createDiscountsRepository } from './discounts.repository.js';
import { discountsRoutes } from './discounts.routes.js';
import { createDiscountsService } from './discounts.service.js';

export function createDiscountsModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  flags: FlagsService;
  ownership: OwnershipService;
  /** What the user's subscription opens now (the subscription access service's). */
  subscriptionAccessOf: (userId: string) => Promise<SubscriptionAccess>;
  /** The tariff of the user's subscription while it renews (the subscription access service's). */
  renewingTariffOf: (userId: string) => Promise<SubscriptionAccess['tariff']>;
  /** The marketing source the user signed up from (the auth service). */
  userSourceOf: (userId: string) => Promise<string | null>;
  /** Whether the user holds ROLE_MODERATOR now (the auth service): who may check others' banners. */
  isModerator: (userId: string) => Promise<boolean>;
  sessionHttp: SessionHttp;
  now: () => Date;
}) {
  const discounts = createDiscountsService({
    repository: createDiscountsRepository(deps.db),
    snapshot: deps.snapshot,
    flags: deps.flags,
    ownership: deps.ownership,
    subscriptionAccessOf: deps.subscriptionAccessOf,
    renewingTariffOf: deps.renewingTariffOf,
    userSourceOf: deps.userSourceOf,
    now: deps.now,
  });
  return {
    service: discounts,
    api: accountApi(discountsRoutes, {
      discounts,
      isModerator: deps.isModerator,
      sessionHttp: deps.sessionHttp,
    }),
  } satisfies AppModule;
}
