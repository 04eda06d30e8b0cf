import { z } from 'zod';
import { AssetUrl, Slug, text } from './common.js';
import { ContentShortItem, TagShort } from './catalog.js';
import { Seo } from './content.js';

export const SocialNetwork = z.enum(['TWITTER', 'INSTAGRAM', 'ONLYFANS']);

/** spec 2 §3 model. Empty parameters are null; the page shows N/A for them. */
export const Model = z
  .object({
    id: z.uuid(),
    slug: Slug,
    name: z.string(),
    photo: AssetUrl.nullable(),
    description: z.string().nullable(),
    height: z.number().int().positive().nullable().describe('centimetres'),
    weight: z.number().int().positive().nullable().describe('kilograms'),
    breastSizeIndex: z.number().int().nullable(),
    hairColor: z.string().nullable(),
    ethnicity: z.string().nullable(),
    quote: z.string().nullable(),
    age: z.number().int().positive().nullable(),
    socialNetworksLinks: z.array(z.object({ socialNetwork: SocialNetwork, link: z.url() })),
    complexTags: z.array(z.object({ name: z.string(), value: z.string() })),
    tags: z.array(TagShort),
    contents: z.array(ContentShortItem).describe('the model’s memories, static before dynamic'),
    seoTags: Seo,
    seoOpenGraph: z.object({
      title: z.string(),
      description: z.string(),
      image: AssetUrl.nullable(),
    }),
  })
  .meta({ id: 'Model' });
export type Model = z.infer<typeof Model>;

export const ModelListItem = z
  .object({
    id: z.uuid(),
    slug: Slug,
    name: z.string(),
    photo: AssetUrl.nullable(),
    contents: z
      .array(z.object({ id: z.uuid(), slug: Slug, title: z.string(), cover: AssetUrl }))
      .describe('the model’s memories, for the popup of the models grid'),
  })
  .meta({ id: 'ModelListItem' });
export type ModelListItem = z.infer<typeof ModelListItem>;

export const ModelParams = z.object({
  modelId: text().min(1).max(120).describe('model id or slug'),
});
