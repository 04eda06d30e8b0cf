import type { ContentPack } from '../contracts/content.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../platform.js';
import { localizedPath } from '../rules/language-path.js';

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

/**
 * A page's address in every language, and the one for a reader whose language Parallax does not
 * speak (x-default: English), for `hreflang` links in the HTML and the sitemap.
 */
export function languageAlternates(
  baseUrl: string,
  path: string,
): { hreflang: Language | 'x-default'; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: language,
      href: absoluteUrl(baseUrl, localizedPath(path, language)),
    })),
    { hreflang: 'x-default', href: absoluteUrl(baseUrl, localizedPath(path, DEFAULT_LANGUAGE)) },
  ];
}
