import type { SubscriptionAccess } from '@parallax/core/rules/entitlement';
import { accountApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { SessionHttp } from '../../http/session.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import { createCartRepository } from './cart.repository.js';
import { cartRoutes } from './cart.routes.js';
import { createCartService, type DiscountContext, type TariffQuote } from './cart.service.js';

export function createCartModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  ownership: OwnershipService;
  /** The subscriptions service's: what a user's subscription gives now (a lifetime one covers). */
  subscriptionAccessOf: (userId: string) => Promise<SubscriptionAccess>;
  /** The subscriptions service's: whether a tariff may be bought, and an upgrade's credit. */
  tariffQuote: (userId: string | null, tariffId: string) => Promise<TariffQuote>;
  /** The discounts service's personal discount on a tariff, in percent (none: 0). */
  tariffDiscountPercent?: (
    userId: string | null,
    tariffId: string,
    context: DiscountContext,
  ) => Promise<number>;
  sessionHttp: SessionHttp;
  /** Card acquirers a checkout may offer (the test acquirer when it is on). */
  cardAcquiringTypes: readonly string[];
  now: () => Date;
}) {
  const { db, ownership } = deps;
  const cart = createCartService({
    repository: createCartRepository(db),
    snapshots: deps.snapshot,
    ownedPackIds: ownership.ownedPackIds,
    boughtPresaleCategoryIds: ownership.boughtPresaleCategoryIds,
    subscriptionAccessOf: deps.subscriptionAccessOf,
    tariffQuote: deps.tariffQuote,
    tariffDiscountPercent: deps.tariffDiscountPercent,
    cardAcquiringTypes: deps.cardAcquiringTypes,
    now: deps.now,
  });
  return {
    service: cart,
    api: accountApi(cartRoutes, { cart, sessionHttp: deps.sessionHttp }),
  } satisfies AppModule;
}
