import type { CategoryWithContent } from '@parallax/core/contracts/catalog';
import type { FaqList } from '@parallax/core/contracts/faq';
import { buildCollectionJsonLd, buildFaqJsonLd } from '@parallax/core/seo/json-ld';
import type { PackRow } from './catalog.repository.js';

/** What a crawler reads in the HTML of a content page (title, description, picture). */
export function contentPageHead(pack: PackRow) {
  return {
    title: pack.customization.seo?.metaTitle ?? `${pack.title} | Parallax`,
    description: pack.customization.seo?.metaDescription ?? pack.description,
    image: pack.storePreview,
    type: 'product' as const,
  };
}

/**
 * The store page's head: its title and description, and the structured data of spec 1 §2 — the
 * collection (USD prices, rated 18+) and the FAQ — built by the same core builders the page uses.
 */
export function storePageHead(page: {
  publicUrl: string;
  title: string;
  description: string;
  categories: readonly CategoryWithContent[];
  faqs: FaqList;
}) {
  const collection = buildCollectionJsonLd({
    baseUrl: page.publicUrl,
    name: page.title,
    description: page.description,
    items: page.categories.flatMap((category) => category.contentItems),
  });
  return {
    title: page.title,
    description: page.description,
    image: page.categories[0]?.contentItems[0]?.storePreview ?? null,
    jsonLd: page.faqs.length > 0 ? [collection, buildFaqJsonLd(page.faqs)] : [collection],
  };
}
