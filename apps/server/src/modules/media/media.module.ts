import type { SubscriptionAccess } from '@parallax/core/rules/entitlement';
import type { FastifyBaseLogger } from 'fastify';
import { accountApi, type AppModule } from '../../app-module.js';
import type { MediaStoreConfig } from '../../config.js';
import type { SessionHttp } from '../../http/session.js';
import type { AccessTokens } from '../auth/access-tokens.js';
import type { Sessions } from '../auth/sessions.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import { createLinkHolderOf } from './link-holder.js';
import { mediaDeliveryDevRoutes } from './media-delivery-dev.routes.js';
import { createMediaRequestLog } from './media-delivery-log.js';
import { mediaDeliveryRoutes } from './media-delivery.routes.js';
import { createMediaHashes } from './media-hashes.js';
import { createMediaLinks, deriveMediaLinkSecret, feedHolderOf } from './media-links.js';
import { createLocalMediaStore } from './media-store.js';
import { mediaRoutes } from './media.routes.js';
import { createMediaService } from './media.service.js';

/**
 * The media module. The AWS SDK (some 12 MB of heap) is loaded only when media live in a bucket.
 */
export async function createMediaModule(deps: {
  snapshot: CatalogSnapshotSource;
  ownership: OwnershipService;
  /** The subscriptions service's: what a user's subscription opens now. */
  subscriptionAccessOf: (userId: string) => Promise<SubscriptionAccess>;
  /** The demo media directory: storage keys `demo/…` are files under it (or copied from it). */
  mediaDir: string;
  /** Where files are read and delivered from: that directory, or a bucket. */
  mediaStore: MediaStoreConfig;
  /** The site's origin, which the bucket's CORS rule lets fetch files. */
  siteOrigin: string;
  log: FastifyBaseLogger;
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
}) {
  const { secret, sessionHttp } = deps;
  const requestLog = deps.hasDevRoutes
    ? createMediaRequestLog({ capacity: 2000, now: deps.now })
    : null;
  const s3 =
    deps.mediaStore.kind === 's3'
      ? {
          ...(await import('./media-store-s3.js')),
          ...(await import('./media-sync.js')),
          config: deps.mediaStore,
        }
      : null;
  const bucket = s3 && { ...s3, client: s3.createS3Client(s3.config) };
  const store = bucket
    ? bucket.createS3MediaStore(bucket.client, bucket.config)
    : createLocalMediaStore({ demo: deps.mediaDir });
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
    /**
     * Object storage: makes the bucket ready (created, CORS for the site) and, `withDemoMedia`,
     * uploads the demo files the bucket lacks, so the demo catalog's keys resolve there. Local
     * directories need nothing.
     */
    async prepareStore(options: { withDemoMedia: boolean }): Promise<void> {
      if (!bucket) return;
      const { preparation, upload } = await bucket.readyBucket(bucket.client, {
        bucket: bucket.config.bucket,
        siteOrigin: deps.siteOrigin,
        demoMediaDir: options.withDemoMedia ? deps.mediaDir : null,
      });
      const about = { bucket: bucket.config.bucket, origin: deps.siteOrigin };
      if (preparation.isCreated) deps.log.info(about, 'media bucket created');
      if (preparation.cors === 'missing-origin') {
        deps.log.warn(
          about,
          'the media bucket has CORS rules, none of which lets the site GET: browsers cannot load media from it',
        );
      }
      if (upload && upload.uploaded.length > 0) {
        deps.log.info({ ...about, uploaded: upload.uploaded.length }, 'demo media uploaded');
      }
    },
    close: (): void => bucket?.client.destroy(),
    /** A link to a stored file for a VR player holding a feed link, good while that link lives. */
    signFeedMediaLink: (key: string, feedLinkId: string, expiresAt: number): string =>
      links.sign(key, feedHolderOf(feedLinkId), expiresAt),
    api: accountApi(mediaRoutes, { media, sessionHttp }),
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
      if (requestLog) await app.register(mediaDeliveryDevRoutes, { requestLog, linkHolderOf });
    },
  } satisfies AppModule;
}
