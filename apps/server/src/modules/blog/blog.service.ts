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

/** spec 1 §2 blog: published posts in en or es (English when a post has no translation). */
export function createBlogService(posts: BlogRepository, now: () => Date) {
  async function find(slug: string, language: Language) {
    const post = await posts.findPublished(slug, now(), [language, DEFAULT_LANGUAGE]);
    const text = post && pickTranslation(post.translations, language);
    return post && text ? toBlogPost(post, text) : null;
  }

  return {
    async list(language: Language): Promise<BlogPostSummary[]> {
      const published = await posts.listPublished(now(), [language, DEFAULT_LANGUAGE]);
      return published.flatMap((post) => {
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
      const published = await posts.listPublished(now(), [DEFAULT_LANGUAGE]);
      return published.map((post) => ({ slug: post.slug, lastModified: post.publishedAt }));
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
