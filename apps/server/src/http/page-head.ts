import { LANGUAGES, type Language } from '@parallax/core/platform';
import { localizedPath } from '@parallax/core/rules/language-path';
import { serializeJsonLd } from '@parallax/core/seo/json-ld';
import { absoluteUrl, languageAlternates } from '@parallax/core/seo/page-head';
import { escapeHtml } from './html.js';

/**
 * What a crawler that does not run JavaScript must read in the HTML of a page: its title,
 * description, Open Graph card and structured data (JSON-LD). The web app renders the same with
 * React's <title>/<meta>; the server writes it into index.html before sending it.
 */
export type PageHead = {
  title: string;
  description: string;
  /** Site-relative or absolute address of the page's picture (Open Graph / Twitter card). */
  image?: string | null;
  type?: 'website' | 'article' | 'product' | 'profile';
  jsonLd?: readonly Record<string, unknown>[];
  /** Pictures the page shows first (its largest paint): fetched before the app asks for them. */
  preloadImages?: readonly string[];
  /** Pages for one user or one-time links: kept out of search results. */
  noindex?: boolean;
  /** Static HTML of the page's first screen, painted before the app runs (http/first-screen.ts). */
  firstScreen?: string;
  /**
   * The page whose build assets (stylesheet and code, marked `data-page` in index.html by the web
   * build) the HTML keeps: its first screen needs its stylesheet before the app runs.
   */
  assets?: string;
};

/** The page being written: the site's address, the page's plain path and its language. */
export type PageAddress = { publicUrl: string; path: string; language: Language };

const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_ES' };

/**
 * The <head> elements of a page. Marked `data-ssr` so the app drops them once it navigates. A
 * page search engines may list names its address in its language as canonical (the Spanish page
 * is `/es/…` even when a Spanish visitor's cookie got it on the plain path) and its address in
 * every language (`hreflang`, x-default English).
 */
export function headElements(head: PageHead, page: PageAddress): string {
  const url = absoluteUrl(page.publicUrl, localizedPath(page.path, page.language));
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-ssr>`;
  const link = (attributes: string, href: string) =>
    `<link ${attributes} href="${escapeHtml(href)}" data-ssr>`;
  const addresses = head.noindex
    ? [meta('name', 'robots', 'noindex')]
    : [
        link('rel="canonical"', url),
        ...languageAlternates(page.publicUrl, page.path).map(({ hreflang, href }) =>
          link(`rel="alternate" hreflang="${hreflang}"`, href),
        ),
      ];
  const lines = [
    `<title data-ssr>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...addresses,
    meta('property', 'og:site_name', 'Parallax'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[page.language]),
    ...LANGUAGES.filter((language) => language !== page.language).map((language) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[language]),
    ),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...(head.image ? [meta('property', 'og:image', absoluteUrl(page.publicUrl, head.image))] : []),
    ...(head.preloadImages ?? []).map(
      (image) =>
        `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" data-ssr>`,
    ),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json" data-ssr>${serializeJsonLd(data)}</script>`,
    ),
  ];
  return lines.join('\n    ');
}

/**
 * index.html with the page's head: the template's own title and description are replaced, the
 * rest goes before </head>, and <html lang> names the language the page was written for. Of the
 * message catalogues the build preloads (one per language, marked data-language), only the page
 * language's stays; of the pages' own stylesheets and code (marked data-page), only the page's.
 */
export function renderPageHtml(template: string, head: PageHead, page: PageAddress): string {
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/i, '')
    .replace(/<link\b[^>]*\bdata-language="([\w-]+)"[^>]*>\s*/gi, (link, language) =>
      language === page.language ? link : '',
    )
    .replace(/<link\b[^>]*\bdata-page="([\w-]+)"[^>]*>\s*/gi, (link, assets) =>
      assets === head.assets ? link : '',
    );
  return (
    withoutDefaults
      .replace(/<html([^>]*)\slang="[^"]*"/i, (_tag, attributes: string) => {
        return `<html${attributes} lang="${page.language}"`;
      })
      // Replacer functions: the inserted HTML (texts from the database) may hold `$&` and the like.
      .replace(/<\/head>/i, () => `  ${headElements(head, page)}\n  </head>`)
      .replace(/<div id="root"><\/div>/i, () => `<div id="root">${head.firstScreen ?? ''}</div>`)
  );
}
