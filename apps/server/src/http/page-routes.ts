import { DOCUMENT_SLUGS } from '@parallax/core/contracts/documents';

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
  '/blog',
  '/how-to-watch-in-vr',
  ...DOCUMENT_SLUGS.map((slug) => `/${slug}`),
];

/** Pages named by a slug that must exist in the catalog. */
export const SLUG_PAGES = {
  content: /^\/content\/([^/]+)$/,
  blog: /^\/blog\/([^/]+)$/,
} as const;

export type PageLookup = {
  contentSlugExists: (slug: string) => Promise<boolean>;
  /** A published blog post has this slug. */
  blogPostExists: (slug: string) => Promise<boolean>;
  /** The DEV page exists only in development. */
  hasDevPage: boolean;
};

/** Whether `path` (no query) names a page the web app can show. */
export async function isKnownPage(path: string, lookup: PageLookup): Promise<boolean> {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (trimmed === '/dev') return lookup.hasDevPage;
  if (STATIC_PAGES.includes(trimmed)) return true;
  const content = SLUG_PAGES.content.exec(trimmed);
  if (content?.[1]) return lookup.contentSlugExists(decodeURIComponent(content[1]));
  const blogPost = SLUG_PAGES.blog.exec(trimmed);
  if (blogPost?.[1]) return lookup.blogPostExists(decodeURIComponent(blogPost[1]));
  return false;
}
