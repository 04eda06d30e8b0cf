import {
  createContentImportModule,
  importWorkRootOf,
} from '../modules/content-import/content-import.module.js';
import { createUsageEventsService } from '../modules/analytics/usage-events.service.js';
import { createFeedLinkCheck, createFeedsModule } from '../modules/feeds/feeds.module.js';
import { createMediaModule } from '../modules/media/media.module.js';
import { createPlaybackModule } from '../modules/playback/playback.module.js';
import { openMediaStore } from '../providers/media-store/media-store.provider.js';
import type { CatalogModules, ViewerParts } from './catalog-modules.js';
import type { Foundation } from './foundation.js';

/**
 * Media delivery (signed links to the store's files), VR player feeds and playback progress,
 * each on what the viewer owns and what their subscription opens.
 */
export async function buildMediaModules(
  foundation: Foundation,
  { ownership, subscriptionAccess }: ViewerParts,
  { catalog }: CatalogModules,
) {
  const { config, app, database, db, snapshot, secret, sessionHttp, publicUrl, now, log } =
    foundation;
  const store = await openMediaStore(config.mediaStore, {
    mediaDir: config.mediaDir,
    contentMediaDir: config.contentMediaDir,
    siteOrigin: new URL(publicUrl).origin,
    log,
  });
  const media = createMediaModule({
    snapshot,
    ownership: ownership.service,
    subscriptionAccessOf: subscriptionAccess.accessOf,
    store,
    secret,
    accessTokens: foundation.accessTokens,
    sessions: foundation.sessions,
    sessionHttp,
    now,
    hasDevRoutes: foundation.hasDevRoutes,
    isFeedLinkLive: createFeedLinkCheck(db),
    recordUsage: createUsageEventsService({ db, now, log }).record,
  });
  // Object storage: the bucket made ready, with the demo files the demo catalog names; one
  // instance at a time, so instances starting together do not all upload them.
  await database.withStartupLock(() => media.prepareStore({ withDemoMedia: config.seedDemo }));
  app.addHook('onClose', async () => media.close());
  const feeds = createFeedsModule({
    db,
    snapshot,
    ownership: ownership.service,
    subscriptionAccessOf: subscriptionAccess.accessOf,
    // VR players send no session: their media links name the feed link, and stop with it
    // (docs/decisions/0035-vr-player-feeds.md).
    signMediaLink: media.signFeedMediaLink,
    sessionHttp,
    rateLimited: foundation.rateLimited,
    publicUrl,
    now,
  });
  // Imports run by `parallax content import`: on a shared PostgreSQL this server works their
  // preparation jobs too.
  const contentImport = createContentImportModule({
    db,
    jobs: foundation.jobs,
    store,
    workRoot: importWorkRootOf(process.env),
    log,
    now,
    deskAccess: foundation.deskAccess,
  });
  const playback = createPlaybackModule({ db, catalog: catalog.service, sessionHttp, now });
  return { media, feeds, playback, contentImport };
}
