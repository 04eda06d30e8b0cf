import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema.js';

export function createBlogRepository(db: Database) {
  const translationsIn = (languages: readonly string[]) => ({
    translations: { where: inArray(t.blogPostTranslations.language, [...languages]) },
  });

  return {
    /** Posts published by `now`, newest first, with their translations in these languages. */
    async listPublished(now: Date, languages: readonly string[]) {
      return db.query.blogPosts.findMany({
        where: lte(t.blogPosts.publishedAt, now),
        orderBy: [desc(t.blogPosts.publishedAt), t.blogPosts.slug],
        with: translationsIn(languages),
      });
    },

    async findPublished(slug: string, now: Date, languages: readonly string[]) {
      return db.query.blogPosts.findFirst({
        where: and(eq(t.blogPosts.slug, slug), lte(t.blogPosts.publishedAt, now)),
        with: translationsIn(languages),
      });
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
