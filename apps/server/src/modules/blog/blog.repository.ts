import { desc, gt, inArray, lte, min } from 'drizzle-orm';
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

    /** When the next post scheduled after `now` is published; null when none is. */
    async nextPublicationAfter(now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ at: min(blogPosts.publishedAt) })
        .from(blogPosts)
        .where(gt(blogPosts.publishedAt, now));
      return row?.at ?? null;
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
