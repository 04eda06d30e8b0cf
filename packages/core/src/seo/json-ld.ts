import type { BlogPostSummary } from '../contracts/blog.js';
import type { ContentShortItem } from '../contracts/catalog.js';
import type { ContentPack } from '../contracts/content.js';
import type { FaqItem } from '../contracts/faq.js';
import type { Model } from '../contracts/models.js';
import { pagePath } from '../pages.js';
import { DEFAULT_LANGUAGE, type Language } from '../platform.js';
import { localizedPath } from '../rules/language-path.js';
import { toCents } from '../rules/price.js';
import { absoluteUrl } from './page-head.js';

/**
 * Structured data for search engines (schema.org JSON-LD). spec 1 §2: emitted for the collection
 * and the FAQ; spec 1 §9 and spec 2: prices in USD and an 18+ content rating — every page is
 * rated 18+ (`contentRating`) and every product is for adults (`audience`). The web app renders
 * these as `<script type="application/ld+json">` and the server puts the same output into the
 * HTML it serves, so both must come from these builders. Addresses are the page's in the
 * language it is written in (`/es/…` for Spanish).
 */

export const STRUCTURED_DATA_CURRENCY = 'USD';
export const CONTENT_RATING = '18+';
export const MINIMUM_AGE = 18;

type JsonLd = Record<string, unknown>;

export type CollectionItem = Pick<ContentShortItem, 'slug' | 'title' | 'cover' | 'price'> &
  Partial<Pick<ContentShortItem, 'description' | 'isPreview'>>;

/** Where a page is: the site's address, the page's plain path and the language it is in. */
type PageAddress = { baseUrl: string; language?: Language };

const audience = { '@type': 'PeopleAudience', suggestedMinAge: MINIMUM_AGE } as const;

const pageUrl = ({ baseUrl, language = DEFAULT_LANGUAGE }: PageAddress, path: string) =>
  absoluteUrl(baseUrl, localizedPath(path, language));

/** What every page says of itself: its address, language and the 18+ rating. */
const webPage = (type: string, address: PageAddress, path: string) => ({
  '@context': 'https://schema.org',
  '@type': type,
  url: pageUrl(address, path),
  inLanguage: address.language ?? DEFAULT_LANGUAGE,
  contentRating: CONTENT_RATING,
  audience,
});

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
  name,
  description,
  items,
  path = '/',
  ...address
}: PageAddress & {
  name: string;
  description: string;
  items: readonly CollectionItem[];
  /** The collection's page: the store unless said otherwise (a tag, an origins pack). */
  path?: string;
}): JsonLd {
  const seen = new Set<string>();
  const listed = items.filter((item) => {
    if (item.isPreview || seen.has(item.slug)) return false;
    seen.add(item.slug);
    return true;
  });
  return {
    ...webPage('CollectionPage', address, path),
    name,
    description,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: listed.length,
      itemListElement: listed.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: product(address, {
          ...item,
          images: [item.cover],
          isPreview: false,
        }),
      })),
    },
  };
}

type ProductSource = Pick<ContentShortItem, 'slug' | 'title' | 'price'> & {
  description?: string;
  images: readonly string[];
  isPreview: boolean;
};

/** A content pack as a schema.org Product for adults with its USD offer. */
function product(address: PageAddress, pack: ProductSource): JsonLd {
  const url = pageUrl(address, pagePath('content', { slug: pack.slug }));
  const images = pack.images.map((image) => absoluteUrl(address.baseUrl, image));
  return {
    '@type': 'Product',
    name: pack.title,
    ...(pack.description ? { description: pack.description } : {}),
    image: images.length === 1 ? images[0] : images,
    url,
    audience,
    offers: {
      '@type': 'Offer',
      price: offerPrice(pack.price),
      priceCurrency: STRUCTURED_DATA_CURRENCY,
      // A coming-soon pack can be awaited, not bought yet.
      availability: `https://schema.org/${pack.isPreview ? 'PreOrder' : 'InStock'}`,
      url,
    },
  };
}

/** A content pack's page: an ItemPage rated 18+ whose main entity is the pack as a Product. */
export function buildContentPageJsonLd(
  address: PageAddress,
  pack: Pick<ContentPack, 'slug' | 'title' | 'description' | 'storePreview' | 'previews'> &
    Pick<ContentPack, 'price' | 'isPreview'>,
): JsonLd {
  const images = [pack.storePreview, ...pack.previews.map((preview) => preview.imageUrl)];
  return {
    ...webPage('ItemPage', address, pagePath('content', { slug: pack.slug })),
    name: pack.title,
    mainEntity: product(address, {
      ...pack,
      images: [...new Set(images)],
    }),
  };
}

/** A model's page: a ProfilePage rated 18+ about the model as a Person. */
export function buildModelPageJsonLd(
  address: PageAddress,
  model: Pick<Model, 'slug' | 'name' | 'photo' | 'description'>,
): JsonLd {
  const url = pageUrl(address, pagePath('model', { slug: model.slug }));
  return {
    ...webPage('ProfilePage', address, pagePath('model', { slug: model.slug })),
    name: model.name,
    mainEntity: {
      '@type': 'Person',
      name: model.name,
      url,
      ...(model.description ? { description: model.description } : {}),
      ...(model.photo ? { image: absoluteUrl(address.baseUrl, model.photo) } : {}),
    },
  };
}

/** A blog post: a BlogPosting rated 18+, in the language its text is in. */
export function buildBlogPostJsonLd(
  address: PageAddress,
  post: Pick<BlogPostSummary, 'slug' | 'language' | 'title' | 'excerpt' | 'cover' | 'publishedAt'>,
): JsonLd {
  const publisher = { '@type': 'Organization', name: 'Parallax', url: pageUrl(address, '/') };
  return {
    ...webPage('BlogPosting', address, pagePath('blogPost', { slug: post.slug })),
    inLanguage: post.language,
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(address.baseUrl, post.cover),
    datePublished: post.publishedAt,
    author: publisher,
    publisher,
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
