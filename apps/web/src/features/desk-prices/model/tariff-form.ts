import type { DeskTariff, DeskTariffUpdate } from '@parallax/core/contracts/desk-prices';
import { MAX_PERIOD_DAYS } from '@parallax/core/contracts/desk-prices';
import { z } from 'zod';
import { moneyField, multilineField, numberOrNull, textField, wholeField } from './form-problems';

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
    revision,
  };
}

/** The server's field names that the form calls otherwise. */
export const TARIFF_RENAMES = { 'es.name': 'esName', 'es.description': 'esDescription' };
