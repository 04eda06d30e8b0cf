import type { ContentShortItem } from '../contracts/catalog.js';
import type { FaqItem } from '../contracts/faq.js';
import { toCents } from '../rules/price.js';
import { absoluteUrl } from './page-head.js';

/**
 * Structured data for search engines (schema.org JSON-LD). spec 1 §2: emitted for the collection
 * and the FAQ; spec 1 §9: prices in USD and an 18+ content rating. The web app renders these as
 * `<script type="application/ld+json">` and the server puts the same output into the HTML it
 * serves, so both must come from these builders.
 */

export const STRUCTURED_DATA_CURRENCY = 'USD';
export const CONTENT_RATING = '18+';
export const MINIMUM_AGE = 18;

type JsonLd = Record<string, unknown>;

export type CollectionItem = Pick<
  ContentShortItem,
  'slug' | 'title' | 'description' | 'cover' | 'price' | 'isPreview'
>;

const audience = { '@type': 'PeopleAudience', suggestedMinAge: MINIMUM_AGE } as const;

/** schema.org wants the price as a plain decimal number: 19.99 → "19.99", 20 → "20.00". */
function offerPrice(dollars: number): string {
  const cents = toCents(dollars);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The store collection: a CollectionPage (rated 18+) whose main entity is the list of content
 * packs that have a page, each a Product with a USD offer. Coming-soon packs are left out (their
 * cards link nowhere); a pack listed in two places is listed once.
 */
export function buildCollectionJsonLd({
  baseUrl,
  name,
  description,
  items,
}: {
  baseUrl: string;
  name: string;
  description: string;
  items: readonly CollectionItem[];
}): JsonLd {
  const seen = new Set<string>();
  const listed = items.filter((item) => {
    if (item.isPreview || seen.has(item.slug)) return false;
    seen.add(item.slug);
    return true;
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    description,
    url: absoluteUrl(baseUrl, '/'),
    contentRating: CONTENT_RATING,
    audience,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: listed.length,
      itemListElement: listed.map((item, index) => {
        const url = absoluteUrl(baseUrl, `/content/${item.slug}`);
        return {
          '@type': 'ListItem',
          position: index + 1,
          item: {
            '@type': 'Product',
            name: item.title,
            description: item.description,
            image: absoluteUrl(baseUrl, item.cover),
            url,
            audience,
            offers: {
              '@type': 'Offer',
              price: offerPrice(item.price),
              priceCurrency: STRUCTURED_DATA_CURRENCY,
              availability: 'https://schema.org/InStock',
              url,
            },
          },
        };
      }),
    },
  };
}

/** The FAQ as a schema.org FAQPage. */
export function buildFaqJsonLd(faqs: readonly FaqItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` block: characters that could end the script
 * element or start markup (`<`, `>`, `&`) and the JavaScript line separators are escaped, so text
 * from the catalogue can never close the block, whether written by React or into served HTML.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
