import { z } from 'zod';
import { AssetUrl, Price, Slug, text } from './common.js';
import { ContentShortItem } from './catalog.js';
import { Seo } from './content.js';

export const OriginsPackElementType = z.enum(['PROMOCODE', 'DOWNLOADABLE_CONTENT', 'CONTENT_PACK']);
export type OriginsPackElementType = z.infer<typeof OriginsPackElementType>;

/**
 * spec 2 §3 origins pack element. What the element gives away (the promo code, the download link)
 * is sent only to a viewer who unlocked the pack; for anyone else it is null.
 */
export const OriginsPackElement = z
  .object({
    id: z.uuid(),
    type: OriginsPackElementType,
    titleLocked: z.string(),
    titleUnlocked: z.string(),
    promocodeValue: z.string().nullable().describe('PROMOCODE only, and only when unlocked'),
    downloadLink: AssetUrl.nullable().describe('DOWNLOADABLE_CONTENT only, and only when unlocked'),
    buttonText: z.string().nullable(),
    image: AssetUrl.nullable(),
    contentPack: ContentShortItem.nullable().describe('CONTENT_PACK only'),
  })
  .meta({ id: 'OriginsPackElement' });
export type OriginsPackElement = z.infer<typeof OriginsPackElement>;

export const OriginsPackDto = z.object({
  title: z.string(),
  descriptionLocked: z.string(),
  descriptionUnlocked: z.string(),
  imageLocked: AssetUrl,
  imageUnlocked: AssetUrl,
  descriptionAtStore: z.string(),
  seo: Seo.nullable(),
  elements: z.array(OriginsPackElement),
});
export type OriginsPackDto = z.infer<typeof OriginsPackDto>;

/** A pack of the category the viewer must own to unlock the origins pack. */
export const OriginsCategoryContent = z
  .object({
    id: z.uuid(),
    slug: Slug,
    title: z.string(),
    cover: AssetUrl,
    isDynamic: z.boolean(),
    price: Price.describe('the pack’s list price (before discount), in dollars'),
    collectionPrice: Price.describe('what the pack costs now, bought with the collection'),
    isContentOwned: z.boolean(),
  })
  .meta({ id: 'OriginsCategoryContent' });
export type OriginsCategoryContent = z.infer<typeof OriginsCategoryContent>;

/**
 * spec 2 §3 origins pack, as the origins pack page needs it. Totals count only the contents the
 * viewer does not own; savingPercentage = round((1 − collectionPrice / price) × 100).
 */
export const OriginsPack = z
  .object({
    categoryId: z.uuid(),
    categoryName: z.string().describe('the category’s display title'),
    slug: Slug,
    isLocked: z.boolean(),
    categoryContents: z.array(OriginsCategoryContent),
    price: Price.describe('sum of the list prices of the contents not owned'),
    collectionPrice: Price.describe('sum of the current prices of the contents not owned'),
    savingPercentage: z.number().int().min(0).max(100),
    originsPackDto: OriginsPackDto,
  })
  .meta({ id: 'OriginsPack' });
export type OriginsPack = z.infer<typeof OriginsPack>;

/** Any bounded string: a slug that names no origins pack is a 404, whatever its shape. */
export const OriginsPackParams = z.object({ slug: text().min(1).max(100) });
