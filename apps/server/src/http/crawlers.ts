import type { FastifyInstance } from 'fastify';
import { PUBLIC_STATIC_PAGES, STATIC_PAGES } from './page-routes.js';

/** Public pages without a slug that the sitemap lists (documents come from the database). */
const SITEMAP_STATIC_PAGES = ['/', '/blog', '/how-to-watch-in-vr'];

/** Pages for signed-in users, one-time links and tools: nothing for a search engine. */
const PRIVATE_PAGES = STATIC_PAGES.filter((path) => !PUBLIC_STATIC_PAGES.includes(path));

type SitemapPage = { slug: string; lastModified: Date };
type SitemapEntry = { loc: string; lastModified: Date | null };

export type SitemapSource = {
  /** Content pages to list: slug and when the pack was published. */
  contentPages: () => Promise<SitemapPage[]>;
  /** Document pages that exist, with their latest change. */
  documentPages: () => Promise<SitemapPage[]>;
  /** Published blog posts, with their publication time. */
  blogPosts: () => Promise<SitemapPage[]>;
  /** Models, model, tag and origins pack pages to list: their paths. */
  browsePages: () => Promise<string[]>;
};

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** `robots.txt` and `sitemap.xml` (the pages the web app has, with absolute addresses). */
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
      ...PRIVATE_PAGES.map((path) => `Disallow: ${path}`),
      `Sitemap: ${publicUrl}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const under = (prefix: string, pages: SitemapPage[]): SitemapEntry[] =>
      pages.map((page) => ({
        loc: `${publicUrl}${prefix}${encodeURIComponent(page.slug)}`,
        lastModified: page.lastModified,
      }));
    const [contentPages, documentPages, blogPosts, browsePages] = await Promise.all([
      source.contentPages(),
      source.documentPages(),
      source.blogPosts(),
      source.browsePages(),
    ]);
    const entries: SitemapEntry[] = [
      ...SITEMAP_STATIC_PAGES.map((path) => ({ loc: `${publicUrl}${path}`, lastModified: null })),
      ...under('/content/', contentPages),
      ...under('/', documentPages),
      ...under('/blog/', blogPosts),
      ...browsePages.map((path) => ({ loc: `${publicUrl}${path}`, lastModified: null })),
    ];
    const urls = entries.map(
      ({ loc, lastModified }) =>
        `  <url><loc>${escapeXml(loc)}</loc>${
          lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : ''
        }</url>`,
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(xml);
  });
}
