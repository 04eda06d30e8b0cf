import type {
  OriginsCategoryContent,
  OriginsPack,
  OriginsPackElement,
  OriginsPackElementType,
} from '@parallax/core/contracts/origins';
import { fromCents } from '@parallax/core/rules/price';
import { originsTotals } from '@parallax/core/rules/origins';
import type { PackRow } from '../catalog/catalog.snapshot.js';
import { toContentShortItem } from '../catalog/catalog.presenter.js';
import type { Viewer } from '../catalog/viewer.types.js';
import type { OriginsPackRow } from './origins.repository.js';

type ElementRow = OriginsPackRow['elements'][number];

export function toCategoryContent(pack: PackRow, viewer: Viewer): OriginsCategoryContent {
  return {
    id: pack.id,
    slug: pack.slug,
    title: pack.title,
    cover: pack.cover,
    isDynamic: pack.parts.some((part) => part.type === 'dynamic'),
    price: fromCents(pack.initialPriceCents),
    collectionPrice: fromCents(pack.priceCents),
    isContentOwned: viewer.ownedPackIds.has(pack.id),
  };
}

/** What an element gives away (code, link) leaves the server only for a viewer who unlocked it. */
export function toElement(
  element: ElementRow,
  isLocked: boolean,
  contentPack: PackRow | null,
  viewer: Viewer,
): OriginsPackElement {
  return {
    id: element.id,
    type: element.type as OriginsPackElementType,
    titleLocked: element.titleLocked,
    titleUnlocked: element.titleUnlocked,
    promocodeValue: isLocked ? null : element.promocodeValue,
    downloadLink: isLocked ? null : element.downloadLink,
    buttonText: element.buttonText,
    image: element.image,
    contentPack: contentPack ? toContentShortItem(contentPack, viewer) : null,
  };
}

export function toOriginsPack(
  origins: OriginsPackRow,
  collection: readonly PackRow[],
  elementPacks: ReadonlyMap<string, PackRow>,
  isLocked: boolean,
  viewer: Viewer,
): OriginsPack {
  const categoryContents = collection.map((pack) => toCategoryContent(pack, viewer));
  return {
    categoryId: origins.category.id,
    categoryName: origins.category.title,
    slug: origins.slug,
    isLocked,
    categoryContents,
    ...originsTotals(categoryContents),
    originsPackDto: {
      title: origins.title,
      descriptionLocked: origins.descriptionLocked,
      descriptionUnlocked: origins.descriptionUnlocked,
      imageLocked: origins.imageLocked,
      imageUnlocked: origins.imageUnlocked,
      descriptionAtStore: origins.descriptionAtStore,
      seo: origins.seo,
      elements: origins.elements.map((element) =>
        toElement(
          element,
          isLocked,
          element.contentPackId ? (elementPacks.get(element.contentPackId) ?? null) : null,
          viewer,
        ),
      ),
    },
  };
}
