import type { SubscriptionAccess } from '@parallax/core/rules/entitlement';
import { accountApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import { useNoStore } from '../../http/caching.js';
import type { RateLimited } from '../../http/rate-limit.js';
import type { SessionHttp } from '../../http/session.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import { createFeedsRepository } from './feeds.repository.js';
import { feedLinkRoutes, feedRoutes } from './feeds.routes.js';
import { createFeedsService } from './feeds.service.js';

/**
 * Whether a feed link is live, for the media module's delivery of the links feeds hand out (made
 * before the media module, which the feeds module is built on).
 */
export function createFeedLinkCheck(db: Database): (feedLinkId: string) => Promise<boolean> {
  const repository = createFeedsRepository(db);
  return (feedLinkId) => repository.isLive(feedLinkId);
}

/**
 * Library feeds for VR players (docs/decisions/0035-vr-player-feeds.md): the account API of feed
 * links, and the DeoVR and HereSphere feeds at their own paths (`/feeds/:token/…`).
 */
export function createFeedsModule(deps: {
  db: Database;
  snapshot: CatalogSnapshotSource;
  ownership: OwnershipService;
  /** The subscriptions service's: what a user's subscription opens now. */
  subscriptionAccessOf: (userId: string) => Promise<SubscriptionAccess>;
  /** The media module's signed link to a stored file, good while the feed link lives. */
  signMediaLink: (storageKey: string, feedLinkId: string, expiresAt: number) => string;
  sessionHttp: SessionHttp;
  rateLimited: RateLimited;
  /** Where the feed links and media URLs point (PUBLIC_URL). */
  publicUrl: string;
  now: () => Date;
}) {
  const { publicUrl } = deps;
  const feeds = createFeedsService({
    repository: createFeedsRepository(deps.db),
    snapshots: deps.snapshot,
    ownedPackIds: deps.ownership.ownedPackIds,
    subscriptionAccessOf: deps.subscriptionAccessOf,
    signMediaLink: deps.signMediaLink,
    publicUrl,
    now: deps.now,
  });
  return {
    service: feeds,
    api: accountApi(feedLinkRoutes, {
      feeds,
      sessionHttp: deps.sessionHttp,
      rateLimited: deps.rateLimited,
    }),
    routes: async (app) => {
      useNoStore(app);
      await app.register(feedRoutes, { feeds, publicUrl });
    },
  } satisfies AppModule;
}
