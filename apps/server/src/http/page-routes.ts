/**
 * The web app's pages, as its router (apps/web/src/app/router.tsx) defines them, so the server can
 * answer a page it does not have with HTTP 404 (the SPA still renders its not-found page) and a
 * crawler sees the right status. A test keeps this list and the router in step.
 */
export const STATIC_PAGES: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/library',
  '/user-confirm',
  '/unsubscribe-email',
  '/social-return',
  '/auth-result',
  '/payment-result',
  '/dev',
  '/pornstars',
];

/** Pages named by a slug that must exist in the catalog. */
export const SLUG_PAGES = {
  content: /^\/content\/([^/]+)$/,
  pornstars: /^\/pornstars\/([^/]+)$/,
  tags: /^\/tags\/([^/]+)$/,
  'content-promo': /^\/content-promo\/([^/]+)$/,
} as const;

export type PageLookup = {
  contentSlugExists: (slug: string) => Promise<boolean>;
  modelSlugExists: (slug: string) => Promise<boolean>;
  tagSlugExists: (slug: string) => Promise<boolean>;
  originsPackSlugExists: (slug: string) => Promise<boolean>;
  /** The DEV page exists only in development. */
  hasDevPage: boolean;
};

/** Whether `path` (no query) names a page the web app can show. */
export async function isKnownPage(path: string, lookup: PageLookup): Promise<boolean> {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (trimmed === '/dev') return lookup.hasDevPage;
  if (STATIC_PAGES.includes(trimmed)) return true;
  const slugLookups = [
    [SLUG_PAGES.content, lookup.contentSlugExists],
    [SLUG_PAGES.pornstars, lookup.modelSlugExists],
    [SLUG_PAGES.tags, lookup.tagSlugExists],
    [SLUG_PAGES['content-promo'], lookup.originsPackSlugExists],
  ] as const;
  for (const [pattern, exists] of slugLookups) {
    const slug = pattern.exec(trimmed)?.[1];
    if (slug) return exists(decodeURIComponent(slug));
  }
  return false;
}
