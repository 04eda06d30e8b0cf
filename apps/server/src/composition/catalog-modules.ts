import { createCatalogAnswers } from '../http/catalog-answers.js';
import { createViewerOf } from '../http/viewer-of.js';
import { createBlogModule } from '../modules/blog/blog.module.js';
import { createCatalogModule } from '../modules/catalog/catalog.module.js';
import type { PackDeskDeps } from '../modules/catalog/pack-desk.service.js';
import { createContentDeskModule } from '../modules/catalog/content-desk.module.js';
import { createTariffDeskModule } from '../modules/catalog/tariff-desk.module.js';
import { createDocumentsModule } from '../modules/documents/documents.module.js';
import { createFaqModule } from '../modules/faq/faq.module.js';
import { createFlagsModule } from '../modules/flags/flags.module.js';
import { createLibraryModule } from '../modules/library/library.module.js';
import { createLibraryRepository } from '../modules/library/library.repository.js';
import { createModelsModule } from '../modules/models/models.module.js';
import { createOriginsModule } from '../modules/origins/origins.module.js';
import { createOwnershipModule } from '../modules/ownership/ownership.module.js';
import { createRenewalPricesService } from '../modules/subscriptions/renewal-prices.service.js';
import { createSubscriptionAccessService } from '../modules/subscriptions/subscription-access.service.js';
import { createTagsModule } from '../modules/tags/tags.module.js';
import type { Notifier } from '../modules/notifications/notifications.types.js';
import type { Foundation } from './foundation.js';

/**
 * Who is looking, and what they may see: what they own, what their subscription opens and what
 * is in their library, each read from its owner's rows before any module that decides with it.
 */
export function buildViewer({ db, snapshot, sessionHttp, hasDevRoutes, now }: Foundation) {
  const ownership = createOwnershipModule({ db, snapshot, sessionHttp, hasDevRoutes });
  // What a user's subscription opens now, from the subscription rows alone: the viewer, the
  // catalog, media, feeds, the library, discounts and the cart decide with core entitlement.
  const subscriptionAccess = createSubscriptionAccessService({ db, now });
  // The library's entries (inLibrary): the library module itself is built on the catalog,
  // which is built on this viewer.
  const libraryEntries = createLibraryRepository(db);
  // A signed-in caller sees what they own (isOwned, the origins lock), what their subscription
  // opens and what is in their library; anyone else is a guest.
  const viewerOf = createViewerOf({
    userOf: (request) => sessionHttp.userOf(request),
    ownedPackIds: ownership.service.ownedPackIds,
    boughtPresaleCategoryIds: ownership.service.boughtPresaleCategoryIds,
    subscriptionAccessOf: subscriptionAccess.accessOf,
    libraryPackIds: (userId) => libraryEntries.packIds(userId),
  });
  return { ownership, subscriptionAccess, viewerOf };
}

export type ViewerParts = ReturnType<typeof buildViewer>;

/** The feature flags (the personal discounts' settings among them) and the desk's tariffs. */
function buildPriceSettings({ db, snapshot, deskAccess, audit, now }: Foundation) {
  const flags = createFlagsModule({
    db,
    deskAccess,
    audit,
    isPackSlug: async (slug) => (await snapshot.get()).withHidden.packBySlug.has(slug),
  });
  // The desk's tariffs: a running subscription's renewal price is the subscriptions module's.
  const tariffDesk = createTariffDeskModule({
    db,
    deskAccess,
    audit,
    renewals: createRenewalPricesService({ now }),
    onChange: () => snapshot.invalidate(),
  });
  return { flags, tariffDesk };
}

/** What the desk's content packs are built on (catalog.module.ts). */
function packDeskDeps(
  foundation: Foundation,
  { ownership }: ViewerParts,
  later: { notifier: () => Notifier },
): PackDeskDeps {
  return {
    db: foundation.db,
    audit: foundation.audit,
    lastDeskChange: async (packId) => {
      const [row] = await foundation.audit.page({
        entityType: 'content_pack',
        entityId: packId,
        limit: 1,
      });
      return row?.at ?? null;
    },
    jobs: foundation.jobs,
    notifier: later.notifier,
    presaleBuyerIds: ownership.service.presaleBuyerIds,
    now: foundation.now,
  };
}

/** Catalog reads (the store, models, tags, origins, documents, blog, FAQ) and the library. */
export function buildCatalogModules(
  foundation: Foundation,
  viewer: ViewerParts,
  later: { notifier: () => Notifier },
) {
  const { config, db, snapshot, replays, sessionHttp, now } = foundation;
  const { ownership, subscriptionAccess, viewerOf } = viewer;
  // Answers are checked against their schemas (not in production): those made of the catalog
  // alone once, when built per catalog version, and replayed for guests.
  const checkAnswers = config.env !== 'production';
  const answerFromCatalog = createCatalogAnswers({
    current: () => snapshot.get(),
    checkAnswers,
    offerReplay: replays.offer,
  });
  const catalog = createCatalogModule({
    repository: foundation.catalogRepository,
    snapshot,
    viewerOf,
    checkAnswers,
    answerFromCatalog,
    packDesk: packDeskDeps(foundation, viewer, later),
    deskAccess: foundation.deskAccess,
  });
  const library = createLibraryModule({
    db,
    snapshot,
    catalog: catalog.service,
    ownership: ownership.service,
    subscriptionAccessOf: subscriptionAccess.accessOf,
    viewerOf,
    sessionHttp,
  });
  // The desk's content area: each module edits its own tables, recorded in the audit log.
  const contentDesk = { deskAccess: foundation.deskAccess, audit: foundation.audit };
  const onContentChange = () => snapshot.invalidate();
  const tags = createTagsModule({ db, snapshot, viewerOf, answerFromCatalog, ...contentDesk });
  const models = createModelsModule({
    db,
    snapshot,
    viewerOf,
    answerFromCatalog,
    ...contentDesk,
    knownTags: tags.knownTags,
  });
  const origins = createOriginsModule({ db, snapshot, viewerOf, ...contentDesk });
  const categoryDesk = createContentDeskModule({
    db,
    ...contentDesk,
    onChange: onContentChange,
    presaleBuyerIds: ownership.service.presaleBuyerIds,
  });
  const documents = createDocumentsModule({ db, ...contentDesk });
  const blog = createBlogModule({
    db,
    now,
    version: () => snapshot.get(),
    ...contentDesk,
    onChange: onContentChange,
  });
  const faq = createFaqModule({ db, ...contentDesk, onChange: onContentChange });
  return {
    catalog,
    library,
    models,
    tags,
    origins,
    ...buildPriceSettings(foundation),
    documents,
    blog,
    faq,
    categoryDesk,
  };
}

export type CatalogModules = ReturnType<typeof buildCatalogModules>;
