import type { DeskTariff, DeskTariffUpdate } from '@parallax/core/contracts/desk-prices';
import {
  MAX_PERIOD_DAYS,
  MAX_TARIFF_FEATURES,
  MAX_TRIAL_PACKS,
} from '@parallax/core/contracts/desk-prices';
import { z } from 'zod';
import { moneyField, multilineField, numberOrNull, textField, wholeField } from './form-problems';

const ICON = /^[a-z0-9-]+$/;

/** A line of the plan card as typed: its icon name, and its text in English and Spanish. */
const FeatureForm = z.object({
  icon: textField(40, true).refine(
    (value) => value.trim() === '' || ICON.test(value.trim()),
    'icon',
  ),
  description: textField(200, true),
  esDescription: textField(200),
});

/** The tariff editor's fields, as typed (numbers are text until saved). */
export const TariffForm = z
  .object({
    name: textField(120, true),
    description: multilineField(2000),
    esName: textField(120),
    esDescription: multilineField(2000),
    price: moneyField(),
    oldPrice: moneyField(true),
    isLifetime: z.boolean(),
    durationDays: wholeField(1, MAX_PERIOD_DAYS, 'days', true),
    isTrialEnabled: z.boolean(),
    trialDurationDays: wholeField(1, MAX_PERIOD_DAYS, 'days', true),
    trialPrice: moneyField(true),
    differentRecurringPrice: z.boolean(),
    recurringPrice: moneyField(true),
    isActive: z.boolean(),
    position: wholeField(0, 10_000, 'whole'),
    applyRenewalToSubscribers: z.boolean(),
    features: z.array(FeatureForm).max(MAX_TARIFF_FEATURES, 'tooMany'),
    /** The trial's packs, one chosen per row (objects: the rows of a field array). */
    trialPacks: z
      .array(z.object({ id: z.string().min(1, 'required') }))
      .max(MAX_TRIAL_PACKS, 'tooMany'),
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!value.isLifetime && value.durationDays.trim() === '') issue('durationDays', 'required');
    if (value.isTrialEnabled && value.trialDurationDays.trim() === '') {
      issue('trialDurationDays', 'required');
    }
    if (value.isTrialEnabled && value.trialPrice.trim() === '') issue('trialPrice', 'required');
    if (value.differentRecurringPrice && value.isLifetime) {
      issue('recurringPrice', 'lifetimeRenews');
    } else if (value.differentRecurringPrice && value.recurringPrice.trim() === '') {
      issue('recurringPrice', 'required');
    }
    const ids = value.trialPacks.map((pack) => pack.id);
    ids.forEach((id, index) => {
      if (id !== '' && ids.indexOf(id) !== index) issue(`trialPacks.${index}.id`, 'repeated');
    });
  });
export type TariffFormValues = z.infer<typeof TariffForm>;

const text = (value: number | null) => (value === null ? '' : String(value));

export function tariffFormOf(tariff: DeskTariff): TariffFormValues {
  return {
    name: tariff.name,
    description: tariff.description,
    esName: tariff.es.name,
    esDescription: tariff.es.description,
    price: String(tariff.price),
    oldPrice: text(tariff.oldPrice),
    isLifetime: tariff.isLifetime,
    durationDays: text(tariff.durationDays),
    isTrialEnabled: tariff.isTrialEnabled,
    trialDurationDays: text(tariff.trialDurationDays),
    trialPrice: text(tariff.trialPrice),
    differentRecurringPrice: tariff.differentRecurringPrice,
    recurringPrice: text(tariff.recurringPrice),
    isActive: tariff.isActive,
    position: String(tariff.position),
    applyRenewalToSubscribers: false,
    features: tariff.features.map((feature) => ({ ...feature })),
    trialPacks: tariff.trialPackIds.map((id) => ({ id })),
  };
}

/** What the editor saves (a lifetime tariff has no period; a trial's fields only when on). */
export function tariffBodyOf(values: TariffFormValues, revision: string): DeskTariffUpdate {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    es: { name: values.esName.trim(), description: values.esDescription.trim() },
    price: Number(values.price),
    oldPrice: numberOrNull(values.oldPrice),
    isLifetime: values.isLifetime,
    durationDays: values.isLifetime ? null : numberOrNull(values.durationDays),
    isTrialEnabled: values.isTrialEnabled,
    trialDurationDays: numberOrNull(values.trialDurationDays),
    trialPrice: numberOrNull(values.trialPrice),
    differentRecurringPrice: values.differentRecurringPrice,
    recurringPrice: values.differentRecurringPrice ? numberOrNull(values.recurringPrice) : null,
    isActive: values.isActive,
    position: Number(values.position),
    applyRenewalToSubscribers: values.applyRenewalToSubscribers,
    features: values.features.map((feature) => ({
      icon: feature.icon.trim(),
      description: feature.description.trim(),
      esDescription: feature.esDescription.trim(),
    })),
    trialPackIds: values.trialPacks.map((pack) => pack.id),
    revision,
  };
}

/** The server's field names that the form calls otherwise (`*` an index in a list). */
export const TARIFF_RENAMES = {
  'es.name': 'esName',
  'es.description': 'esDescription',
  'trialPackIds.*': 'trialPacks.*.id',
  trialPackIds: 'trialPacks',
};
/** The form's lists: a refusal inside one lands on its row's field. */
export const TARIFF_LISTS = ['features', 'trialPackIds'];
