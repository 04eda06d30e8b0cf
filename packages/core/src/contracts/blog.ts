import { z } from 'zod';
import { Language } from '../platform.js';
import { AssetUrl, IsoDate, Slug, text } from './common.js';
import { ContentBlock } from './documents.js';

/**
 * A blog post as a card shows it (spec 1 §2 blog). `language` is the language of the text:
 * English when the post has no translation in the requested language.
 */
export const BlogPostSummary = z
  .object({
    slug: Slug,
    language: Language,
    title: z.string(),
    excerpt: z.string(),
    cover: AssetUrl,
    coverAlt: z.string(),
    publishedAt: IsoDate,
    readingMinutes: z.int().positive().describe('Estimated reading time of the body'),
  })
  .meta({ id: 'BlogPostSummary' });
export type BlogPostSummary = z.infer<typeof BlogPostSummary>;

/** Published posts, newest first. */
export const BlogPostList = z.array(BlogPostSummary);
export type BlogPostList = z.infer<typeof BlogPostList>;

/** A whole post: its card fields and a body made of the document blocks. */
export const BlogPost = BlogPostSummary.extend({ blocks: z.array(ContentBlock) }).meta({
  id: 'BlogPost',
});
export type BlogPost = z.infer<typeof BlogPost>;

/** Any bounded string: a slug that names no published post is a 404, whatever its shape. */
export const BlogPostParams = z.object({ slug: text().min(1).max(100) });
