import { z } from 'zod';
import { Platform } from '../platform.js';
import { AssetUrl, IsoDate, IsoDateTime, Price, Slug } from './common.js';
import { ContentShortItem, ModelShort, TagShort } from './catalog.js';

/**
 * A pack as its own page shows it (spec 2 §3 content, and what the page shows below it), with its
 * parts' media formats: kept apart from the store's cards and categories (catalog.ts), so the store
 * page builds only those.
 */

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
