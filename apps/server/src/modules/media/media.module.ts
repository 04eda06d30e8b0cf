import type { SubscriptionAccess } from '@parallax/core/rules/entitlement';
import { accountApi, type AppModule } from '../../app-module.js';
import type { SessionHttp } from '../../http/session.js';
import type { MediaStore } from '../../providers/media-store/media-store.types.js';
import type { AccessTokens } from '../auth/access-tokens.service.js';
import type { Sessions } from '../auth/sessions.service.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { UsageEvent } from '../analytics/usage-events.service.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import { createLinkHolderOf } from './link-holder.service.js';
import { mediaDeliveryDevRoutes } from './media-delivery-dev.routes.js';
import { createMediaRequestLog } from './media-delivery-log.service.js';
import { mediaDeliveryRoutes } from './media-delivery.routes.js';
import { createMediaHashes } from './media-hashes.service.js';
import { mediaPublicRoutes } from './media-public.routes.js';
import { createMediaLinks, deriveMediaLinkSecret, feedHolderOf } from './media-links.service.js';
import { mediaRoutes } from './media.routes.js';
import { createMediaService } from './media.service.js';

/** The media module: the player's links and metadata, and the delivery of the files. */
export function createMediaModule(deps: {
  snapshot: CatalogSnapshotSource;
  ownership: OwnershipService;
  /** The subscriptions service's: what a user's subscription opens now. */
  subscriptionAccessOf: (userId: string) => Promise<SubscriptionAccess>;
  /** Where files are read and delivered from: a directory, or a bucket (providers/media-store). */
  store: MediaStore;
  /** The server secret: media links are signed with a key derived from it. */
  secret: string;
  accessTokens: AccessTokens;
  sessions: Sessions;
  sessionHttp: SessionHttp;
  now: () => Date;
  /** Development only: the log of media requests (`/api/dev/media/requests`). */
  hasDevRoutes: boolean;
  /** The feeds module's (`createFeedLinkCheck`): whether a feed link is live. */
  isFeedLinkLive: (feedLinkId: string) => Promise<boolean>;
  /** Analytics' usage events: a pack's links handed out to play or download it. */
  recordUsage: (event: UsageEvent) => Promise<void>;
}) {
  const { store, secret, sessionHttp } = deps;
  const requestLog = deps.hasDevRoutes
    ? createMediaRequestLog({ capacity: 2000, now: deps.now })
    : null;
  const links = createMediaLinks(deriveMediaLinkSecret(secret), deps.now);
  const media = createMediaService({
    snapshots: deps.snapshot,
    ownedPackIds: deps.ownership.ownedPackIds,
    subscriptionAccessOf: deps.subscriptionAccessOf,
    hashes: createMediaHashes(store, { maxEntries: 500 }),
    links,
  });
  return {
    service: media,
    /** Object storage: the bucket made ready (providers/media-store); directories need nothing. */
    async prepareStore(options: { withDemoMedia: boolean }): Promise<void> {
      await store.prepare?.(options);
    },
    close: (): void => store.close?.(),
    /** A link to a stored file for a VR player holding a feed link, good while that link lives. */
    signFeedMediaLink: (key: string, feedLinkId: string, expiresAt: number): string =>
      links.sign(key, feedHolderOf(feedLinkId), expiresAt),
    api: accountApi(mediaRoutes, { media, sessionHttp, recordUsage: deps.recordUsage }),
    routes: async (app) => {
      const linkHolderOf = createLinkHolderOf({
        serverSecret: secret,
        accessTokens: deps.accessTokens,
        sessions: deps.sessions,
        accessCookie: sessionHttp.cookieNames.access,
      });
      await app.register(mediaDeliveryRoutes, {
        store,
        links,
        linkHolderOf,
        isFeedLinkLive: deps.isFeedLinkLive,
        requestLog,
      });
      await app.register(mediaPublicRoutes, { store });
      if (requestLog) await app.register(mediaDeliveryDevRoutes, { requestLog, linkHolderOf });
    },
  } satisfies AppModule;
}
