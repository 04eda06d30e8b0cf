import { hasControlCharacters } from '@parallax/core/contracts/common';
import { DOCUMENT_SLUGS } from '@parallax/core/contracts/documents';
import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import type { Language } from '@parallax/core/platform';
import type { PageHead } from './page-head.js';

/**
 * The web app's pages, as its router (apps/web/src/app/router.tsx) defines them, so the server can
 * answer a page it does not have with HTTP 404 (the SPA still renders its not-found page), a
 * crawler sees the right status, and each page's HTML carries its title, description and
 * structured data. A test keeps this list and the router in step.
 */
export const STATIC_PAGES: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/library',
  '/cart',
  '/user-confirm',
  '/unsubscribe-email',
  '/social-return',
  '/auth-result',
  '/payment-result',
  '/dev',
  '/blog',
  '/how-to-watch-in-vr',
  ...DOCUMENT_SLUGS.map((slug) => `/${slug}`),
  '/pornstars',
];

/** Static pages a search engine may list; the others are for one user or one-time links. */
export const PUBLIC_STATIC_PAGES: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/blog',
  '/how-to-watch-in-vr',
  ...DOCUMENT_SLUGS.map((slug) => `/${slug}`),
  '/pornstars',
];

/** Pages named by a slug that must exist in the catalog. */
export const SLUG_PAGES = {
  content: /^\/content\/([^/]+)$/,
  pornstars: /^\/pornstars\/([^/]+)$/,
  tags: /^\/tags\/([^/]+)$/,
  'content-promo': /^\/content-promo\/([^/]+)$/,
  blog: /^\/blog\/([^/]+)$/,
} as const;
export type SlugPageKind = keyof typeof SLUG_PAGES;

export type PageLookup = {
  /** The head of the page a slug names, or null when the slug names nothing. */
  slugPage: Record<SlugPageKind, (slug: string, language: Language) => Promise<PageHead | null>>;
  /**
   * Static pages with a head of their own (null: nothing stored yet); the others get the store's
   * title and description.
   */
  staticPage: Readonly<Record<string, (language: Language) => Promise<PageHead | null>>>;
  /** The DEV page exists only in development. */
  hasDevPage: boolean;
};

const MESSAGES = { en, es } as const;

/** The store's title and description: the head of a page with nothing of its own to say. */
export function defaultHead(language: Language): PageHead {
  const { store } = MESSAGES[language];
  return { title: store.title, description: store.description };
}

/** The models list: its copy lives in the message catalogue. */
export function modelsPageHead(language: Language): PageHead {
  const { models } = MESSAGES[language];
  return { title: models.metaTitle, description: models.metaDescription };
}

export function notFoundHead(language: Language): PageHead {
  const { notFound, store } = MESSAGES[language];
  return { title: `${notFound.title} | Parallax`, description: store.description, noindex: true };
}

/** The head of the page at `path` (no query), or null when the web app has no such page. */
export async function resolvePage(
  path: string,
  language: Language,
  lookup: PageLookup,
): Promise<PageHead | null> {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (trimmed === '/dev' && !lookup.hasDevPage) return null;
  if (STATIC_PAGES.includes(trimmed)) {
    const own = await lookup.staticPage[trimmed]?.(language);
    return own ?? { ...defaultHead(language), noindex: !PUBLIC_STATIC_PAGES.includes(trimmed) };
  }
  for (const kind of Object.keys(SLUG_PAGES) as SlugPageKind[]) {
    const slug = SLUG_PAGES[kind].exec(trimmed)?.[1];
    if (slug === undefined) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(slug);
    } catch {
      return null; // malformed escape: names nothing
    }
    // A control character names nothing either, and U+0000 would fail the database lookup.
    if (hasControlCharacters(decoded)) return null;
    const head = await lookup.slugPage[kind](decoded, language);
    // The page's first screen needs its stylesheet (the web build marks it with the kind).
    return head && { ...head, assets: kind };
  }
  return null;
}
