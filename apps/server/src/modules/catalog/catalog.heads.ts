import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import { buildCollectionJsonLd, buildFaqJsonLd } from '@parallax/core/seo/json-ld';
import {
  absoluteUrl,
  contentPageDescription,
  contentPageTitle,
  type PageHead,
} from '@parallax/core/seo/page-head';
import { STORE_POSTER, STORE_SHARE_IMAGE, storeFirstScreenHtml } from './store-first-screen.js';
import type { FaqService } from '../faq/faq.service.js';
import type { CatalogService } from './catalog.service.js';
import { GUEST } from './viewer.js';

const MESSAGES = { en, es } as const;

/**
 * The <head> of the store and content pages for the HTML the server serves, so crawlers without
 * JavaScript read what the web app renders: the same title, description and JSON-LD, built by the
 * same core functions. Crawlers are guests.
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
  return {
    /** `/`: the store title and description in `language`, the collection and the FAQ. */
    async store(language: Language): Promise<PageHead> {
      const messages = MESSAGES[language];
      const [{ categories }, faqs] = await Promise.all([
        catalog.storeCategories({ ...GUEST, language }),
        faq.list(language),
      ]);
      return {
        title: messages.store.title,
        description: messages.store.description,
        image: absoluteUrl(publicUrl, STORE_SHARE_IMAGE),
        // The trailer's poster is the largest paint, which the first screen in the HTML shows at
        // once: fetched with the HTML rather than when the stylesheet has arrived.
        preloadImages: [STORE_POSTER],
        firstScreen: storeFirstScreenHtml(messages),
        jsonLd: [
          buildCollectionJsonLd({
            baseUrl: publicUrl,
            name: messages.store.title,
            description: messages.store.description,
            items: categories.flatMap((category) => category.contentItems),
          }),
          ...(faqs.length > 0 ? [buildFaqJsonLd(faqs)] : []),
        ],
      };
    },

    /** `/content/{slug}`: the pack's SEO title and description; null for an unknown slug. */
    async content(slug: string, language: Language): Promise<PageHead | null> {
      try {
        const pack = await catalog.content(slug, { ...GUEST, language });
        return {
          title: contentPageTitle(pack),
          description: contentPageDescription(pack),
          image: absoluteUrl(publicUrl, pack.storePreview),
          type: 'product',
          jsonLd: [],
        };
      } catch (error) {
        if (error instanceof DomainError && error.errorType === 'ContentNotFound') return null;
        throw error;
      }
    },
  };
}

export type CatalogHeads = ReturnType<typeof createCatalogHeads>;
