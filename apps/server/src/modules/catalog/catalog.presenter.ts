import type { Category, ContentShortItem } from '@parallax/core/contracts/catalog';
import type { ContentPack, ContentPartFormat } from '@parallax/core/contracts/content';
import { DEFAULT_LANGUAGE, type Language } from '@parallax/core/platform';
import { isUnlockedBySubscription } from '@parallax/core/rules/entitlement';
import { fromCents } from '@parallax/core/rules/price';
import { givesExclusiveAccess } from '@parallax/core/rules/subscription';
import { localized } from '@parallax/core/rules/translations';
import type { CategoryRow, PackRow, TariffRow } from './catalog.repository.js';
import type { Viewer } from './viewer.types.js';

// Presenters are the boundary between rows and API bodies (field names exactly as the spec).

/** The pack with its texts, scenes and tags in `language` (English where not translated). */
function packIn(pack: PackRow, language: Language): PackRow {
  if (language === DEFAULT_LANGUAGE) return pack;
  const seo = pack.translations[language]?.seo;
  return {
    ...localized(pack, language),
    customization: seo ? { ...pack.customization, seo } : pack.customization,
    parts: pack.parts.map((part) => localized(part, language)),
    tags: pack.tags.map((link) => ({ ...link, tag: localized(link.tag, language) })),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function partsSize(pack: PackRow): number {
  return sum(pack.parts.map((part) => part.sizeInBytes));
}

function monthOfRelease(date: string | null) {
  if (!date) return null;
  const [year, month] = date.split('-').map(Number);
  return year && month ? { year, month } : null;
}

/**
 * The only fields of a pack's answers that depend on who asks (beyond the language): lists for a
 * signed-in user reuse every other byte of the serialized pack (catalog-json.presenter.ts).
 */
export function viewerFieldsOf(row: PackRow, viewer: Viewer) {
  return {
    isOwned: viewer.ownedPackIds.has(row.id),
    isUnlockedBySubscription: isUnlockedBySubscription(row, viewer.subscription),
    inLibrary: viewer.libraryPackIds.has(row.id),
  };
}

export function toContentShortItem(row: PackRow, viewer: Viewer): ContentShortItem {
  const pack = packIn(row, viewer.language);
  return {
    id: pack.id,
    slug: pack.slug,
    title: pack.title,
    description: pack.description,
    cover: pack.cover,
    storePreview: pack.storePreview,
    storePreviewBack: pack.storePreviewBack,
    unpurchasedImage: pack.unpurchasedImage,
    libraryUnpurchasedPreview: pack.libraryUnpurchasedPreview,
    videoPreviewUrl: pack.previews.find((preview) => preview.videoUrl)?.videoUrl ?? null,
    releaseDate: pack.contentReleaseDate,
    monthOfRelease: monthOfRelease(pack.contentReleaseDate),
    role: pack.role,
    genre: pack.genre,
    totalFileSizeInBytes: partsSize(pack) + pack.assetsSizeBytes,
    modelsShortList: pack.models.map(({ model }) => ({ name: model.name, slug: model.slug })),
    countOfScenes: pack.parts.length,
    initialPrice: fromCents(pack.initialPriceCents),
    price: fromCents(pack.priceCents),
    isPreview: pack.isPreview,
    isDynamic: pack.parts.some((part) => part.type === 'dynamic'),
    isDemo: pack.isDemo,
    isBonusContent: pack.isBonusContent,
    isExclusiveForYearAndLifetime: pack.isExclusiveForYearAndLifetime,
    ...viewerFieldsOf(row, viewer),
    is2DViewerEnabled: pack.is2DViewerEnabled,
  };
}

type PartRow = PackRow['parts'][number];

function toContentPart(part: PartRow): ContentPack['contentParts'][number] {
  return {
    id: part.id,
    type: part.type as 'static' | 'dynamic',
    title: part.title,
    sizeInBytes: part.sizeInBytes,
    metadata: {
      videoDuration: part.videoDuration,
      withAudio: part.withAudio,
      format: {
        kind: part.mediaKind,
        projection: part.projection,
        stereo: part.stereo,
      } as ContentPartFormat,
    },
    isTrial: part.isTrial,
    is2DViewerEnabled: part.is2DViewerEnabled,
  };
}

/** The tariffs that open the pack: an exclusive pack needs one of them (spec 1 §6). */
function tariffsOpening(
  pack: PackRow,
  yearAndLifetimeTariffs: readonly TariffRow[],
): ContentPack['availableYearAndLifetimeTariffs'] {
  if (!pack.isAvailableToYearAndLifetimeTariffs && !pack.isExclusiveForYearAndLifetime) return [];
  return yearAndLifetimeTariffs.filter(givesExclusiveAccess).map((tariff) => ({
    id: tariff.id,
    name: tariff.name,
    durationDays: tariff.durationDays,
    isLifetime: tariff.isLifetime,
    price: fromCents(tariff.priceCents),
  }));
}

export function toContentPack(
  row: PackRow,
  viewer: Viewer,
  yearAndLifetimeTariffs: readonly TariffRow[],
): ContentPack {
  const pack = packIn(row, viewer.language);
  const contentSize = partsSize(pack);
  return {
    id: pack.id,
    type: pack.type as ContentPack['type'],
    slug: pack.slug,
    title: pack.title,
    description: pack.description,
    storePreview: pack.storePreview,
    previews: pack.previews,
    verticalImages: pack.verticalImages,
    author: { id: pack.creator.id, name: pack.creator.name, pic: pack.creator.pic },
    publishDate: pack.publishDate.toISOString(),
    contentReleaseDate: pack.contentReleaseDate,
    saveCount: pack.saveCount,
    purchaseCount: pack.purchaseCount,
    scenesCount: pack.parts.length,
    contentParts: pack.parts.map(toContentPart),
    contentSize,
    assetsSize: pack.assetsSizeBytes,
    packSize: contentSize + pack.assetsSizeBytes,
    hasTrial: pack.parts.some((part) => part.isTrial),
    status: pack.status as ContentPack['status'],
    initialPrice: fromCents(pack.initialPriceCents),
    price: fromCents(pack.priceCents),
    supportedPlatforms: pack.supportedPlatforms as ContentPack['supportedPlatforms'],
    ...viewerFieldsOf(row, viewer),
    is2DViewerEnabled: pack.is2DViewerEnabled,
    isBonusContent: pack.isBonusContent,
    customization: pack.customization,
    isDynamic: pack.parts.some((part) => part.type === 'dynamic'),
    isDemo: pack.isDemo,
    isPreview: pack.isPreview,
    isAllowedToSetCustomPrice: pack.isAllowedToSetCustomPrice,
    customPriceText: pack.customPriceText,
    customPriceLowerBound:
      pack.customPriceLowerBoundCents === null ? null : fromCents(pack.customPriceLowerBoundCents),
    models: pack.models.map(({ model }) => model),
    tags: [...pack.tags]
      .sort((a, b) => a.tag.position - b.tag.position)
      .map(({ tag }) => ({ slug: tag.slug, name: tag.name })),
    location: pack.location,
    studio: pack.studio,
    actors: pack.actors,
    isExclusiveForYearAndLifetime: pack.isExclusiveForYearAndLifetime,
    isAvailableToYearAndLifetimeTariffs: pack.isAvailableToYearAndLifetimeTariffs,
    availableYearAndLifetimeTariffs: tariffsOpening(pack, yearAndLifetimeTariffs),
    buttonText: pack.buttonText,
    categoryId: pack.categoryId,
  };
}

/** A pack a buyer can pay for on its own: not free, not bonus, not yet to come. */
export function isPurchasable(pack: PackRow): boolean {
  return pack.priceCents > 0 && !pack.isBonusContent && !pack.isPreview && !pack.isDemo;
}

/**
 * Our rule (the spec only says a pack is locked while isEnabled is false): an enabled origins
 * pack unlocks when the viewer owns every purchasable pack of its category (`packs`).
 */
export function isOriginsPackUnlockedFor(
  originsPack: { isEnabled: boolean } | null,
  packs: readonly PackRow[],
  viewer: Viewer,
): boolean {
  const purchasable = packs.filter(isPurchasable);
  return (
    originsPack !== null &&
    originsPack.isEnabled &&
    purchasable.length > 0 &&
    purchasable.every((pack) => viewer.ownedPackIds.has(pack.id))
  );
}

export function toCategory(row: CategoryRow, packs: readonly PackRow[], viewer: Viewer): Category {
  const category = localized(row, viewer.language);
  const notOwned = packs.filter(isPurchasable).filter((pack) => !viewer.ownedPackIds.has(pack.id));
  const isOriginsPackUnlocked = isOriginsPackUnlockedFor(category.originsPack, packs, viewer);
  const cents = (value: number | null) => (value === null ? null : fromCents(value));
  return {
    id: category.id,
    name: category.name,
    title: category.title,
    description: category.description,
    position: category.position,
    fullCollectionPrice: fromCents(sum(notOwned.map((pack) => pack.priceCents))),
    contentCount: packs.length,
    isPresaleEnabled: category.isPresaleEnabled,
    isPresaleBought: viewer.boughtPresaleCategoryIds.has(category.id),
    presalePrice: cents(category.presalePriceCents),
    presaleInitialPrice: cents(category.presaleInitialPriceCents),
    presaleImage: category.presaleImage,
    presaleDescription: category.presaleDescription,
    presaleReleaseDate: category.presaleReleaseDate,
    textColor: category.textColor,
    backgroundColor: category.backgroundColor,
    uiFadingOut: category.uiFadingOut,
    techDataImages: {
      mobile: category.techDataImageMobile,
      desktop: category.techDataImageDesktop,
    },
    isOriginsPackUnlocked,
    originsPack: category.originsPack
      ? {
          slug: category.originsPack.slug,
          title: category.originsPack.title,
          descriptionAtStore: localized(category.originsPack, viewer.language).descriptionAtStore,
          image: isOriginsPackUnlocked
            ? category.originsPack.imageUnlocked
            : category.originsPack.imageLocked,
          isLocked: !isOriginsPackUnlocked,
        }
      : null,
    bonusContentPlacing: category.bonusContentPlacing as Category['bonusContentPlacing'],
    originsPackPlacing: category.originsPackPlacing as Category['originsPackPlacing'],
  };
}

/** spec 2 §3: bonus content goes first or last in its category (default last). */
export function placeBonusContent<T extends { isBonusContent: boolean }>(
  items: readonly T[],
  placing: 'first' | 'last',
): T[] {
  const regular = items.filter((item) => !item.isBonusContent);
  const bonus = items.filter((item) => item.isBonusContent);
  return placing === 'first' ? [...bonus, ...regular] : [...regular, ...bonus];
}
