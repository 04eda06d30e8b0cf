import type {
  DeskPackFields,
  DeskPackRow,
  DeskPackState,
  DeskPackTexts,
  DeskPackView,
} from '@parallax/core/contracts/desk-catalog';
import type { EditedPackRow } from './pack-editing.repository.js';

/** Cents (the database) to dollars (the API). */
export const dollars = (cents: number) => cents / 100;

/**
 * Where a pack stands, in this order: a time to come out set (`scheduled`), never out (`draft`),
 * out of the store (`hidden`), then its store status.
 */
export function packStateOf(pack: {
  publishAt: Date | null;
  isDraft: boolean;
  hiddenAt: Date | null;
  status: string;
}): DeskPackState {
  if (pack.publishAt) return 'scheduled';
  if (pack.isDraft) return 'draft';
  if (pack.hiddenAt) return 'hidden';
  return pack.status === 'COMING_SOON' ? 'coming_soon' : 'published';
}

export function toDeskPackRow(
  row: Parameters<typeof packStateOf>[0] & {
    id: string;
    slug: string;
    title: string;
    cover: string;
    priceCents: number;
    initialPriceCents: number;
    categoryTitle: string;
    partsCount: number;
    changedAt: Date;
  },
): DeskPackRow {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    cover: row.cover,
    state: packStateOf(row),
    price: dollars(row.priceCents),
    initialPrice: dollars(row.initialPriceCents),
    categoryTitle: row.categoryTitle,
    partsCount: row.partsCount,
    changedAt: row.changedAt.toISOString(),
  };
}

function englishTexts(pack: EditedPackRow): DeskPackTexts {
  return {
    title: pack.title,
    description: pack.description,
    customPriceText: pack.customPriceText ?? '',
    location: pack.location ?? '',
    role: pack.role ?? '',
    genre: pack.genre ?? '',
    metaTitle: pack.customization.seo?.metaTitle ?? '',
    metaDescription: pack.customization.seo?.metaDescription ?? '',
  };
}

function spanishTexts(pack: EditedPackRow): DeskPackTexts {
  const es = pack.translations.es ?? {};
  return {
    title: es.title ?? '',
    description: es.description ?? '',
    customPriceText: es.customPriceText ?? '',
    location: es.location ?? '',
    role: es.role ?? '',
    genre: es.genre ?? '',
    metaTitle: es.seo?.metaTitle ?? '',
    metaDescription: es.seo?.metaDescription ?? '',
  };
}

/** Every image of the pack, each once: what its cover and store preview may be. */
function imagesOf(pack: EditedPackRow): string[] {
  const all = [
    pack.cover,
    pack.storePreview,
    pack.storePreviewBack,
    pack.unpurchasedImage,
    pack.libraryUnpurchasedPreview,
    ...pack.verticalImages,
    ...pack.previews.map((preview) => preview.imageUrl),
  ];
  return [...new Set(all.filter((image): image is string => Boolean(image)))];
}

/**
 * The editor's view of a pack: what it may change and what it shows beside. Its digest is the
 * revision a save is checked against, so it holds every value the save writes.
 */
export function toDeskPackView(pack: EditedPackRow): DeskPackView {
  return {
    id: pack.id,
    slug: pack.slug,
    state: packStateOf(pack),
    publishAt: pack.publishAt?.toISOString() ?? null,
    publishDate: pack.publishDate.toISOString(),
    contentReleaseDate: pack.contentReleaseDate,
    texts: { en: englishTexts(pack), es: spanishTexts(pack) },
    parts: pack.parts.map((part) => ({
      id: part.id,
      title: { en: part.title, es: part.translations.es?.title ?? '' },
      isTrial: part.isTrial,
    })),
    images: imagesOf(pack),
    cover: pack.cover,
    storePreview: pack.storePreview,
    previews: pack.previews.map(({ imageUrl, videoUrl }) => ({ imageUrl, videoUrl })),
    previewOrder: pack.previews.map((preview) => preview.imageUrl),
    initialPrice: dollars(pack.initialPriceCents),
    price: dollars(pack.priceCents),
    releaseMonth: pack.contentReleaseDate?.slice(0, 7) ?? null,
    isExclusiveForYearAndLifetime: pack.isExclusiveForYearAndLifetime,
    categoryId: pack.categoryId,
    modelIds: pack.models.map((link) => link.modelId),
    tagIds: pack.tags.map((link) => link.tagId).sort(),
  };
}

/**
 * The part of the view a save writes: its digest is the revision, so publishing (which moves the
 * state, not these) leaves an open editor's save valid.
 */
export function editableOf(view: DeskPackView): DeskPackFields {
  return {
    texts: view.texts,
    parts: view.parts,
    cover: view.cover,
    storePreview: view.storePreview,
    previewOrder: view.previewOrder,
    initialPrice: view.initialPrice,
    price: view.price,
    releaseMonth: view.releaseMonth,
    isExclusiveForYearAndLifetime: view.isExclusiveForYearAndLifetime,
    categoryId: view.categoryId,
    modelIds: view.modelIds,
    tagIds: view.tagIds,
  };
}
