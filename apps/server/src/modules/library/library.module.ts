import type { SubscriptionAccess } from '@parallax/core/rules/entitlement';
import { accountApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { SessionHttp } from '../../http/session.js';
import type { ViewerOf } from '../../http/viewer-of.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import { createLibraryRepository } from './library.repository.js';
import { libraryRoutes } from './library.routes.js';
import { createLibraryService } from './library.service.js';

/**
 * The library (spec 2 §3, §7). Its service gives the viewer `libraryPackIds` (so every catalog
 * answer says inLibrary) and payment fulfilment the packs bought; its lists are per user, never
 * cached.
 */
export function createLibraryModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  catalog: CatalogService;
  ownership: OwnershipService;
  /** The subscriptions service's: what a user's subscription opens now. */
  subscriptionAccessOf: (userId: string) => Promise<SubscriptionAccess>;
  viewerOf: ViewerOf;
  sessionHttp: SessionHttp;
}) {
  const { catalog, viewerOf, sessionHttp } = deps;
  const library = createLibraryService({
    repository: createLibraryRepository(deps.db),
    snapshots: deps.snapshot,
    ownedPackIds: deps.ownership.ownedPackIds,
    subscriptionAccessOf: deps.subscriptionAccessOf,
    packIdsInCategories: catalog.packIdsInCategories,
  });
  return {
    service: library,
    api: accountApi(libraryRoutes, { library, catalog, viewerOf, sessionHttp }),
  } satisfies AppModule;
}
