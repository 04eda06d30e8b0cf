import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppModule } from './app-module.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { isCatalogEmpty, seedDemoCatalog } from './db/seed/seed.js';
import { createCatalogAnswers } from './http/catalog-answers.js';
import {
  answerClientError,
  registerErrorHandling,
  sendFrameworkError,
} from './http/error-handler.js';
import { registerCompression } from './http/compression.js';
import { registerEtags } from './http/etags.js';
import { registerJsonBodies } from './http/json-body.js';
import { registerOpenApi } from './http/openapi.js';
import { registerCrawlerFiles } from './http/crawlers.js';
import { logHooks, logSerializers } from './http/log-serializers.js';
import { createMetrics } from './http/metrics.js';
import { limitDrain } from './http/drain.js';
import { createRateLimits, databaseRateLimitStore } from './http/rate-limit.js';
import { createReplayedAnswers, type ReplayedAnswers } from './http/replayed-answers.js';
import { registerSecurityHeaders } from './http/security.js';
import { fastifyTrustProxy, trustedPeerCheck } from './http/trusted-proxy.js';
import { createSessionHttp } from './http/session.js';
import { createViewerOf } from './http/viewer-of.js';
import { registerWebApp } from './http/web-app.js';
import { modelsPageHead, subscriptionPageHead } from './http/page-routes.js';
import { authCookieNames } from '@parallax/core/contracts/auth';
import { DOCUMENT_SLUGS } from '@parallax/core/contracts/documents';
import { pagePath } from '@parallax/core/pages';
import type { Language } from '@parallax/core/platform';
// Contract modules register their OpenAPI components as they load, so this order is the order of
// components in docs/openapi.json.
import { createAccountModule } from './modules/account/account.module.js';
import { createAgeCheckModule } from './modules/age-check/age-check.module.js';
import { createAccessTokens } from './modules/auth/access-tokens.js';
import { createAuthModule } from './modules/auth/auth.module.js';
import { loadAuthSecret } from './modules/auth/secrets.js';
import { createSessions } from './modules/auth/sessions.js';
import { configuredSocialProviders } from './modules/social/providers.js';
import { createSocialModule } from './modules/social/social.module.js';
import { unlinkSocialIdentities } from './modules/social/social.service.js';
import { createJobQueue, type JobQueue } from './jobs/job-queue.js';
import { createMailModule } from './modules/mail/mail.module.js';
import { createNotificationsModule } from './modules/notifications/notifications.module.js';
import { endPushSubscriptionsOf } from './modules/notifications/notifications.service.js';
import type { Mailer } from './modules/mail/mailer.js';
import { createBlogModule } from './modules/blog/blog.module.js';
import type { BlogService } from './modules/blog/blog.service.js';
import { createCatalogModule } from './modules/catalog/catalog.module.js';
import { createCatalogRepository } from './modules/catalog/catalog.repository.js';
import type { CatalogService } from './modules/catalog/catalog.service.js';
import {
  createCatalogSnapshot,
  type CatalogSnapshotSource,
} from './modules/catalog/catalog.snapshot.js';
import { createGuidesService } from './modules/guides/guides.service.js';
import { createCatalogHeads } from './modules/catalog/catalog.heads.js';
import { createModelsHeads } from './modules/models/models.heads.js';
import { createTagsHeads } from './modules/tags/tags.heads.js';
import { createOriginsHeads } from './modules/origins/origins.heads.js';
import { createBlogHeads } from './modules/blog/blog.heads.js';
import { createDocumentsModule } from './modules/documents/documents.module.js';
import type { DocumentsService } from './modules/documents/documents.service.js';
import { createCartModule } from './modules/cart/cart.module.js';
import { createDiscountsModule } from './modules/discounts/discounts.module.js';
import { createAnalyticsModule } from './modules/analytics/analytics.module.js';
import { createFeedbackModule } from './modules/feedback/feedback.module.js';
import { createFeedLinkCheck, createFeedsModule } from './modules/feeds/feeds.module.js';
import { endFeedLinksOf } from './modules/feeds/feeds.service.js';
import { createFaqModule } from './modules/faq/faq.module.js';
import type { FaqService } from './modules/faq/faq.service.js';
import { createFlagsModule } from './modules/flags/flags.module.js';
import { createLibraryModule } from './modules/library/library.module.js';
import { createMediaModule } from './modules/media/media.module.js';
import { createModelsModule } from './modules/models/models.module.js';
import type { ModelsService } from './modules/models/models.service.js';
import { createOriginsModule } from './modules/origins/origins.module.js';
import type { OriginsService } from './modules/origins/origins.service.js';
import { createOwnershipModule } from './modules/ownership/ownership.module.js';
import { createPaymentsModule } from './modules/payments/payments.module.js';
import type { PaymentProvider } from './modules/payments/provider.js';
import type { WebhookDelivery } from './modules/payments/test-acquirer/test-acquirer.js';
import { createTestAcquirerModule } from './modules/payments/test-acquirer/test-acquirer.module.js';
import { createPlaybackModule } from './modules/playback/playback.module.js';
import { createReleasesModule } from './modules/releases/releases.module.js';
import { createOffsetClock } from './modules/subscriptions/billing-clock.js';
import { createSubscriptionsModule } from './modules/subscriptions/subscriptions.module.js';
import { createSupportModule } from './modules/support/support.module.js';
import { createSystemModule } from './modules/system/system.module.js';
import { createTagsModule } from './modules/tags/tags.module.js';
import type { TagsService } from './modules/tags/tags.service.js';
import { paths } from './paths.js';

export type AppDeps = {
  /** An open database (tests pass one restored from a snapshot); otherwise opened from config. */
  database?: DatabaseHandle;
  now?: () => Date;
  /** Where JSON logs go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** Replaces the mailer chosen from config (tests read what was sent). */
  mailer?: Mailer;
  /**
   * The job queue (default: on the app's database, with background workers). Tests pass one
   * without workers and run its due jobs themselves (`jobs.runDue()`); the app starts and stops it.
   */
  jobs?: JobQueue;
  /**
   * How the test acquirer posts its webhooks (default: fetch to PUBLIC_URL); tests deliver
   * through `app.inject`. With `backgroundWebhooks: false` they go out only when flushed
   * (POST /api/dev/test-acquirer/deliver), so tests choose when and how often.
   */
  deliverWebhook?: WebhookDelivery;
  backgroundWebhooks?: boolean;
};

const { version } = JSON.parse(readFileSync(`${paths.serverRoot}/package.json`, 'utf8')) as {
  version: string;
};

/** spec 1 §6: a client uses /api/v1 or /store/api/v1 depending on hasFullAccess. */
const API_PREFIXES = ['/api/v1', '/store/api/v1'] as const;

/**
 * The composition root: infrastructure, then every module built from what it needs and its
 * routes registered in order, then the web app. Tests build this very app and talk to it through
 * `app.inject`.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const replays = createReplayedAnswers();
  const isTrustedPeer = trustedPeerCheck(config.trustProxy);
  const app = createFastify(config, deps, replays, isTrustedPeer);
  // SHUTDOWN_TIMEOUT_MS is shared out: requests in flight get 40 %, the job queue half, the
  // database what is left.
  limitDrain(app, Math.floor(config.shutdownTimeoutMs * 0.4));
  const database =
    deps.database ??
    (await openDatabase(config.database, {
      onIdleError: (err) => app.log.warn({ err }, 'an idle database connection was lost'),
      onCloseStragglers: (count) =>
        app.log.warn({ count }, 'database connections still held at close: ended'),
      guardSelfWaits: config.env === 'test',
    }));
  app.addHook('onClose', () => database.close());
  const jobs = deps.jobs ?? createJobQueue({ database, log: app.log, background: true });
  // onClose hooks run last-added first: the queue drains before the database closes, within half
  // of SHUTDOWN_TIMEOUT_MS (HTTP requests finish first, and the rest must fit in too).
  app.addHook('onClose', () => jobs.stop(Math.floor(config.shutdownTimeoutMs / 2)));
  const metrics = createMetrics(config.metricsToken, {
    queueDepths: () => jobs.depths(),
    poolStats: database.poolStats,
    log: app.log,
  });
  try {
    await database.withStartupLock(async () => {
      await database.migrate();
      if (config.seedDemo && (await isCatalogEmpty(database.db))) {
        app.log.info('empty database: seeding the demo catalog');
        await seedDemoCatalog(database.db, config.mediaDir);
      }
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const isHttps = config.publicUrl.startsWith('https:');
  await registerInfrastructure(app, config, isHttps, database);
  metrics.register(app);

  // What every module is built on: the clock, the mailer, sessions and who is looking.
  const db = database.db;
  // With the development tools the clock can be moved forward (POST /api/dev/clock/advance).
  const clock = config.devTools ? createOffsetClock(deps.now) : null;
  const now = clock?.now ?? deps.now ?? (() => new Date());
  const { publicUrl } = config;
  const log = app.log;
  const hasDevRoutes = config.devTools;
  const secret = await loadAuthSecret(db, config.auth.secret);
  const mail = createMailModule({ db, config, jobs, now, log, mailer: deps.mailer });
  app.addHook('onClose', async () => mail.close());
  const { mailer } = mail;
  const accessTokens = createAccessTokens(secret, config.auth.accessTokenTtlSeconds, now);
  const sessions = createSessions({
    db,
    accessTokens,
    refreshTtlDays: config.auth.refreshTokenTtlDays,
    deviceRefreshTtlDays: config.auth.deviceRefreshTokenTtlDays,
    now,
  });
  const sessionHttp = createSessionHttp({ accessTokens, sessions, isHttps });
  sessionHttp.register(app);
  const rateLimited = createRateLimits(app, config.auth.rateLimitPerMinute);
  // The in-memory catalog: ownership (and so the viewer), carts, media and the pages read it.
  const catalogRepository = createCatalogRepository(db);
  const snapshot = createCatalogSnapshot(catalogRepository, {
    ttlMs: config.catalogCacheTtlMs,
    now,
  });
  replays.register(app, {
    currentVersion: () => snapshot.peek(),
    requestId: (request) => requestIdOf(isTrustedPeer, request),
    answered: metrics.requestAnswered,
  });
  // Every instance hears of a catalog write at once (the triggers of migration 0014).
  const stopListening = await database.listen('parallax_catalog', () => snapshot.invalidate());
  app.addHook('onClose', stopListening);
  const ownership = createOwnershipModule({
    db,
    snapshot,
    sessionHttp,
    hasDevRoutes,
  });
  // What a user's subscription opens now: the subscriptions service's answer (built below, asked
  // only once requests come in); the catalog, media and the cart decide with core entitlement.
  const subscriptionAccessOf = (userId: string) => subscriptions.accessOf(userId);
  // A signed-in caller sees what they own (isOwned, the origins lock), what their subscription
  // opens and what is in their library (inLibrary; the library is built below, asked only once
  // requests come in); anyone else is a guest.
  const viewerOf = createViewerOf({
    userOf: (request) => sessionHttp.userOf(request),
    ownedPackIds: ownership.service.ownedPackIds,
    boughtPresaleCategoryIds: ownership.service.boughtPresaleCategoryIds,
    subscriptionAccessOf,
    libraryPackIds: (userId) => library.service.packIds(userId),
  });

  // Answers are checked against their schemas (not in production): those made of the catalog
  // alone once, when built per catalog version, and replayed for guests.
  const checkAnswers = config.env !== 'production';
  const answerFromCatalog = createCatalogAnswers({
    current: () => snapshot.get(),
    checkAnswers,
    offerReplay: replays.offer,
  });
  const catalog = createCatalogModule({
    repository: catalogRepository,
    snapshot,
    viewerOf,
    checkAnswers,
    answerFromCatalog,
  });
  const library = createLibraryModule({
    db,
    snapshot,
    catalog: catalog.service,
    ownership: ownership.service,
    subscriptionAccessOf,
    viewerOf,
    sessionHttp,
  });
  const models = createModelsModule({ db, snapshot, viewerOf, answerFromCatalog });
  const tags = createTagsModule({ db, snapshot, viewerOf, answerFromCatalog });
  const origins = createOriginsModule({ db, snapshot, viewerOf });
  const flags = createFlagsModule({ db });
  const documents = createDocumentsModule({ db });
  const blog = createBlogModule({ db, now, version: () => snapshot.get() });
  const faq = createFaqModule({ db });
  const auth = createAuthModule({
    db,
    secret,
    sessions,
    sessionHttp,
    rateLimited,
    mailer,
    publicUrl,
    now,
    log,
    unlinkSocialIdentities,
    // Built on auth, those modules end their own credentials in auth's transaction.
    credentialHolders: {
      endFeedLinks: endFeedLinksOf,
      endPushSubscriptions: endPushSubscriptionsOf,
    },
    hasDevRoutes,
  });
  const testAcquirer = config.testAcquirer
    ? createTestAcquirerModule({
        db,
        secret,
        publicUrl,
        jobs,
        now,
        log,
        deliverWebhook: deps.deliverWebhook,
        hasBackgroundWebhooks: deps.backgroundWebhooks !== false,
        hasDevRoutes,
      })
    : null;
  const providers = new Map<string, PaymentProvider>(
    testAcquirer ? [['test', testAcquirer.provider]] : [],
  );
  // Payments, subscriptions and support tell their events to the notifier.
  const notifications = await createNotificationsModule({
    db,
    config,
    jobs,
    mailer,
    auth: auth.service,
    sessionHttp,
    rateLimited,
    now,
    log,
  });
  const { notifier } = notifications;
  const subscriptionsModule = createSubscriptionsModule({
    db,
    snapshot,
    auth: auth.service,
    mailer,
    notifier,
    jobs,
    providers,
    sessionHttp,
    publicUrl,
    billing: config.billing,
    now,
    clock,
    log,
    // The discounts module asks for subscriptions in turn: looked up when a request comes.
    tariffDiscountPercent: (userId, tariffId) =>
      discounts.service.tariffDiscountPercent(userId, tariffId, {}),
  });
  const subscriptions = subscriptionsModule.service;
  const discounts = createDiscountsModule({
    db,
    snapshot,
    flags: flags.service,
    ownership: ownership.service,
    // The tariff of the subscription that gives access now.
    subscriberTariff: async (userId) => (await subscriptionAccessOf(userId)).tariff,
    userSourceOf: async (userId) => (await auth.service.userById(db, userId))?.source ?? null,
    isModerator: (userId) => auth.service.isModerator(userId),
    sessionHttp,
    now,
  });
  const cart = createCartModule({
    db,
    snapshot,
    ownership: ownership.service,
    subscriptionAccessOf,
    tariffQuote: (userId, tariffId) => subscriptions.tariffQuote(userId, tariffId),
    tariffDiscountPercent: (userId, tariffId, context) =>
      discounts.service.tariffDiscountPercent(userId, tariffId, context),
    sessionHttp,
    cardAcquiringTypes: config.testAcquirer ? ['test'] : [],
    now,
  });
  const payments = createPaymentsModule({
    db,
    auth: auth.service,
    cart: cart.service,
    ownership: ownership.service,
    library: library.service,
    subscriptions,
    providers,
    mailer,
    notifier,
    sessionHttp,
    rateLimited,
    publicUrl,
    now,
    log,
    metrics: metrics.payments,
  });
  const support = createSupportModule({
    db,
    auth: auth.service,
    catalog: catalog.service,
    mailer,
    notifier,
    sessionHttp,
    rateLimited,
    supportEmail: config.support.email,
    publicUrl,
    now,
  });
  const account = createAccountModule({
    db,
    auth: auth.service,
    subscriptions,
    payments: payments.service,
    support: support.service,
    sessionHttp,
    rateLimited,
    now,
    hasAgeProviderStub: config.ageCheckStub,
  });
  const media = await createMediaModule({
    snapshot,
    ownership: ownership.service,
    subscriptionAccessOf,
    mediaDir: config.mediaDir,
    mediaStore: config.mediaStore,
    siteOrigin: new URL(publicUrl).origin,
    log,
    secret,
    accessTokens,
    sessions,
    sessionHttp,
    now,
    hasDevRoutes,
    isFeedLinkLive: createFeedLinkCheck(db),
  });
  // Object storage: the bucket made ready, with the demo files the demo catalog names; one
  // instance at a time, so instances starting together do not all upload them.
  await database.withStartupLock(() => media.prepareStore({ withDemoMedia: config.seedDemo }));
  app.addHook('onClose', async () => media.close());
  const feeds = createFeedsModule({
    db,
    snapshot,
    ownership: ownership.service,
    subscriptionAccessOf,
    // VR players send no session: their media links name the feed link, and stop with it
    // (docs/decisions/0035-vr-player-feeds.md).
    signMediaLink: media.signFeedMediaLink,
    sessionHttp,
    rateLimited,
    publicUrl,
    now,
  });
  const feedback = createFeedbackModule({ db, catalog: catalog.service, sessionHttp });
  const analytics = createAnalyticsModule({ db, sessionHttp, rateLimited });
  const playback = createPlaybackModule({ db, catalog: catalog.service, sessionHttp, now });
  const ageCheck = createAgeCheckModule({ config, now });
  const social = createSocialModule({ db, auth: auth.service, sessionHttp, config, now });
  const releases = createReleasesModule({
    config: config.releases,
    webDistDir: config.webDistDir,
    serverVersion: version,
    publicUrl,
    now,
  });
  const system = createSystemModule({
    version,
    database: {
      ping: database.ping,
      poolStats: database.poolStats,
      intervalMs: config.healthCheckIntervalMs,
      now,
      log,
    },
    now,
    socialProviders: configuredSocialProviders(config),
    answerBeforeRouting: replays.live,
  });

  // The order is the OpenAPI document's (docs/openapi.json): catalog reads, then per-user calls.
  const apiModules: AppModule[] = [
    catalog,
    models,
    tags,
    origins,
    flags,
    documents,
    blog,
    faq,
    auth,
    account,
    cart,
    discounts,
    subscriptionsModule,
    payments,
    media,
    library,
    feeds,
    analytics,
    feedback,
    playback,
    ageCheck,
    notifications,
    support,
  ];
  for (const prefix of API_PREFIXES) {
    for (const module of apiModules) if (module.api) await app.register(module.api, { prefix });
  }
  const routeModules: AppModule[] = [
    payments,
    media,
    feeds,
    account,
    social,
    mail,
    notifications,
    ownership,
    auth,
    subscriptionsModule,
    ...(testAcquirer ? [testAcquirer] : []),
    system,
    releases,
  ];
  for (const module of routeModules) if (module.routes) await app.register(module.routes);

  await registerPages(app, config, {
    snapshot,
    catalog: catalog.service,
    faq: faq.service,
    models: models.service,
    tags: tags.service,
    origins: origins.service,
    documents: documents.service,
    blog: blog.service,
  });
  // Last: every job is defined by now. Processes starting together on one PostgreSQL take turns
  // creating pg-boss's tables and queues.
  await database.withStartupLock(() => jobs.start());
  return app;
}

/** A request id from the client is kept only when a trusted proxy sent the request. */
function requestIdOf(
  isTrustedPeer: (remoteAddress: string | undefined) => boolean,
  request: IncomingMessage,
): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' &&
    /^[\w-]{1,64}$/.test(incoming) &&
    isTrustedPeer(request.socket.remoteAddress)
    ? incoming
    : randomUUID();
}

/**
 * Every schema is a zod contract, so Fastify's default compilers (Ajv and fast-json-stringify)
 * are never built, nor loaded. Fastify's types describe those defaults (Ajv's validate
 * functions); the zod compilers answer `{ value }` or `{ error }`, which Fastify takes as well.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

function createFastify(
  config: Config,
  deps: AppDeps,
  replays: ReplayedAnswers,
  isTrustedPeer: (remoteAddress: string | undefined) => boolean,
) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      hooks: logHooks,
      // Asynchronous: lines written while a write is under way go out together in the next one,
      // not one system call each; what is left is written on exit.
      stream: deps.logStream ?? pino.destination({ dest: 1, sync: false }),
    },
    logController: new OneLinePerRequest(),
    genReqId: (request) => requestIdOf(isTrustedPeer, request),
    // Guests' catalog reads answered again before routing (replayed-answers.ts).
    serverFactory: replays.serverFactory,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: answerClientError,
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
  return app;
}

/** One log line per request, when it is answered, rather than Fastify's two (in and out). */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Error handling, security headers, cookies, rate limits, compression, ETags and /api/docs. */
async function registerInfrastructure(
  app: FastifyInstance,
  config: Config,
  isHttps: boolean,
  database: DatabaseHandle,
) {
  registerErrorHandling(app);
  registerJsonBodies(app);
  // Object storage: media load from the bucket's origin (delivery redirects there).
  const mediaOrigin =
    config.mediaStore.kind === 's3'
      ? await (await import('./modules/media/media-store-s3.js')).s3OriginOf(config.mediaStore)
      : null;
  registerSecurityHeaders(app, { isHttps, mediaOrigin });
  await app.register(cookie);
  // Limits are opted into per route (sign-in, registration, codes). Their counters are this
  // process's on the embedded database (one process), the database's when instances share one.
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgres' ? { store: databaseRateLimitStore(database.executeSql) } : {}),
  });
  registerCompression(app, { threshold: 1024 });
  registerEtags(app);
  await registerOpenApi(app, {
    version,
    publicUrl: config.publicUrl,
    cookieNames: authCookieNames(isHttps),
  });
}

/** The public demo imagery, robots.txt and the sitemap, and the web app with each page's head. */
async function registerPages(
  app: FastifyInstance,
  config: Config,
  sources: {
    snapshot: CatalogSnapshotSource;
    catalog: CatalogService;
    faq: FaqService;
    models: ModelsService;
    tags: TagsService;
    origins: OriginsService;
    documents: DocumentsService;
    blog: BlogService;
  },
) {
  const { snapshot, catalog, faq, models, tags, origins, documents, blog } = sources;
  // Public demo imagery; the playable files under media/ are delivered by the media module only.
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/static/demo/',
    decorateReply: false,
    allowedPath: (pathName) => !pathName.startsWith('/media/') && pathName !== '/manifest.json',
    maxAge: '1d',
  });
  registerCrawlerFiles(app, config.publicUrl, {
    contentPages: async () =>
      (await snapshot.get()).packs
        .filter((pack) => !pack.isPreview)
        .map((pack) => ({ slug: pack.slug, lastModified: pack.publishDate })),
    documentPages: () => documents.sitemapEntries(),
    blogPosts: () => blog.sitemapEntries(),
    browsePages: async () => {
      const [modelList, tagList, originsSlugs] = await Promise.all([
        models.list(),
        tags.list('en'),
        origins.listSlugs(),
      ]);
      return [
        ...modelList.map(({ slug }) => pagePath('model', { slug })),
        ...tagList.map(({ slug }) => pagePath('tag', { slug })),
        ...originsSlugs.map((slug) => pagePath('originsPack', { slug })),
      ];
    },
  });
  const guides = createGuidesService();
  const { publicUrl } = config;
  const catalogHeads = createCatalogHeads({ catalog, faq, publicUrl });
  const modelsHeads = createModelsHeads({ models, publicUrl });
  const tagsHeads = createTagsHeads({ tags, publicUrl });
  const originsHeads = createOriginsHeads({ origins, publicUrl });
  const blogHeads = createBlogHeads({ blog, publicUrl });
  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
    pages: {
      slugPage: {
        content: (slug, language) => catalogHeads.content(slug, language),
        pornstars: (slug, language) => modelsHeads.model(slug, language),
        tags: (slug, language) => tagsHeads.tag(slug, language),
        'content-promo': (slug, language) => originsHeads.originsPack(slug, language),
        blog: (slug, language) => blogHeads.post(slug, language),
      },
      staticPage: {
        '/': (language) => catalogHeads.store(language),
        '/pornstars': (language) => Promise.resolve(modelsPageHead(language)),
        '/subscription': (language) => Promise.resolve(subscriptionPageHead(language)),
        '/blog': (language) => Promise.resolve(blog.listMeta(language)),
        '/how-to-watch-in-vr': (language) => Promise.resolve(guides.meta(language)),
        ...Object.fromEntries(
          DOCUMENT_SLUGS.map((slug) => [
            `/${slug}`,
            (language: Language) => documents.meta(slug, language),
          ]),
        ),
      },
      hasDevPage: config.devTools,
    },
  });
}
