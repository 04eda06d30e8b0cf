import type { DocumentSlug } from '@parallax/core/contracts/documents';
import { hasParams, isDocumentPage, PAGE_KEYS, pagePath, PAGES } from '@parallax/core/pages';
import { LANGUAGES } from '@parallax/core/platform';
import { localizedPath } from '@parallax/core/rules/language-path';
import { absoluteUrl, languageAlternates } from '@parallax/core/seo/page-head';
import type { FastifyInstance } from 'fastify';

/**
 * Listed pages without a slug, listed as they are; a document is listed once it is written
 * (`documentPages`).
 */
const SITEMAP_STATIC_PAGES = PAGE_KEYS.filter(
  (page) => PAGES[page].visibility === 'listed' && !hasParams(page) && !isDocumentPage(page),
).map((page) => PAGES[page].path);

/** Pages for signed-in users, one-time links and tools: nothing for a search engine. */
const HIDDEN_PAGES = PAGE_KEYS.filter((page) => PAGES[page].visibility === 'hidden').map(
  (page) => PAGES[page].path,
);

type SitemapPage<Slug extends string = string> = { slug: Slug; lastModified: Date };
/** A page by its plain path; the sitemap lists it in every language. */
type SitemapEntry = { path: string; lastModified: Date | null };

export type SitemapSource = {
  /** Content pages to list: slug and when the pack was published. */
  contentPages: () => Promise<SitemapPage[]>;
  /** Document pages that exist, with their latest change. */
  documentPages: () => Promise<SitemapPage<DocumentSlug>[]>;
  /** Published blog posts, with their publication time. */
  blogPosts: () => Promise<SitemapPage[]>;
  /** Model, tag and origins pack pages to list: their paths. */
  browsePages: () => Promise<string[]>;
};

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * `robots.txt` and `sitemap.xml`: the pages the web app has, with absolute addresses, each in
 * every language (`/es/…` for Spanish) and naming its other languages (`xhtml:link`), as the
 * pages' own heads do.
 */
export function registerCrawlerFiles(
  app: FastifyInstance,
  publicUrl: string,
  source: SitemapSource,
): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /store/api/',
      'Disallow: /media/',
      ...HIDDEN_PAGES.flatMap((path) =>
        LANGUAGES.map((language) => `Disallow: ${localizedPath(path, language)}`),
      ),
      `Sitemap: ${publicUrl}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const pathsOf = <Slug extends string>(
      pages: SitemapPage<Slug>[],
      path: (slug: Slug) => string,
    ): SitemapEntry[] =>
      pages.map((page) => ({ path: path(page.slug), lastModified: page.lastModified }));
    const [contentPages, documentPages, blogPosts, browsePages] = await Promise.all([
      source.contentPages(),
      source.documentPages(),
      source.blogPosts(),
      source.browsePages(),
    ]);
    const entries: SitemapEntry[] = [
      ...SITEMAP_STATIC_PAGES.map((path) => ({ path, lastModified: null })),
      ...pathsOf(contentPages, (slug) => pagePath('content', { slug })),
      ...pathsOf(documentPages, (slug) => pagePath(slug)),
      ...pathsOf(blogPosts, (slug) => pagePath('blogPost', { slug })),
      ...browsePages.map((path) => ({ path, lastModified: null })),
    ];
    const urls = entries.flatMap(({ path, lastModified }) => {
      const alternates = languageAlternates(publicUrl, path)
        .map(
          ({ hreflang, href }) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
        )
        .join('');
      const lastmod = lastModified
        ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>`
        : '';
      return LANGUAGES.map(
        (language) =>
          `  <url><loc>${escapeXml(absoluteUrl(publicUrl, localizedPath(path, language)))}</loc>${lastmod}${alternates}</url>`,
      );
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(xml);
  });
}
