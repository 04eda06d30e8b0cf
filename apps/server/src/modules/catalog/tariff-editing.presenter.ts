import type {
  DeskTariff,
  DeskTariffUpdate,
  TariffFeature,
} from '@parallax/core/contracts/desk-prices';
import { fromCents, toCents } from '@parallax/core/rules/price';
import { givesExclusiveAccess } from '@parallax/core/rules/subscription';
import { revisionOf } from '../../db/revision.js';
import type { TariffEditRow, TariffEditValues } from './tariff-editing.repository.js';

/** What the desk edits of a tariff: its revision's digest. */
export type TariffEditable = Omit<DeskTariffUpdate, 'revision' | 'applyRenewalToSubscribers'>;

const dollars = (cents: number | null) => (cents === null ? null : fromCents(cents));
const cents = (value: number | null) => (value === null ? null : toCents(value));

export function tariffEditableOf(row: TariffEditRow): TariffEditable {
  const es = row.translations.es ?? {};
  return {
    name: row.name,
    description: row.description,
    es: { name: es.name ?? '', description: es.description ?? '' },
    price: fromCents(row.priceCents),
    oldPrice: dollars(row.oldPriceCents),
    isLifetime: row.isLifetime,
    durationDays: row.durationDays,
    isTrialEnabled: row.isTrialEnabled,
    trialDurationDays: row.trialDurationDays,
    trialPrice: dollars(row.trialPriceCents),
    differentRecurringPrice: row.differentRecurringPrice,
    recurringPrice: dollars(row.recurringPriceCents),
    isActive: row.isActive,
    position: row.position,
    features: featuresOf(row),
    trialPackIds: row.trialContentPackIds,
  };
}

/** The plan card's lines, each with its Spanish text ('' where it is the English one). */
function featuresOf(row: TariffEditRow): TariffFeature[] {
  const spanish = row.translations.es?.featureDataList ?? [];
  return row.featureDataList.map((feature, index) => {
    const es = spanish[index]?.description ?? '';
    return {
      icon: feature.icon,
      description: feature.description,
      esDescription: es === feature.description ? '' : es,
    };
  });
}

/**
 * The Spanish plan card: the store shows it whole in place of the English one, so each line
 * falls back to its English text; none when no line has a Spanish text.
 */
function spanishFeatures(features: readonly TariffFeature[]) {
  if (!features.some((feature) => feature.esDescription)) return {};
  const featureDataList = features.map((feature) => ({
    icon: feature.icon,
    description: feature.esDescription || feature.description,
  }));
  return { featureDataList };
}

/**
 * The desk's fields as the table keeps them: Spanish texts left empty fall back to English (the
 * other translated texts kept), a recurring price only when it differs.
 */
export function tariffValuesOf(row: TariffEditRow, input: TariffEditable): TariffEditValues {
  // Any other Spanish text the desk does not edit is kept.
  const kept = Object.entries(row.translations.es ?? {}).filter(
    ([key]) => key !== 'name' && key !== 'description' && key !== 'featureDataList',
  );
  const es = {
    ...Object.fromEntries(kept),
    ...(input.es.name ? { name: input.es.name } : {}),
    ...(input.es.description ? { description: input.es.description } : {}),
    ...spanishFeatures(input.features),
  };
  return {
    name: input.name,
    description: input.description,
    translations: { ...row.translations, es },
    priceCents: toCents(input.price),
    oldPriceCents: cents(input.oldPrice),
    isLifetime: input.isLifetime,
    durationDays: input.isLifetime ? null : input.durationDays,
    isTrialEnabled: input.isTrialEnabled,
    trialDurationDays: input.trialDurationDays,
    trialPriceCents: cents(input.trialPrice),
    differentRecurringPrice: input.differentRecurringPrice,
    recurringPriceCents: input.differentRecurringPrice ? cents(input.recurringPrice) : null,
    isActive: input.isActive,
    position: input.position,
    featureDataList: input.features.map(({ icon, description }) => ({ icon, description })),
    trialContentPackIds: [...input.trialPackIds],
  };
}

export function toDeskTariff(
  row: TariffEditRow,
  held: { liveSubscriptions: number; renewalPriceCents: number },
): DeskTariff {
  const editable = tariffEditableOf(row);
  return {
    ...editable,
    id: row.id,
    givesExclusiveAccess: givesExclusiveAccess(row),
    renewalPrice: fromCents(held.renewalPriceCents),
    liveSubscriptions: held.liveSubscriptions,
    revision: revisionOf(editable),
  };
}
