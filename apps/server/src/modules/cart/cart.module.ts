import { accountApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { SessionHttp } from '../../http/session.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import { createCartRepository } from './cart.repository.js';
import { cartRoutes } from './cart.routes.js';
import { createCartService, type CartTariffDeps } from './cart.service.js';

export function createCartModule(
  deps: CartTariffDeps & {
    db: Database;
    snapshot: CatalogSnapshotSource;
    ownership: OwnershipService;
    sessionHttp: SessionHttp;
    /** Card acquirers a checkout may offer (the test acquirer when it is on). */
    cardAcquiringTypes: readonly string[];
    now: () => Date;
  },
) {
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
