import {
  CARD_PROMO_FLAG,
  PERSONAL_DISCOUNT_FLAGS,
  PERSONAL_DISCOUNT_KINDS,
  type DeskDiscountSettings,
} from '@parallax/core/contracts/desk-prices';
import { Platform } from '@parallax/core/platform';
import { flagPercent } from '@parallax/core/rules/discount-flags';
import { z } from 'zod';
import type { FlagRow } from './flag-editing.repository.js';

/** What the desk edits of the personal discounts' flags: their revision's digest. */
export type DiscountSettings = Omit<DeskDiscountSettings, 'revision'>;
type Rule = DiscountSettings['source14'];

/** The card promo's customInfo, as far as it is set (the discounts module reads it whole). */
const StoredCardPromo = z.object({
  slug: z.string().catch(''),
  firstDropAt: z.iso.datetime({ offset: true }).catch('2026-01-05T12:00:00.000Z'),
  dropEveryDays: z.number().int().min(1).max(365).catch(7),
  visibilityWindowHours: z.number().int().min(1).max(8760).catch(48),
});

const emptyFlag = (name: string): FlagRow => ({
  name,
  isEnabled: false,
  params: [],
  customInfo: null,
  platforms: null,
  sources: null,
});

/** The settings as the flags hold them now (a flag missing reads as off, with its defaults). */
export function discountSettingsOf(rows: readonly FlagRow[]): DiscountSettings {
  const byName = new Map(rows.map((row) => [row.name, row]));
  const flag = (name: string) => byName.get(name) ?? emptyFlag(name);
  const ruleOf = (kind: keyof typeof PERSONAL_DISCOUNT_FLAGS): Rule => {
    const { flag: name, percentLabel, defaultPercent } = PERSONAL_DISCOUNT_FLAGS[kind];
    const row = flag(name);
    const platforms = row.platforms?.filter((id) => Platform.safeParse(id).success) ?? null;
    return {
      isEnabled: row.isEnabled,
      percent: flagPercent(row.params, percentLabel, defaultPercent),
      sources: row.sources?.length ? row.sources : null,
      platforms: platforms?.length ? (platforms as Platform[]) : null,
    };
  };
  const card = flag(CARD_PROMO_FLAG);
  return {
    source14: ruleOf('source14'),
    subscriptionUpgrade: ruleOf('subscriptionUpgrade'),
    payAsYouGo: ruleOf('payAsYouGo'),
    cardPromo: { isEnabled: card.isEnabled, ...StoredCardPromo.parse(card.customInfo ?? {}) },
  };
}

/** The flags written for `settings`: the other params and custom info of each kept. */
export function flagRowsOf(rows: readonly FlagRow[], settings: DiscountSettings): FlagRow[] {
  const byName = new Map(rows.map((row) => [row.name, row]));
  const flag = (name: string) => byName.get(name) ?? emptyFlag(name);
  const rules = PERSONAL_DISCOUNT_KINDS.map((kind): FlagRow => {
    const { flag: name, percentLabel } = PERSONAL_DISCOUNT_FLAGS[kind];
    const row = flag(name);
    const rule = settings[kind];
    return {
      ...row,
      isEnabled: rule.isEnabled,
      params: [
        ...row.params.filter((param) => param.label !== percentLabel),
        { label: percentLabel, value: String(rule.percent) },
      ],
      sources: rule.sources,
      platforms: rule.platforms,
    };
  });
  const card = flag(CARD_PROMO_FLAG);
  const { isEnabled, ...promo } = settings.cardPromo;
  return [...rules, { ...card, isEnabled, customInfo: { ...card.customInfo, ...promo } }];
}

export const DISCOUNT_FLAG_NAMES = [
  ...PERSONAL_DISCOUNT_KINDS.map((kind) => PERSONAL_DISCOUNT_FLAGS[kind].flag),
  CARD_PROMO_FLAG,
];
