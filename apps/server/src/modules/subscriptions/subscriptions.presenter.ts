import type { Language } from '@parallax/core/platform';
import type { SubscriptionDto, TariffDto } from '@parallax/core/contracts/subscriptions';
import type { PersonalOffer } from '@parallax/core/rules/cart-pricing';
import { fromCents } from '@parallax/core/rules/price';
import { localized } from '@parallax/core/rules/translations';
import {
  flagsOf,
  givesExclusiveAccess,
  tariffKind,
  type SubscriptionStatus,
} from '@parallax/core/rules/subscription';
import type { CatalogSnapshot } from '../catalog/catalog.snapshot.js';
import type { SubscriptionRow } from './subscriptions.repository.js';

type TariffRow = CatalogSnapshot['activeTariffs'][number];

/** What a tariff is to the caller (spec 1 §9 upgrade order): current, on sale to them, its upgrade price. */
type TariffStanding = {
  isCurrent: boolean;
  isAvailable: boolean;
  /** Its trial is for the caller: it has one, and they are a new customer (trials.service.ts). */
  isTrialAvailable: boolean;
  /** An upgrade: the unused part of the current period, and the price after a personal discount. */
  upgrade: { creditCents: number; discountedPriceCents: number } | null;
  /** The caller's personal discount on it (core `personalOffer`), or null. */
  personalOffer: PersonalOffer | null;
};

/** spec 1 §3 Tariff, as the subscription page shows it. */
export function toTariffDto(
  row: TariffRow,
  snapshot: CatalogSnapshot,
  standing: TariffStanding,
  language: Language,
): TariffDto {
  const tariff = localized(row, language);
  const price = fromCents(tariff.priceCents);
  const { upgrade } = standing;
  return {
    id: tariff.id,
    name: tariff.name,
    description: tariff.description,
    featureDataList: tariff.featureDataList,
    price,
    oldPrice: tariff.oldPriceCents === null ? null : fromCents(tariff.oldPriceCents),
    durationDays: tariff.durationDays,
    isLifetime: tariff.isLifetime,
    kind: tariffKind(tariff),
    cartPreview: tariff.cartPreview,
    colours: tariff.colours,
    isTrialEnabled: tariff.isTrialEnabled,
    trialDurationDays: tariff.isTrialEnabled ? tariff.trialDurationDays : null,
    trialPrice:
      tariff.isTrialEnabled && tariff.trialPriceCents !== null
        ? fromCents(tariff.trialPriceCents)
        : null,
    trialContentPacks: tariff.trialContentPackIds.flatMap((id) => {
      const row = snapshot.packById.get(id);
      if (!row) return [];
      const pack = localized(row, language);
      return [{ id: pack.id, title: pack.title, slug: pack.slug, storePreview: pack.storePreview }];
    }),
    differentRecurringPrice:
      tariff.recurringPriceCents === null || tariff.recurringPriceCents === tariff.priceCents
        ? null
        : fromCents(tariff.recurringPriceCents),
    isExclusiveAccess: givesExclusiveAccess(tariff),
    isCurrent: standing.isCurrent,
    isAvailable: standing.isAvailable,
    isTrialAvailable: standing.isTrialAvailable,
    upgradePrice:
      upgrade === null
        ? null
        : fromCents(Math.max(upgrade.discountedPriceCents - upgrade.creditCents, 0)),
    upgradeCredit: upgrade === null ? null : fromCents(upgrade.creditCents),
    personalOffer: standing.personalOffer && {
      price: fromCents(standing.personalOffer.priceCents),
      oldPrice: fromCents(standing.personalOffer.oldPriceCents),
      discountPercentage: standing.personalOffer.percent,
    },
  };
}

/**
 * A subscription's tariff when the catalogue no longer sells it: the terms the subscription was
 * sold on.
 */
function retiredTariff(subscription: SubscriptionRow): TariffRow {
  return {
    id: subscription.tariffId,
    name: subscription.tariffName,
    description: '',
    featureDataList: [],
    priceCents: subscription.renewalPriceCents,
    oldPriceCents: null,
    durationDays: subscription.durationDays,
    isLifetime: subscription.isLifetime,
    cartPreview: null,
    colours: null,
    isTrialEnabled: false,
    trialDurationDays: null,
    trialPriceCents: null,
    trialContentPackIds: [],
    differentRecurringPrice: false,
    recurringPriceCents: null,
    position: 0,
    isActive: false,
    translations: {},
  };
}

const PAYMENT_METHODS = ['card', 'crypto', 'paypal'] as const;

/** spec 1 §3 Subscription with the §4 flags and what its status panel shows. */
export function toSubscriptionDto(
  subscription: SubscriptionRow,
  snapshot: CatalogSnapshot,
  now: Date,
  language: Language,
): SubscriptionDto {
  const status = subscription.status as SubscriptionStatus;
  const tariff =
    snapshot.activeTariffs.find((candidate) => candidate.id === subscription.tariffId) ??
    retiredTariff(subscription);
  const flags = flagsOf({ status, endDate: subscription.endDate, tariff: subscription }, now);
  const isGrace = status === 'GRACE';
  const nextChargeAt =
    status === 'ACTIVE' && !subscription.isLifetime
      ? subscription.endDate
      : isGrace
        ? subscription.nextRetryAt
        : null;
  const method = PAYMENT_METHODS.find((candidate) => candidate === subscription.paymentMethod);
  const tariffDto = toTariffDto(
    tariff,
    snapshot,
    {
      isCurrent: true,
      isAvailable: false,
      isTrialAvailable: false,
      upgrade: null,
      personalOffer: null,
    },
    language,
  );
  return {
    id: subscription.id,
    tariff: tariffDto,
    // spec 2 §3 names it `tariff`; the former name stays while clients move.
    currentTariff: tariffDto,
    startDate: subscription.startDate.toISOString(),
    endDate: subscription.endDate?.toISOString() ?? null,
    status,
    isTrial: subscription.isTrial,
    trialEndsAt: subscription.trialEndsAt?.toISOString() ?? null,
    cardPan: subscription.cardPan,
    acquiringType: subscription.acquiringType,
    paymentSystem: subscription.paymentSystem,
    paymentSystemLogo: null,
    paymentMethod: method ?? null,
    ...flags,
    graceEndsAt: isGrace ? (subscription.graceEndsAt?.toISOString() ?? null) : null,
    nextChargeAt: nextChargeAt?.toISOString() ?? null,
    nextChargePrice: nextChargeAt ? fromCents(subscription.renewalPriceCents) : null,
  };
}
