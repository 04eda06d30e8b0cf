import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import etag from '@fastify/etag';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { isCatalogEmpty, seedDemoCatalog } from './db/seed/seed.js';
import { useCatalogCaching } from './http/caching.js';
import { registerErrorHandling, sendFrameworkError } from './http/error-handler.js';
import { registerCrawlerFiles } from './http/crawlers.js';
import { logSerializers } from './http/log-serializers.js';
import { createRateLimits } from './http/rate-limit.js';
import { registerSecurityHeaders } from './http/security.js';
import { createSessionHttp } from './http/session.js';
import { createViewerOf } from './http/viewer-of.js';
import { registerWebApp } from './http/web-app.js';
import { modelsPageHead } from './http/page-routes.js';
import { DOCUMENT_SLUGS } from '@parallax/core/contracts/documents';
import type { Language } from '@parallax/core/platform';
import { accountRoutes } from './modules/account/account.routes.js';
import { createAccountService } from './modules/account/account.service.js';
import { ageCheckRoutes } from './modules/age-check/age-check.routes.js';
import { createAgeCheckService } from './modules/age-check/age-check.service.js';
import { ageProviderRoutes } from './modules/account/age-provider.routes.js';
import { createAccessTokens } from './modules/auth/access-tokens.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createChallenges } from './modules/auth/challenges.js';
import { loadAuthSecret } from './modules/auth/secrets.js';
import { createSessions } from './modules/auth/sessions.js';
import { configuredSocialProviders } from './modules/social/providers.js';
import { socialRoutes } from './modules/social/social.routes.js';
import { createJobQueue, type JobQueue } from './jobs/job-queue.js';
import { createSmtpTransport, mailDeliveryJob } from './modules/mail/mail-delivery.job.js';
import { createOutboxMailer, createQueuedMailer, type Mailer } from './modules/mail/mailer.js';
import { devRoutes } from './modules/mail/dev.routes.js';
import { createBlogRepository } from './modules/blog/blog.repository.js';
import { blogRoutes } from './modules/blog/blog.routes.js';
import { createBlogService } from './modules/blog/blog.service.js';
import { createCatalogRepository } from './modules/catalog/catalog.repository.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import { createCatalogSnapshot } from './modules/catalog/catalog.snapshot.js';
import { createGuidesService } from './modules/guides/guides.service.js';
import { createCatalogHeads } from './modules/catalog/catalog.heads.js';
import { createModelsHeads } from './modules/models/models.heads.js';
import { createTagsHeads } from './modules/tags/tags.heads.js';
import { createOriginsHeads } from './modules/origins/origins.heads.js';
import { createBlogHeads } from './modules/blog/blog.heads.js';
import { createDocumentsRepository } from './modules/documents/documents.repository.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { createDocumentsService } from './modules/documents/documents.service.js';
import { createCartRepository } from './modules/cart/cart.repository.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { createCartService } from './modules/cart/cart.service.js';
import { createFeedbackRepository } from './modules/feedback/feedback.repository.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { createFeedbackService } from './modules/feedback/feedback.service.js';
import { createFaqRepository } from './modules/faq/faq.repository.js';
import { faqRoutes } from './modules/faq/faq.routes.js';
import { createFaqService } from './modules/faq/faq.service.js';
import { createFlagsRepository } from './modules/flags/flags.repository.js';
import { flagsRoutes } from './modules/flags/flags.routes.js';
import { createFlagsService } from './modules/flags/flags.service.js';
import { createLinkHolderOf } from './modules/media/link-holder.js';
import { mediaDeliveryRoutes } from './modules/media/media-delivery.routes.js';
import { createMediaHashes } from './modules/media/media-hashes.js';
import { createMediaLinks, deriveMediaLinkSecret } from './modules/media/media-links.js';
import { createLocalMediaStore } from './modules/media/media-store.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { createMediaService } from './modules/media/media.service.js';
import { createModelsRepository } from './modules/models/models.repository.js';
import { modelsRoutes } from './modules/models/models.routes.js';
import { createModelsService } from './modules/models/models.service.js';
import { createOriginsRepository } from './modules/origins/origins.repository.js';
import { originsRoutes } from './modules/origins/origins.routes.js';
import { createOriginsService } from './modules/origins/origins.service.js';
import { ownershipDevRoutes } from './modules/ownership/dev.routes.js';
import { createOwnershipRepository } from './modules/ownership/ownership.repository.js';
import { createOwnershipService } from './modules/ownership/ownership.service.js';
import { paymentsRoutes, paymentWebhookRoutes } from './modules/payments/payments.routes.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service.js';
import type { PaymentProvider } from './modules/payments/provider.js';
import { createTestAcquirerProvider } from './modules/payments/test-acquirer/provider.js';
import {
  createTestAcquirer,
  type WebhookDelivery,
} from './modules/payments/test-acquirer/test-acquirer.js';
import { testAcquirerRoutes } from './modules/payments/test-acquirer/test-acquirer.routes.js';
import { testAcquirerDevRoutes } from './modules/payments/test-acquirer/dev.routes.js';
import {
  TEST_ACQUIRER_WEBHOOKS_JOB,
  testAcquirerWebhooksJob,
} from './modules/payments/test-acquirer/webhooks.job.js';
import { createPlaybackRepository } from './modules/playback/playback.repository.js';
import { playbackRoutes } from './modules/playback/playback.routes.js';
import { createPlaybackService } from './modules/playback/playback.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { createTagsRepository } from './modules/tags/tags.repository.js';
import { tagsRoutes } from './modules/tags/tags.routes.js';
import { createTagsService } from './modules/tags/tags.service.js';
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

/** Posts a webhook over HTTP, as an acquirer's servers would. */
const fetchWebhook: WebhookDelivery = async ({ url, body, headers }) => {
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers,
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return { status: response.status };
};

const { version } = JSON.parse(readFileSync(`${paths.serverRoot}/package.json`, 'utf8')) as {
  version: string;
};
/** Clients older than this are told to update (spec 1 §4 bootstrap `outdated`). */
const MIN_CLIENT_VERSION = '0.1.0';

/**
 * The composition root: builds every dependency and registers every route, top to bottom. Tests
 * build this very app and talk to it through `app.inject`.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // A request id from the client is kept only behind a trusted proxy that sets it.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return config.trustProxy && typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Request-Id', request.id);
    return payload;
  });

  const database =
    deps.database ??
    (await openDatabase(config.database, {
      onIdleError: (err) => app.log.warn({ err }, 'an idle database connection was lost'),
    }));
  app.addHook('onClose', () => database.close());
  const jobs = deps.jobs ?? createJobQueue({ database, log: app.log, background: true });
  // onClose hooks run last-added first: the queue drains before the database closes, within half
  // of SHUTDOWN_TIMEOUT_MS (HTTP requests finish first, and the rest must fit in too).
  app.addHook('onClose', () => jobs.stop(Math.floor(config.shutdownTimeoutMs / 2)));
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

  registerErrorHandling(app);
  const isHttps = config.publicUrl.startsWith('https:');
  await registerSecurityHeaders(app, { isHttps });
  await app.register(cookie);
  // Limits are opted into per route (sign-in, registration, codes); counters are per process.
  await app.register(rateLimit, { global: false });
  await app.register(compress, { threshold: 1024 });
  // Weak: the same body compressed or not is one representation to a cache (RFC 9110 §8.8.1).
  await app.register(etag, { weak: true });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Parallax API',
        description: 'Store and player for VR and 2D content packs.',
        version,
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
    // Contracts that carry a zod `meta({ id })` become shared components instead of inline copies.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const now = deps.now ?? (() => new Date());
  const catalogRepository = createCatalogRepository(database.db);
  const catalogSnapshot = createCatalogSnapshot(catalogRepository, {
    ttlMs: config.catalogCacheTtlMs,
    now,
  });
  const catalog = createCatalogService(catalogSnapshot, catalogRepository);
  const models = createModelsService(createModelsRepository(database.db), catalogSnapshot);
  const tags = createTagsService(createTagsRepository(database.db), catalogSnapshot);
  const flags = createFlagsService(createFlagsRepository(database.db));
  const documents = createDocumentsService(createDocumentsRepository(database.db));
  const blog = createBlogService(createBlogRepository(database.db), now);
  const origins = createOriginsService(createOriginsRepository(database.db), catalogSnapshot);
  const ownership = createOwnershipService(createOwnershipRepository(database.db), catalogSnapshot);
  const faq = createFaqService(createFaqRepository(database.db));
  const cartRepository = createCartRepository(database.db);
  const cart = createCartService({
    repository: cartRepository,
    snapshots: catalogSnapshot,
    ownedPackIds: ownership.ownedPackIds,
    boughtPresaleCategoryIds: ownership.boughtPresaleCategoryIds,
    cardAcquiringTypes: config.testAcquirer ? ['test'] : [],
    now,
  });

  const secret = await loadAuthSecret(database.db, config.auth.secret);
  if (config.mail.smtpUrl) {
    const transport = createSmtpTransport(config.mail.smtpUrl);
    app.addHook('onClose', async () => transport.close());
    jobs.define(
      mailDeliveryJob({ db: database.db, transport, from: config.mail.from, now, log: app.log }),
    );
  }
  const mailer =
    deps.mailer ??
    (config.mail.smtpUrl
      ? createQueuedMailer({ db: database.db, jobs })
      : createOutboxMailer(database.db));
  app.addHook('onClose', async () => mailer.close());
  if (mailer.kind === 'outbox' && config.env === 'production') {
    app.log.warn('SMTP_URL is not set: e-mails are only stored in the outbox table');
  }
  const accessTokens = createAccessTokens(secret, config.auth.accessTokenTtlSeconds, now);
  const sessions = createSessions({
    db: database.db,
    accessTokens,
    refreshTtlDays: config.auth.refreshTokenTtlDays,
    now,
  });
  const sessionHttp = createSessionHttp({ accessTokens, sessions, isHttps });
  sessionHttp.register(app);
  // Storage keys `demo/…` are the demo media directory; media URLs are signed with a key derived
  // from the server secret.
  const mediaStore = createLocalMediaStore({ demo: config.mediaDir });
  const mediaLinks = createMediaLinks(deriveMediaLinkSecret(secret), now);
  const media = createMediaService({
    snapshots: catalogSnapshot,
    ownedPackIds: ownership.ownedPackIds,
    hashes: createMediaHashes(mediaStore, { maxEntries: 500 }),
    links: mediaLinks,
  });
  const auth = createAuthService({
    db: database.db,
    challenges: createChallenges({ secret, mailer, now }),
    sessions,
    mailer,
    publicUrl: config.publicUrl,
    now,
    log: app.log,
  });
  const account = createAccountService({
    db: database.db,
    auth,
    now,
    isAgeCheckAvailable: config.ageCheckStub,
  });
  const ageCheck = createAgeCheckService({ regions: config.ageCheck.regions, now });
  const feedback = createFeedbackService(createFeedbackRepository(database.db));
  const playback = createPlaybackService({
    repository: createPlaybackRepository(database.db),
    now,
  });
  // The test acquirer signs its webhooks with a key derived from the server secret; a real
  // provider's signing secret would come from its own configuration.
  const webhookSecret = createHmac('sha256', secret).update('test-acquirer-webhooks').digest('hex');
  const acquirer = config.testAcquirer
    ? createTestAcquirer({
        db: database.db,
        secret: webhookSecret,
        publicUrl: config.publicUrl,
        now,
        deliver: deps.deliverWebhook ?? fetchWebhook,
        onDeliveryError: (err) =>
          app.log.warn({ err }, 'a test acquirer webhook was not delivered'),
      })
    : null;
  const providers = new Map<string, PaymentProvider>(
    acquirer
      ? [['test', createTestAcquirerProvider({ acquirer, secret: webhookSecret, now })]]
      : [],
  );
  const payments = createPaymentsService({
    db: database.db,
    cart,
    ownership,
    subscriptions: createSubscriptionsService(),
    providers,
    auth,
    mailer,
    publicUrl: config.publicUrl,
    now,
    log: app.log,
  });
  const deliverWebhooks = () => {
    jobs.send(TEST_ACQUIRER_WEBHOOKS_JOB, {}).catch((err: unknown) => {
      app.log.warn({ err }, 'test acquirer webhook delivery was not queued');
    });
  };
  if (acquirer && deps.backgroundWebhooks !== false) {
    jobs.define(testAcquirerWebhooksJob({ acquirer, jobs, now }));
  }
  const rateLimited = createRateLimits(app, config.auth.rateLimitPerMinute);
  // A signed-in caller sees what they own (isOwned, the origins lock); anyone else is a guest.
  const viewerOf = createViewerOf({
    userOf: (request) => sessionHttp.userOf(request),
    ownedPackIds: ownership.ownedPackIds,
    boughtPresaleCategoryIds: ownership.boughtPresaleCategoryIds,
  });

  const apiV1: FastifyPluginAsync = async (api) => {
    useCatalogCaching(api);
    await api.register(catalogRoutes, { catalog, viewerOf });
    await api.register(modelsRoutes, { models, viewerOf });
    await api.register(tagsRoutes, { tags, viewerOf });
    await api.register(originsRoutes, { origins, viewerOf });
    await api.register(flagsRoutes, { flags });
    await api.register(documentsRoutes, { documents });
    await api.register(blogRoutes, { blog });
    await api.register(faqRoutes, { faq });
  };
  // Accounts answer per user: never cached.
  const accountApi: FastifyPluginAsync = async (api) => {
    api.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      return payload;
    });
    await api.register(authRoutes, {
      auth,
      sessionHttp,
      rateLimited,
    });
    await api.register(accountRoutes, { account, auth, sessionHttp, rateLimited });
    await api.register(cartRoutes, { cart, sessionHttp });
    await api.register(paymentsRoutes, {
      payments,
      sessionHttp,
      rateLimited,
      publicUrl: config.publicUrl,
    });
    await api.register(mediaRoutes, { media, sessionHttp });
    await api.register(feedbackRoutes, { feedback, sessionHttp });
    await api.register(playbackRoutes, { playback, sessionHttp });
    await api.register(ageCheckRoutes, {
      ageCheck,
      trustProxy: config.trustProxy,
      countryHeader: config.ageCheck.countryHeader,
      regionHeader: config.ageCheck.regionHeader,
    });
  };
  // spec 1 §6: a client uses /api/v1 or /store/api/v1 depending on hasFullAccess.
  for (const prefix of ['/api/v1', '/store/api/v1']) {
    await app.register(apiV1, { prefix });
    await app.register(accountApi, { prefix });
  }
  await app.register(paymentWebhookRoutes, { prefix: '/api/v1', payments });
  await app.register(mediaDeliveryRoutes, {
    store: mediaStore,
    links: mediaLinks,
    linkHolderOf: createLinkHolderOf({
      serverSecret: secret,
      accessTokens,
      sessions,
      accessCookie: sessionHttp.cookieNames.access,
    }),
  });
  if (config.ageCheckStub) await app.register(ageProviderRoutes, { account });
  if (acquirer) {
    await app.register(testAcquirerRoutes, {
      acquirer,
      onSettled: deps.backgroundWebhooks === false ? () => undefined : deliverWebhooks,
    });
  }
  await app.register(socialRoutes, { db: database.db, auth, sessionHttp, config, now });
  if (config.env !== 'production') {
    await app.register(devRoutes, { prefix: '/api', db: database.db });
    await app.register(ownershipDevRoutes, { prefix: '/api', ownership, sessionHttp });
    if (acquirer) await app.register(testAcquirerDevRoutes, { prefix: '/api', acquirer });
    if (!['127.0.0.1', 'localhost', '::1'].includes(config.host)) {
      app.log.warn(
        `NODE_ENV=${config.env} on ${config.host}: the development outbox (sign-in codes) is readable by anyone who reaches /api/dev/outbox`,
      );
    }
  }
  await app.register(systemRoutes, {
    prefix: '/api',
    version,
    minClientVersion: MIN_CLIENT_VERSION,
    pingDatabase: database.ping,
    now,
    socialProviders: configuredSocialProviders(config),
  });

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
      (await catalogSnapshot.get()).packs
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
      const path = (prefix: string, slug: string) => `${prefix}/${encodeURIComponent(slug)}`;
      return [
        '/pornstars',
        ...modelList.map((model) => path('/pornstars', model.slug)),
        ...tagList.map((tag) => path('/tags', tag.slug)),
        ...originsSlugs.map((slug) => path('/content-promo', slug)),
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
        '/blog': (language) => Promise.resolve(blog.listMeta(language)),
        '/how-to-watch-in-vr': (language) => Promise.resolve(guides.meta(language)),
        ...Object.fromEntries(
          DOCUMENT_SLUGS.map((slug) => [
            `/${slug}`,
            (language: Language) => documents.meta(slug, language),
          ]),
        ),
      },
      hasDevPage: config.env !== 'production',
    },
  });
  // Last: every job is defined by now. Processes starting together on one PostgreSQL take turns
  // creating pg-boss's tables and queues.
  await database.withStartupLock(() => jobs.start());
  return app;
}
