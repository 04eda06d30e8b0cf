import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { blogPostTranslations, blogPosts } from './blog.schema.js';

export function createBlogRepository(db: Database) {
  const translationsIn = (languages: readonly string[]) => ({
    translations: { where: inArray(blogPostTranslations.language, [...languages]) },
  });

  return {
    /** Posts published by `now`, newest first, with their translations in these languages. */
    async listPublished(now: Date, languages: readonly string[]) {
      return db.query.blogPosts.findMany({
        where: lte(blogPosts.publishedAt, now),
        orderBy: [desc(blogPosts.publishedAt), blogPosts.slug],
        with: translationsIn(languages),
      });
    },

    async findPublished(slug: string, now: Date, languages: readonly string[]) {
      return db.query.blogPosts.findFirst({
        where: and(eq(blogPosts.slug, slug), lte(blogPosts.publishedAt, now)),
        with: translationsIn(languages),
      });
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
