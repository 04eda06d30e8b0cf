import { inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { blogPostTranslations, blogPosts } from '../../modules/blog/blog.schema.js';
import { documents } from '../../modules/documents/documents.schema.js';
import { wideImage } from './demo-blocks.js';
import { demoBlogPosts } from './demo-blog.js';
import { demoDocuments } from './demo-documents.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Writes the demo documents and blog posts inside the seed's transaction. Idempotent:
 * documents are keyed by slug and language, posts by slug, and a post's translations are
 * rewritten. (demo-documents.test.ts checks the blocks against the contract.)
 */
export async function seedDemoDocuments(tx: Transaction): Promise<void> {
  const documentRows = Object.entries(demoDocuments).flatMap(([slug, byLanguage]) =>
    Object.entries(byLanguage).map(([language, document]) => ({ slug, language, ...document })),
  );
  for (const row of documentRows) {
    await tx
      .insert(documents)
      .values(row)
      .onConflictDoUpdate({ target: [documents.slug, documents.language], set: row });
  }

  const translationRows = [];
  for (const post of demoBlogPosts) {
    const row = {
      slug: post.slug,
      cover: wideImage(post.cover),
      publishedAt: new Date(post.publishedAt),
    };
    // Keyed by slug: a second seed keeps the post's id and refreshes the rest.
    const [saved] = await tx
      .insert(blogPosts)
      .values(row)
      .onConflictDoUpdate({ target: blogPosts.slug, set: row })
      .returning({ id: blogPosts.id });
    if (!saved) throw new Error(`Blog post ${post.slug} was not saved`);
    translationRows.push(
      ...Object.entries(post.text).map(([language, text]) => ({
        blogPostId: saved.id,
        language,
        ...text,
      })),
    );
  }
  const postIds = [...new Set(translationRows.map((row) => row.blogPostId))];
  await tx.delete(blogPostTranslations).where(inArray(blogPostTranslations.blogPostId, postIds));
  await tx.insert(blogPostTranslations).values(translationRows);
}
