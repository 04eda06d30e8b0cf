import type { ContentPack } from '../contracts/catalog.js';

/**
 * What a page puts in its <head>, the same in the browser (React 19 <title>/<meta>) and in the
 * HTML the server serves to crawlers without JavaScript.
 */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute address of the page's picture (Open Graph), when it has one. */
  image: string | null;
  /** JSON-LD blocks (see json-ld.ts). */
  jsonLd: Record<string, unknown>[];
  type?: 'website' | 'article' | 'product' | 'profile';
  preloadImages?: string[];
  /** Static HTML of the page's first screen, painted before the app runs (server only). */
  firstScreen?: string;
};

/** `path` made absolute against `baseUrl` (an absolute address is kept as it is). */
export function absoluteUrl(baseUrl: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

type ContentHeadFields = Pick<ContentPack, 'title' | 'description' | 'customization'>;

/** The content page's title: the pack's own SEO title, else "<title> | Parallax". */
export function contentPageTitle(pack: ContentHeadFields): string {
  return pack.customization.seo?.metaTitle ?? `${pack.title} | Parallax`;
}

/** The content page's description: the pack's own SEO description, else its description. */
export function contentPageDescription(pack: ContentHeadFields): string {
  return pack.customization.seo?.metaDescription ?? pack.description;
}
