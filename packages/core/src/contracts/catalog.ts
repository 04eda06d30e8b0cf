import { z } from 'zod';
import { Platform } from '../platform.js';
import { AssetUrl, IsoDate, IsoDateTime, Price, Slug, text } from './common.js';

/** spec 2 §3 content part: a scene. `format` tells the player how to show it. */
export const MediaProjection = z.enum([
  'flat',
  'equirect180',
  'equirect360',
  'fisheye190',
  'fisheye200',
]);
export const MediaStereo = z.enum(['mono', 'sbs', 'tb']);
export const MediaKind = z.enum(['video', 'image', 'scene3d']);

export const ContentPartFormat = z.object({
  kind: MediaKind,
  projection: MediaProjection,
  stereo: MediaStereo,
});
export type ContentPartFormat = z.infer<typeof ContentPartFormat>;

export const ContentPart = z
  .object({
    id: z.uuid(),
    type: z.enum(['static', 'dynamic']).describe('static: photo scene; dynamic: video scene'),
    title: z.string(),
    sizeInBytes: z.number().int().nonnegative(),
    metadata: z.object({
      videoDuration: z.number().nonnegative().nullable(),
      withAudio: z.boolean(),
      format: ContentPartFormat,
    }),
    isTrial: z.boolean(),
    is2DViewerEnabled: z.boolean(),
  })
  .meta({ id: 'ContentPart' });
export type ContentPart = z.infer<typeof ContentPart>;

export const ContentPreview = z.object({
  imageUrl: AssetUrl,
  videoUrl: AssetUrl.nullable(),
  videoDuration: z.number().nonnegative().nullable(),
});

export const Author = z.object({ id: z.uuid(), name: z.string(), pic: AssetUrl.nullable() });

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

export const Seo = z.object({ metaTitle: z.string(), metaDescription: z.string() });

export const Customization = z.object({
  accentColor: z.string(),
  backgroundColor: z.string(),
  themes: z.array(z.string()),
  arrowTheme: z.enum(['light', 'dark']),
  seo: Seo.nullable(),
});

export const TariffShort = z.object({
  id: z.uuid(),
  name: z.string(),
  durationDays: z.number().int().positive().nullable(),
  isLifetime: z.boolean(),
  price: Price,
});

export const ContentType = z.enum(['video', 'photo', 'mixed']);
export const ContentStatus = z.enum(['PUBLISHED', 'COMING_SOON']);

/** spec 2 §3 content pack, every field, as seen by the caller. */
export const ContentPack = z
  .object({
    id: z.uuid(),
    type: ContentType,
    slug: Slug,
    title: z.string(),
    description: z.string(),
    storePreview: AssetUrl,
    previews: z.array(ContentPreview),
    verticalImages: z.array(AssetUrl),
    author: Author,
    publishDate: IsoDateTime,
    contentReleaseDate: IsoDate.nullable(),
    saveCount: z.number().int().nonnegative(),
    purchaseCount: z.number().int().nonnegative(),
    scenesCount: z.number().int().nonnegative(),
    contentParts: z.array(ContentPart),
    contentSize: z.number().int().nonnegative().describe('bytes of all content parts'),
    assetsSize: z
      .number()
      .int()
      .nonnegative()
      .describe('bytes of the assets shipped with the pack'),
    packSize: z.number().int().nonnegative().describe('contentSize + assetsSize'),
    hasTrial: z.boolean(),
    status: ContentStatus,
    initialPrice: Price.describe('price before discount, in dollars'),
    price: Price.describe('current price, in dollars'),
    supportedPlatforms: z.array(Platform),
    inLibrary: z.boolean(),
    isOwned: z.boolean().describe('bought or granted (a subscription does not make a pack owned)'),
    isUnlockedBySubscription: z
      .boolean()
      .describe('the viewer’s subscription opens the pack for play and download (spec 1 §6)'),
    is2DViewerEnabled: z.boolean(),
    isBonusContent: z.boolean(),
    customization: Customization,
    isDynamic: z.boolean(),
    isDemo: z.boolean(),
    isPreview: z.boolean(),
    isAllowedToSetCustomPrice: z.boolean(),
    customPriceText: z.string().nullable(),
    customPriceLowerBound: Price.nullable(),
    models: z.array(ModelShort),
    tags: z.array(TagShort),
    location: z.string().nullable(),
    studio: z.string().nullable(),
    actors: z.array(z.string()),
    isExclusiveForYearAndLifetime: z.boolean(),
    isAvailableToYearAndLifetimeTariffs: z.boolean(),
    availableYearAndLifetimeTariffs: z.array(TariffShort),
    buttonText: z.string().nullable(),
    categoryId: z.uuid(),
  })
  .meta({ id: 'ContentPack' });
export type ContentPack = z.infer<typeof ContentPack>;

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

/** What the content page shows below the pack: its category and related packs. */
export const ContentAdditional = z
  .object({
    id: z.uuid(),
    category: z.object({ id: z.uuid(), name: Slug, title: z.string() }),
    relatedContent: z.array(ContentShortItem),
    sameModelsContent: z.array(ContentShortItem),
  })
  .meta({ id: 'ContentAdditional' });
export type ContentAdditional = z.infer<typeof ContentAdditional>;

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
