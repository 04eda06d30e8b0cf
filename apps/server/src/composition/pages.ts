import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_SLUGS } from '@parallax/core/contracts/documents';
import { pagePath } from '@parallax/core/pages';
import type { Language } from '@parallax/core/platform';
import type { Config } from '../config.js';
import { registerCrawlerFiles } from '../http/crawlers.js';
import { modelsPageHead, subscriptionPageHead } from '../http/page-routes.js';
import { registerWebApp } from '../http/web-app.js';
import { createBlogHeads } from '../modules/blog/blog.heads.js';
import type { BlogService } from '../modules/blog/blog.service.js';
import { createCatalogHeads } from '../modules/catalog/catalog.heads.js';
import type { CatalogService } from '../modules/catalog/catalog.service.js';
import type { CatalogSnapshotSource } from '../modules/catalog/catalog.snapshot.js';
import type { DocumentsService } from '../modules/documents/documents.service.js';
import type { FaqService } from '../modules/faq/faq.service.js';
import { createGuidesService } from '../modules/guides/guides.service.js';
import { createModelsHeads } from '../modules/models/models.heads.js';
import type { ModelsService } from '../modules/models/models.service.js';
import { createOriginsHeads } from '../modules/origins/origins.heads.js';
import type { OriginsService } from '../modules/origins/origins.service.js';
import { createTagsHeads } from '../modules/tags/tags.heads.js';
import type { TagsService } from '../modules/tags/tags.service.js';

/** The public demo imagery, robots.txt and the sitemap, and the web app with each page's head. */
export async function registerPages(
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
