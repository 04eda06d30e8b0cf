import type { BlogPost, BlogPostSummary } from '@parallax/core/contracts/blog';
import type { Language } from '@parallax/core/platform';
import { readingMinutes } from '@parallax/core/rules/reading-time';
import type * as t from './blog.schema.js';

type PostRow = typeof t.blogPosts.$inferSelect;
type TranslationRow = typeof t.blogPostTranslations.$inferSelect;

/** A post in one of its translations, as a card shows it. */
export function toBlogPostSummary(post: PostRow, text: TranslationRow): BlogPostSummary {
  return {
    slug: post.slug,
    language: text.language as Language,
    title: text.title,
    excerpt: text.excerpt,
    cover: post.cover,
    coverAlt: text.coverAlt,
    publishedAt: post.publishedAt.toISOString().slice(0, 10),
    readingMinutes: readingMinutes(text.blocks),
  };
}

export function toBlogPost(post: PostRow, text: TranslationRow): BlogPost {
  return { ...toBlogPostSummary(post, text), blocks: text.blocks };
}
