import type { CartItemDto } from '@parallax/core/contracts/cart';
import type { Language } from '@parallax/core/platform';
import type { CartOffer } from '@parallax/core/rules/cart';
import { fromCents } from '@parallax/core/rules/price';
import { localized } from '@parallax/core/rules/translations';
import { isPurchasable } from '../catalog/catalog.presenter.js';
import type { CatalogSnapshot, PackRow } from '../catalog/catalog.snapshot.js';

/** What a line shows besides its sums: the catalogue's side of CartItemDto. */
type LineDisplay = Omit<
  CartItemDto,
  | 'initialSum'
  | 'salePrice'
  | 'finalSum'
  | 'coveredByPresale'
  | 'coveredByLifetimeSubscription'
  | 'upgradeCredit'
> & { isSubscriptionTrial: boolean };

export type Entry = {
  offer: CartOffer;
  display: Omit<LineDisplay, 'customPrice' | 'isSubscriptionTrial'>;
};

const noDisplay = {
  contentPackId: null,
  presaleCategoryId: null,
  tariffId: null,
  presaleCategoryName: null,
  tariffName: null,
  creator: null,
  previews: { previewLink: null, videoPreviewLink: null },
  storePreview: null,
  presaleCategoryImage: null,
  tariffCartPreview: null,
  numberOfContentItems: 0,
  slug: null,
  isDynamic: false,
  tariffDurationDays: null,
  isLifetimeTariff: false,
  regularTariffPrice: null,
  trialDurationDays: null,
};

type CategoryRow = CatalogSnapshot['categories'][number];
type TariffRow = CatalogSnapshot['activeTariffs'][number];

function packEntry(row: PackRow, presaleIds: ReadonlySet<string>, language: Language): Entry {
  const pack = localized(row, language);
  const [preview] = pack.previews;
  return {
    offer: {
      type: 'content',
      id: pack.id,
      salePriceCents: pack.priceCents,
      initialPriceCents: pack.initialPriceCents,
      customPriceLowerBoundCents: pack.isAllowedToSetCustomPrice
        ? (pack.customPriceLowerBoundCents ?? 0)
        : null,
      presaleCategoryId: presaleIds.has(pack.categoryId) ? pack.categoryId : null,
    },
    display: {
      ...noDisplay,
      contentPackId: pack.id,
      title: pack.title,
      description: pack.description,
      creator: { id: pack.creator.id, username: pack.creator.username, avatar: pack.creator.pic },
      previews: {
        previewLink: preview?.imageUrl ?? null,
        videoPreviewLink: preview?.videoUrl ?? null,
      },
      storePreview: pack.storePreview,
      numberOfContentItems: pack.parts.length,
      slug: pack.slug,
      isDynamic: pack.parts.some((part) => part.type === 'dynamic'),
    },
  };
}

function presaleEntry(row: CategoryRow, snapshot: CatalogSnapshot, language: Language): Entry {
  const category = localized(row, language);
  const salePriceCents = category.presalePriceCents ?? 0;
  return {
    offer: {
      type: 'presale',
      id: category.id,
      salePriceCents,
      initialPriceCents: category.presaleInitialPriceCents ?? salePriceCents,
    },
    display: {
      ...noDisplay,
      presaleCategoryId: category.id,
      title: category.title,
      presaleCategoryName: category.name,
      description: category.presaleDescription ?? category.description,
      presaleCategoryImage: category.presaleImage,
      numberOfContentItems: snapshot.packs.filter((pack) => pack.categoryId === category.id).length,
    },
  };
}

function tariffEntry(row: TariffRow, language: Language): Entry {
  const tariff = localized(row, language);
  return {
    offer: {
      type: 'tariff',
      id: tariff.id,
      salePriceCents: tariff.priceCents,
      initialPriceCents: tariff.oldPriceCents ?? tariff.priceCents,
      trialPriceCents: tariff.isTrialEnabled ? tariff.trialPriceCents : null,
    },
    display: {
      ...noDisplay,
      tariffId: tariff.id,
      title: tariff.name,
      tariffName: tariff.name,
      description: tariff.description,
      tariffCartPreview: tariff.cartPreview,
      tariffDurationDays: tariff.durationDays,
      isLifetimeTariff: tariff.isLifetime,
      regularTariffPrice: fromCents(tariff.priceCents),
      trialDurationDays: tariff.isTrialEnabled ? tariff.trialDurationDays : null,
    },
  };
}

/**
 * What the store sells, by id (spec 1 §3): each pack, presale and tariff as the cart rules price
 * it (its offer, in cents) and as a cart line shows it, in `language`.
 */
export function cartCatalogueOf(snapshot: CatalogSnapshot, language: Language): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  const presaleCategories = snapshot.categories.filter(
    (category) => category.isPresaleEnabled && category.presalePriceCents !== null,
  );
  const presaleIds = new Set(presaleCategories.map((category) => category.id));
  for (const row of snapshot.packs) {
    // Exclusive packs come with the annual and lifetime tariffs only (spec 1 §6).
    if (!isPurchasable(row) || row.isExclusiveForYearAndLifetime) continue;
    entries.set(row.id, packEntry(row, presaleIds, language));
  }
  for (const row of presaleCategories) entries.set(row.id, presaleEntry(row, snapshot, language));
  for (const row of snapshot.activeTariffs) entries.set(row.id, tariffEntry(row, language));
  return entries;
}
