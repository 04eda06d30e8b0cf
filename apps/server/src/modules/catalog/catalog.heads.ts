import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import {
  buildCollectionJsonLd,
  buildContentPageJsonLd,
  buildFaqJsonLd,
} from '@parallax/core/seo/json-ld';
import {
  absoluteUrl,
  contentPageDescription,
  contentPageTitle,
} from '@parallax/core/seo/page-head';
import { createVersionedCache } from '../../http/catalog-answers.js';
import { firstScreenPage } from '../../http/first-screen.js';
import type { PageHead } from '../../http/page-head.js';
import type { FaqService } from '../faq/faq.service.js';
import type { CatalogService } from './catalog.service.js';
import { contentFirstScreenHtml, contentMainImage } from './content-first-screen.heads.js';
import {
  STORE_POSTER,
  STORE_SHARE_IMAGE,
  storeFirstScreenHtml,
} from './store-first-screen.heads.js';
import { GUEST } from './viewer.types.js';

/**
 * The store and content pages as the server serves them, so crawlers without JavaScript read what
 * the web app renders: the same title, description and JSON-LD, built by the same core
 * functions, and the first screen. Crawlers are guests.
 */
export function createCatalogHeads({
  catalog,
  faq,
  publicUrl,
}: {
  catalog: CatalogService;
  faq: FaqService;
  publicUrl: string;
}) {
  const heads = {
    /** `/`: the store title and description in `language`, the collection and the FAQ. */
    async store(language: Language): Promise<PageHead> {
      const page = firstScreenPage(language);
      const [{ categories }, faqs] = await Promise.all([
        catalog.storeCategories({ ...GUEST, language }),
        faq.list(language),
      ]);
      return {
        title: page.t('store.title'),
        description: page.t('store.description'),
        image: absoluteUrl(publicUrl, STORE_SHARE_IMAGE),
        // The trailer's poster is the largest paint, which the first screen in the HTML shows at
        // once: fetched with the HTML rather than when the stylesheet has arrived.
        preloadImages: [STORE_POSTER],
        firstScreen: storeFirstScreenHtml(page),
        jsonLd: [
          buildCollectionJsonLd({
            baseUrl: publicUrl,
            language,
            name: page.t('store.title'),
            description: page.t('store.description'),
            items: categories.flatMap((category) => category.contentItems),
          }),
          ...(faqs.length > 0 ? [buildFaqJsonLd(faqs)] : []),
        ],
      };
    },

    /**
     * `/content/{slug}`: the pack's SEO title and description, its first screen and the pack as a
     * Product (USD, 18+); null for an unknown slug.
     */
    async content(slug: string, language: Language): Promise<PageHead | null> {
      try {
        const pack = await catalog.content(slug, { ...GUEST, language });
        return {
          title: contentPageTitle(pack),
          description: contentPageDescription(pack),
          image: absoluteUrl(publicUrl, pack.storePreview),
          type: 'product',
          preloadImages: [contentMainImage(pack)],
          firstScreen: contentFirstScreenHtml(firstScreenPage(language), pack),
          jsonLd: [buildContentPageJsonLd({ baseUrl: publicUrl, language }, pack)],
        };
      } catch (error) {
        if (error instanceof DomainError && error.errorType === 'ContentNotFound') return null;
        throw error;
      }
    },
  };
  // Made of the catalog and the FAQ alone, whose every write moves the catalog version: built
  // once per version, language and pack (the store page is most visits' first request).
  const kept = createVersionedCache();
  return {
    store: async (language: Language) =>
      kept(await catalog.current(), `store\n${language}`, () => heads.store(language)),
    content: async (slug: string, language: Language) =>
      kept(await catalog.current(), `content\n${slug}\n${language}`, () =>
        heads.content(slug, language),
      ),
  };
}

export type CatalogHeads = ReturnType<typeof createCatalogHeads>;
