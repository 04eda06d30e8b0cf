import type { SubscriptionAccess } from '@parallax/core/rules/entitlement';
import { accountApi, deskApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { DeskAccess } from '../../http/desk-access.js';
import type { SessionHttp } from '../../http/session.js';
import type { AuditRecorder } from '../audit/audit.types.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import type { TariffPricingService } from '../subscriptions/tariff-pricing.service.js';
import { createCartRepository } from './cart.repository.js';
import { cartRoutes } from './cart.routes.js';
import { createCartService } from './cart.service.js';
import { promoDeskRoutes } from './promo-desk.routes.js';
import { createPromoDeskService } from './promo-desk.service.js';

export function createCartModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  ownership: OwnershipService;
  /** What the user's subscription opens now (the subscription access service's). */
  subscriptionAccessOf: (userId: string) => Promise<SubscriptionAccess>;
  /** A tariff's terms for the buyer (the subscriptions module's tariff pricing). */
  pricing: Pick<TariffPricingService, 'termsOf'>;
  sessionHttp: SessionHttp;
  /** Card acquirers a checkout may offer (the test acquirer when it is on). */
  cardAcquiringTypes: readonly string[];
  now: () => Date;
  /** The operator's desk: its door, its audit log, and each promo code's paid orders. */
  deskAccess: DeskAccess;
  audit: AuditRecorder;
  paidOrdersByCode: (codes: readonly string[]) => Promise<ReadonlyMap<string, number>>;
}) {
  const { db, ownership } = deps;
  const cart = createCartService({
    repository: createCartRepository(db),
    snapshots: deps.snapshot,
    ownedPackIds: ownership.ownedPackIds,
    boughtPresaleCategoryIds: ownership.boughtPresaleCategoryIds,
    subscriptionAccessOf: deps.subscriptionAccessOf,
    pricing: deps.pricing,
    cardAcquiringTypes: deps.cardAcquiringTypes,
    now: deps.now,
  });
  return {
    service: cart,
    api: accountApi(cartRoutes, { cart, sessionHttp: deps.sessionHttp }),
    desk: deskApi(promoDeskRoutes, {
      promos: createPromoDeskService(deps),
      deskAccess: deps.deskAccess,
    }),
  } satisfies AppModule;
}
