import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import type { BlogPostInput } from '@parallax/core/contracts/desk-content';
import { and, asc, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { blogPostTranslations, blogPosts } from './blog.schema.js';

type Texts = BlogPostInput['texts']['en'];
const NO_TEXTS: Texts = { title: '', excerpt: '', coverAlt: '', blocks: [] };

/** The desk's reads and writes of blog posts: the post, and its text in each language. */
export const blogEditingRepository = {
  list: async (db: Database, query: DeskListQuery) => {
    const english = and(
      eq(blogPostTranslations.blogPostId, blogPosts.id),
      eq(blogPostTranslations.language, 'en'),
    );
    const where = query.q
      ? or(
          ilike(blogPosts.slug, containing(query.q)),
          ilike(blogPostTranslations.title, containing(query.q)),
        )
      : undefined;
    const rows = await db
      .select({ id: blogPosts.id, slug: blogPosts.slug, title: blogPostTranslations.title })
      .from(blogPosts)
      .leftJoin(blogPostTranslations, english)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
      .limit(query.size)
      .offset(query.page * query.size);
    const [total] = await db
      .select({ total: count() })
      .from(blogPosts)
      .leftJoin(blogPostTranslations, english)
      .where(where);
    const items = rows.map((row) => ({
      id: row.id,
      label: row.title ?? row.slug,
      detail: row.slug,
    }));
    return { items, total: total?.total ?? 0 };
  },

  view: async (db: Database, id: string, lock = false): Promise<BlogPostInput | undefined> => {
    const select = db.select().from(blogPosts).where(eq(blogPosts.id, id));
    const [post] = lock ? await select.for('update') : await select;
    if (!post) return undefined;
    const rows = await db
      .select()
      .from(blogPostTranslations)
      .where(eq(blogPostTranslations.blogPostId, id));
    const textsIn = (language: string): Texts => {
      const row = rows.find((candidate) => candidate.language === language);
      return row
        ? { title: row.title, excerpt: row.excerpt, coverAlt: row.coverAlt, blocks: row.blocks }
        : NO_TEXTS;
    };
    return {
      slug: post.slug,
      cover: post.cover,
      publishedAt: post.publishedAt.toISOString(),
      texts: { en: textsIn('en'), es: textsIn('es') },
    };
  },

  isSlugTaken: async (db: Database, slug: string, id: string | null): Promise<boolean> => {
    const same = eq(blogPosts.slug, slug);
    const [row] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(id ? and(same, ne(blogPosts.id, id)) : same);
    return row !== undefined;
  },

  insert: async (db: Database, post: BlogPostInput): Promise<string> => {
    const [row] = await db
      .insert(blogPosts)
      .values(postFields(post))
      .returning({ id: blogPosts.id });
    if (!row) throw new Error('blog post not inserted');
    await writeTexts(db, row.id, post);
    return row.id;
  },

  update: async (db: Database, id: string, post: BlogPostInput): Promise<void> => {
    await db.update(blogPosts).set(postFields(post)).where(eq(blogPosts.id, id));
    await writeTexts(db, id, post);
  },

  remove: async (db: Database, id: string): Promise<void> => {
    await db.delete(blogPosts).where(eq(blogPosts.id, id));
  },
};

function postFields(post: BlogPostInput) {
  return { slug: post.slug, cover: post.cover, publishedAt: new Date(post.publishedAt) };
}

/** English always; Spanish while it has a title (without one the store shows the English). */
async function writeTexts(db: Database, id: string, post: BlogPostInput): Promise<void> {
  await db.delete(blogPostTranslations).where(eq(blogPostTranslations.blogPostId, id));
  const languages = post.texts.es.title ? (['en', 'es'] as const) : (['en'] as const);
  await db
    .insert(blogPostTranslations)
    .values(languages.map((language) => ({ blogPostId: id, language, ...post.texts[language] })));
}
