import type { DeskPromoCode, DeskPromoCodeInput } from '@parallax/core/contracts/desk-prices';
import { CART_ITEM_TYPES, PROMO_CODE_TYPES } from '@parallax/core/rules/cart';
import { z } from 'zod';
import {
  dateField,
  isoOf,
  localInputOf,
  moneyField,
  numberOrNull,
  wholeField,
} from './form-problems';

/** The promo code editor's fields, as typed. */
export const PromoForm = z
  .object({
    code: z
      .string()
      .refine((value) => value.trim() !== '', 'required')
      .refine((value) => /^[A-Za-z0-9_-]{2,40}$/.test(value.trim()), 'code'),
    type: z.enum(PROMO_CODE_TYPES),
    value: moneyField(),
    scope: z.array(z.enum(CART_ITEM_TYPES)).min(1, 'scope'),
    itemIds: z.array(z.string()),
    usageLimit: wholeField(1, 10_000_000, 'whole', true),
    expiresAt: dateField(),
  })
  .superRefine((value, context) => {
    const number = Number(value.value);
    const isPercent = value.type === 'PERCENT';
    if (
      isPercent &&
      value.value.trim() !== '' &&
      !(Number.isInteger(number) && number >= 1 && number <= 100)
    ) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'percent' });
    }
    if (!isPercent && value.value.trim() !== '' && !(number > 0)) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'money' });
    }
  });
export type PromoFormValues = z.infer<typeof PromoForm>;

export const NEW_PROMO: PromoFormValues = {
  code: '',
  type: 'PERCENT',
  value: '',
  scope: ['content', 'presale', 'tariff'],
  itemIds: [],
  usageLimit: '',
  expiresAt: '',
};

export function promoFormOf(promo: DeskPromoCode): PromoFormValues {
  return {
    code: promo.code,
    type: promo.type,
    value: String(promo.value),
    scope: [...promo.scope],
    itemIds: promo.itemIds ? [...promo.itemIds] : [],
    usageLimit: promo.usageLimit === null ? '' : String(promo.usageLimit),
    expiresAt: localInputOf(promo.expiresAt),
  };
}

/** What the editor saves: no chosen item means every item of the scope (null). */
export function promoBodyOf(values: PromoFormValues): DeskPromoCodeInput {
  return {
    code: values.code.trim(),
    type: values.type,
    value: Number(values.value),
    scope: values.scope,
    itemIds: values.itemIds.length > 0 ? values.itemIds : null,
    usageLimit: numberOrNull(values.usageLimit),
    expiresAt: isoOf(values.expiresAt),
  };
}
