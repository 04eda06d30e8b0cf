import type { BlogPost, BlogPostSummary } from '@parallax/core/contracts/blog';
import { DomainError } from '@parallax/core/errors';
import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import { DEFAULT_LANGUAGE, type Language } from '@parallax/core/platform';
import { pickTranslation } from '@parallax/core/rules/translations';
import type { PageMeta } from '../documents/documents.service.js';
import { toBlogPost, toBlogPostSummary } from './blog.presenter.js';
import type { BlogRepository } from './blog.repository.js';

const catalogues = { en, es } as const;

type PublishedPosts = Awaited<ReturnType<BlogRepository['listPublished']>>;

/**
 * spec 1 §2 blog: published posts in en or es (English when a post has no translation).
 *
 * The published posts are read once per store version (`version`: the catalog version, which a
 * write to the blog's tables moves on every instance) and language, and kept until the next
 * scheduled post's publication: the blog list is on most first visits, and reading it per request
 * was most of a guest load's work.
 */
export function createBlogService(
  posts: BlogRepository,
  now: () => Date,
  version: () => Promise<object>,
) {
  const kept = new WeakMap<
    object,
    Map<string, { posts: Promise<PublishedPosts>; validUntil: number }>
  >();

  async function published(languages: readonly string[]): Promise<PublishedPosts> {
    const current = await version();
    let byLanguages = kept.get(current);
    if (!byLanguages) {
      byLanguages = new Map();
      kept.set(current, byLanguages);
    }
    const key = languages.join(',');
    const at = now();
    const known = byLanguages.get(key);
    if (known && at.getTime() < known.validUntil) return known.posts;
    const entry = { posts: posts.listPublished(at, languages), validUntil: Infinity };
    byLanguages.set(key, entry);
    const store = byLanguages;
    try {
      const [, next] = await Promise.all([entry.posts, posts.nextPublicationAfter(at)]);
      entry.validUntil = next?.getTime() ?? Infinity;
    } catch (error) {
      if (store.get(key) === entry) store.delete(key);
      throw error;
    }
    return entry.posts;
  }

  async function find(slug: string, language: Language) {
    const post = (await published([language, DEFAULT_LANGUAGE])).find((item) => item.slug === slug);
    const text = post && pickTranslation(post.translations, language);
    return post && text ? toBlogPost(post, text) : null;
  }

  return {
    async list(language: Language): Promise<BlogPostSummary[]> {
      const shown = await published([language, DEFAULT_LANGUAGE]);
      return shown.flatMap((post) => {
        const text = pickTranslation(post.translations, language);
        return text ? [toBlogPostSummary(post, text)] : [];
      });
    },

    async get(slug: string, language: Language): Promise<BlogPost> {
      const post = await find(slug, language);
      if (!post) throw new DomainError('BlogPostNotFound', `No published blog post ${slug}`);
      return post;
    },

    /** Whether `/blog/{slug}` is a page (a published post), for the server's 404 answer. */
    async exists(slug: string): Promise<boolean> {
      return (await find(slug, DEFAULT_LANGUAGE)) !== null;
    },

    /** The title and description the blog list page shows (from the message catalogue). */
    listMeta(language: Language): PageMeta {
      const { blog } = catalogues[language];
      return { title: blog.metaTitle, description: blog.description };
    },

    /** Published posts for the sitemap. */
    async sitemapEntries(): Promise<{ slug: string; lastModified: Date }[]> {
      return (await published([DEFAULT_LANGUAGE])).map((post) => ({
        slug: post.slug,
        lastModified: post.publishedAt,
      }));
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
