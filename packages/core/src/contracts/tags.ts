import { z } from 'zod';
import { AssetUrl, Slug, text } from './common.js';
import { ContentShortItem, ModelShort, TagShort } from './catalog.js';

/** spec 2 §3 tag. */
export const Tag = z
  .object({
    slug: Slug,
    name: z.string(),
    description: z.string(),
    metaTitle: z.string(),
    metaDescription: z.string(),
    h1Content: z.string(),
    models: z.array(ModelShort),
    contents: z.array(ContentShortItem),
    relatedTags: z.array(TagShort),
    faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
    screenshotPairs: z.array(z.object({ smallImageUrl: AssetUrl, fullImageUrl: AssetUrl })),
  })
  .meta({ id: 'Tag' });
export type Tag = z.infer<typeof Tag>;

/** Any bounded string: a slug that names no tag is a 404, whatever its shape. */
export const TagParams = z.object({ slug: text().min(1).max(100) });
