import type { ContentBlock } from '@parallax/core/contracts/documents';
import { relations, sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// The blog (spec 1 §2 other pages): posts and their texts per language.

/** A blog post; it is listed from `publishedAt` on. Its text lives in one row per language. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    cover: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('blog_posts_published_at').on(t.publishedAt)],
);

export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    blogPostId: uuid()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull(),
    coverAlt: text().notNull(),
    blocks: jsonb().$type<ContentBlock[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blogPostId, t.language] }),
    check('blog_post_translations_language', sql`${t.language} in ('en', 'es')`),
  ],
);

export const blogPostsRelations = relations(blogPosts, ({ many }) => ({
  translations: many(blogPostTranslations),
}));

export const blogPostTranslationsRelations = relations(blogPostTranslations, ({ one }) => ({
  blogPost: one(blogPosts, {
    fields: [blogPostTranslations.blogPostId],
    references: [blogPosts.id],
  }),
}));
