import { z } from 'zod';
import { AssetUrl, IsoDate, Price, Slug, text } from './common.js';

export const ModelShort = z
  .object({
    id: z.uuid(),
    slug: Slug,
    name: z.string(),
    photo: AssetUrl.nullable(),
  })
  .meta({ id: 'ModelShort' });
export type ModelShort = z.infer<typeof ModelShort>;

export const TagShort = z.object({ slug: Slug, name: z.string() }).meta({ id: 'TagShort' });
export type TagShort = z.infer<typeof TagShort>;

export const MonthOfRelease = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
});

/**
 * spec 2 §3 optimized short content item, plus what a store card needs to render without a second
 * call (price, flags, the card fields of spec 1 §2).
 */
export const ContentShortItem = z
  .object({
    id: z.uuid(),
    slug: Slug,
    title: z.string(),
    description: z.string(),
    cover: AssetUrl,
    storePreview: AssetUrl,
    storePreviewBack: AssetUrl.nullable(),
    unpurchasedImage: AssetUrl.nullable(),
    libraryUnpurchasedPreview: AssetUrl.nullable(),
    videoPreviewUrl: AssetUrl.nullable(),
    releaseDate: IsoDate.nullable(),
    monthOfRelease: MonthOfRelease.nullable(),
    role: z.string().nullable(),
    genre: z.string().nullable(),
    totalFileSizeInBytes: z.number().int().nonnegative(),
    modelsShortList: z.array(z.object({ name: z.string(), slug: Slug })),
    countOfScenes: z.number().int().nonnegative(),
    initialPrice: Price,
    price: Price,
    isPreview: z.boolean(),
    isDynamic: z.boolean(),
    isDemo: z.boolean(),
    isBonusContent: z.boolean(),
    isExclusiveForYearAndLifetime: z.boolean(),
    isOwned: z.boolean(),
    isUnlockedBySubscription: z.boolean(),
    inLibrary: z.boolean(),
    /**
     * Whether the pack also plays in the 2D viewer (its content button offers Play in 2D). False
     * when absent: an answer cached offline before the field existed still reads.
     */
    is2DViewerEnabled: z.boolean().default(false),
  })
  .meta({ id: 'ContentShortItem' });
export type ContentShortItem = z.infer<typeof ContentShortItem>;

export const Placing = z.enum(['first', 'last']);

export const OriginsPackTile = z.object({
  slug: Slug,
  title: z.string(),
  descriptionAtStore: z.string(),
  image: AssetUrl,
  isLocked: z.boolean(),
});

/** spec 2 §3 category, without its content. */
export const Category = z
  .object({
    id: z.uuid(),
    name: Slug.describe('stable machine name'),
    title: z.string(),
    description: z.string(),
    position: z.number().int(),
    fullCollectionPrice: Price.describe('sum of the prices of the content not yet owned'),
    contentCount: z.number().int().nonnegative(),
    isPresaleEnabled: z.boolean(),
    isPresaleBought: z.boolean(),
    presalePrice: Price.nullable(),
    presaleInitialPrice: Price.nullable(),
    presaleImage: AssetUrl.nullable(),
    presaleDescription: z.string().nullable(),
    presaleReleaseDate: IsoDate.nullable(),
    textColor: z.string().describe('default white'),
    backgroundColor: z.string().describe('default black'),
    uiFadingOut: z.boolean(),
    techDataImages: z.object({ mobile: AssetUrl.nullable(), desktop: AssetUrl.nullable() }),
    isOriginsPackUnlocked: z.boolean(),
    originsPack: OriginsPackTile.nullable(),
    bonusContentPlacing: Placing,
    originsPackPlacing: Placing,
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;

export const CategoryWithContent = Category.extend({
  contentItems: z.array(ContentShortItem),
}).meta({ id: 'CategoryWithContent' });
export type CategoryWithContent = z.infer<typeof CategoryWithContent>;

/** The store page payload: categories in order, each with its cards, and the demo content. */
export const StoreCategories = z
  .object({
    categories: z.array(CategoryWithContent),
    demoContent: ContentShortItem.nullable(),
  })
  .meta({ id: 'StoreCategories' });
export type StoreCategories = z.infer<typeof StoreCategories>;

export const SECTIONS = ['new', 'popular', 'upcoming', 'demo', 'bonus'] as const;
export const SectionName = z.enum(SECTIONS);
export type SectionName = z.infer<typeof SectionName>;

export const SectionContent = z
  .object({
    section: SectionName,
    contentItems: z.array(ContentShortItem),
  })
  .meta({ id: 'SectionContent' });
export type SectionContent = z.infer<typeof SectionContent>;

export const ContentListQuery = z.object({
  showInCollection: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('true: only content shown in the collection (not bonus content)'),
});

export const ContentIdParams = z.object({ contentId: z.uuid() });
/** Any bounded string: an identifier that names no pack is a 404, whatever its shape. */
export const ContentIdentifierParams = z.object({
  identifier: text().min(1).max(100).describe('content id or slug'),
});
export const CategoryIdParams = z.object({ categoryId: z.uuid() });
export const SectionParams = z.object({ section: text().min(1).max(40) });
export const UsernameParams = z.object({
  username: text().min(2).max(40).regex(/^\w+$/),
});
