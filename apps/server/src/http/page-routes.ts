import { hasControlCharacters } from '@parallax/core/contracts/common';
import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import { matchPage, PAGES, type Page, type PagePattern } from '@parallax/core/pages';
import type { Language } from '@parallax/core/platform';
import type { PageHead } from './page-head.js';

/**
 * The pages named by a slug, by their path's first segment (`/tags/:slug` → `tags`): the name the
 * page lookup and the web build's `data-page` marks (apps/web/vite.config.ts) give them.
 */
export type SlugPageKind = {
  [P in Page]: PagePattern<P> extends `/${infer Kind}/:slug` ? Kind : never;
}[Page];

function slugPageKind(page: Page): SlugPageKind {
  return PAGES[page].path.split('/')[1] as SlugPageKind;
}

export type PageLookup = {
  /** The head of the page a slug names, or null when the slug names nothing. */
  slugPage: Record<SlugPageKind, (slug: string, language: Language) => Promise<PageHead | null>>;
  /**
   * Pages without a slug that have a head of their own, by path (null: nothing stored yet); the
   * others get the store's title and description.
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

/** The subscription page (spec 1 §2): its copy lives in the message catalogue. */
export function subscriptionPageHead(language: Language): PageHead {
  const { subscription } = MESSAGES[language];
  return { title: subscription.metaTitle, description: subscription.metaDescription };
}

export function notFoundHead(language: Language): PageHead {
  const { notFound, store } = MESSAGES[language];
  return { title: `${notFound.title} | Parallax`, description: store.description, noindex: true };
}

/**
 * The head of the page at `path` (no query, no language prefix), or null when the web app has no
 * such page (@parallax/core/pages) or its slug names nothing.
 */
export async function resolvePage(
  path: string,
  language: Language,
  lookup: PageLookup,
): Promise<PageHead | null> {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const match = matchPage(trimmed);
  if (!match) return null;
  const { page, params } = match;
  if (page === 'dev' && !lookup.hasDevPage) return null;
  const { path: pattern, visibility } = PAGES[page];
  const { slug } = params;
  if (slug === undefined) {
    const own = await lookup.staticPage[pattern]?.(language);
    return own ?? { ...defaultHead(language), noindex: visibility === 'hidden' };
  }
  // A control character names nothing either, and U+0000 would fail the database lookup.
  if (hasControlCharacters(slug)) return null;
  const kind = slugPageKind(page);
  const head = await lookup.slugPage[kind](slug, language);
  // The page's first screen needs its stylesheet (the web build marks it with the kind).
  return head && { ...head, assets: kind };
}
