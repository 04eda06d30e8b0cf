import type { DeskDiscountSettings } from '@parallax/core/contracts/desk-prices';
import { PLATFORMS, type Platform } from '@parallax/core/platform';
import { z } from 'zod';
import { dateField, isoOf, localInputOf, wholeField } from './form-problems';

const SOURCE = /^[\w.-]+$/;

const Rule = z.object({
  isEnabled: z.boolean(),
  percent: wholeField(0, 100, 'percent'),
  /** Comma-separated marketing sources; empty: every visitor. */
  sources: z
    .string()
    .refine(
      (value) => sourcesOf(value).every((source) => SOURCE.test(source) && source.length <= 64),
      'sources',
    ),
  /** No platform ticked: every platform. */
  platforms: z.array(z.enum(PLATFORMS)),
});

/** The personal discounts' editor: three discounts and the card promo. */
export const DiscountForm = z.object({
  source14: Rule,
  subscriptionUpgrade: Rule,
  payAsYouGo: Rule,
  cardPromo: z
    .object({
      isEnabled: z.boolean(),
      slug: z.string().refine((value) => /^([a-z0-9]+(-[a-z0-9]+)*)?$/.test(value.trim()), 'slug'),
      firstDropAt: dateField(false),
      dropEveryDays: wholeField(1, 365, 'days'),
      visibilityWindowHours: wholeField(1, 8760, 'whole'),
    })
    .superRefine((value, context) => {
      if (value.isEnabled && value.slug.trim() === '') {
        context.addIssue({ code: 'custom', path: ['slug'], message: 'required' });
      }
    }),
});
export type DiscountFormValues = z.infer<typeof DiscountForm>;
export type DiscountRuleKey = 'source14' | 'subscriptionUpgrade' | 'payAsYouGo';
export const DISCOUNT_RULES: readonly DiscountRuleKey[] = [
  'source14',
  'subscriptionUpgrade',
  'payAsYouGo',
];

function sourcesOf(text: string): string[] {
  return text
    .split(',')
    .map((source) => source.trim())
    .filter((source) => source !== '');
}

export function discountFormOf(settings: DeskDiscountSettings): DiscountFormValues {
  const rule = (key: DiscountRuleKey) => ({
    isEnabled: settings[key].isEnabled,
    percent: String(settings[key].percent),
    sources: (settings[key].sources ?? []).join(', '),
    platforms: [...(settings[key].platforms ?? [])],
  });
  return {
    source14: rule('source14'),
    subscriptionUpgrade: rule('subscriptionUpgrade'),
    payAsYouGo: rule('payAsYouGo'),
    cardPromo: {
      ...settings.cardPromo,
      firstDropAt: localInputOf(settings.cardPromo.firstDropAt),
      dropEveryDays: String(settings.cardPromo.dropEveryDays),
      visibilityWindowHours: String(settings.cardPromo.visibilityWindowHours),
    },
  };
}

export function discountBodyOf(values: DiscountFormValues, revision: string): DeskDiscountSettings {
  const rule = (key: DiscountRuleKey) => {
    const sources = sourcesOf(values[key].sources);
    const platforms: Platform[] = values[key].platforms;
    return {
      isEnabled: values[key].isEnabled,
      percent: Number(values[key].percent),
      sources: sources.length > 0 ? sources : null,
      platforms: platforms.length > 0 ? platforms : null,
    };
  };
  const card = values.cardPromo;
  return {
    source14: rule('source14'),
    subscriptionUpgrade: rule('subscriptionUpgrade'),
    payAsYouGo: rule('payAsYouGo'),
    cardPromo: {
      isEnabled: card.isEnabled,
      slug: card.slug.trim(),
      firstDropAt: isoOf(card.firstDropAt) ?? new Date().toISOString(),
      dropEveryDays: Number(card.dropEveryDays),
      visibilityWindowHours: Number(card.visibilityWindowHours),
    },
    revision,
  };
}
