import { z } from 'zod';
import { Platform } from '../platform.js';
import { CART_ITEM_TYPES, PROMO_CODE_TYPES } from '../rules/cart.js';
import { IsoDateTime, Price, text } from './common.js';
import { DeskDollars, Revision } from './desk-common.js';

// The operator's desk, prices (spec 1 §3 Tariff, promoCodeInfo, personal discounts of §4): the
// tariffs' prices, periods and trials; promo codes; the personal discounts' settings. Money in
// dollars like the rest of the API, cents in the database.

/** At most this many days in a tariff's period or trial (ten years). */
export const MAX_PERIOD_DAYS = 3650;

const Days = z.number().int().min(1).max(MAX_PERIOD_DAYS);

/** A tariff's texts in Spanish: an empty one falls back to the English text. */
const TariffTextsEs = z.object({
  name: text({ trim: true }).max(120),
  description: text({ multiline: true, trim: true }).max(2000),
});

/** At most this many lines on a plan card, and packs in a trial. */
export const MAX_TARIFF_FEATURES = 12;
export const MAX_TRIAL_PACKS = 20;

/**
 * A line of the plan card (spec 1 §3 Tariff featureDataList): the icon the card shows beside it
 * (a name: `library`, `download`, `star`), its text and its Spanish text (empty: the English one).
 */
export const TariffFeature = z.object({
  icon: text({ trim: true })
    .min(1)
    .max(40)
    .regex(/^[a-z0-9-]+$/, 'an icon name: small letters, digits and dashes'),
  description: text({ trim: true }).min(1).max(200),
  esDescription: text({ trim: true }).max(200),
});
export type TariffFeature = z.infer<typeof TariffFeature>;

/** What an operator sets of a tariff (spec 1 §3 Tariff). */
const TariffFields = z.object({
  name: text({ trim: true }).min(1).max(120),
  description: text({ multiline: true, trim: true }).max(2000),
  es: TariffTextsEs,
  price: DeskDollars,
  /** The crossed-out price beside it; null: none. */
  oldPrice: DeskDollars.nullable(),
  isLifetime: z.boolean(),
  /** The period's length; null for a lifetime tariff. */
  durationDays: Days.nullable(),
  isTrialEnabled: z.boolean(),
  trialDurationDays: Days.nullable(),
  trialPrice: DeskDollars.nullable(),
  /** spec 1 §3 differentRecurringPrice: every period after the first costs `recurringPrice`. */
  differentRecurringPrice: z.boolean(),
  recurringPrice: DeskDollars.nullable(),
  /** On sale (in the store and the subscription page). */
  isActive: z.boolean(),
  position: z.number().int().min(0).max(10_000),
  /** The plan card's lines, in order. */
  features: z.array(TariffFeature).max(MAX_TARIFF_FEATURES),
  /** spec 1 §3 trialContentPacks: the content packs its trial opens, in order. */
  trialPackIds: z.array(z.uuid()).max(MAX_TRIAL_PACKS),
});

type TariffFieldsValue = z.infer<typeof TariffFields>;

/** The rules a tariff's fields keep together (the table's checks, said field by field). */
function checkTariff(value: TariffFieldsValue, context: z.RefinementCtx): void {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (value.isLifetime && value.durationDays !== null) {
    issue('durationDays', 'a lifetime tariff has no period');
  }
  if (!value.isLifetime && value.durationDays === null) issue('durationDays', 'required');
  if (value.isTrialEnabled && value.trialDurationDays === null) {
    issue('trialDurationDays', 'required');
  }
  if (value.isTrialEnabled && value.trialPrice === null) issue('trialPrice', 'required');
  if (value.differentRecurringPrice && value.recurringPrice === null) {
    issue('recurringPrice', 'required');
  }
  if (value.differentRecurringPrice && value.isLifetime) {
    issue('recurringPrice', 'a lifetime tariff does not renew');
  }
  value.trialPackIds.forEach((id, index) => {
    if (value.trialPackIds.indexOf(id) !== index) {
      context.addIssue({
        code: 'custom',
        path: ['trialPackIds', index],
        message: 'each pack once',
      });
    }
  });
}

/** A tariff as the desk edits it, with what follows from it and who holds it. */
export const DeskTariff = TariffFields.extend({
  id: z.uuid(),
  /** spec 1 §6: year and lifetime tariffs open the exclusive packs (follows from the period). */
  givesExclusiveAccess: z.boolean(),
  /** What a subscription bought now renews at (the recurring price, else the price). */
  renewalPrice: Price,
  /** Subscriptions of it that still run (their renewal price is kept unless told). */
  liveSubscriptions: z.number().int().nonnegative(),
  revision: Revision,
}).meta({ id: 'DeskTariff' });
export type DeskTariff = z.infer<typeof DeskTariff>;

export const DeskTariffList = z.object({ tariffs: z.array(DeskTariff) });

export const DeskTariffUpdate = TariffFields.extend({
  revision: Revision,
  /**
   * Also renew the tariff's running subscriptions at its new renewal price. Left false, each
   * keeps the renewal price it was sold with.
   */
  applyRenewalToSubscribers: z.boolean().default(false),
}).superRefine(checkTariff);
export type DeskTariffUpdate = z.infer<typeof DeskTariffUpdate>;

export const DeskTariffSaved = z.object({
  tariff: DeskTariff,
  /** Running subscriptions whose renewal price was changed (0 unless asked). */
  repricedSubscriptions: z.number().int().nonnegative(),
});

/** A promo code's text: letters, digits, dash and underscore (matched without regard to case). */
export const PromoCodeText = text({ trim: true })
  .min(2)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, dash and underscore only');

/** What an operator sets of a promo code (spec 1 §3 promoCodeInfo). */
const PromoCodeFields = z.object({
  code: PromoCodeText,
  type: z.enum(PROMO_CODE_TYPES),
  /** PERCENT: a whole percent 1–100; FIXED: dollars off the items it applies to together. */
  value: DeskDollars.positive(),
  /** The kinds of item it takes money off. */
  scope: z.array(z.enum(CART_ITEM_TYPES)).min(1).max(3),
  /** The packs, presale categories or tariffs (of the kinds in scope) it takes off; null: all. */
  itemIds: z.array(z.uuid()).min(1).max(200).nullable(),
  /** How many paid orders may use it; null: no limit. */
  usageLimit: z.number().int().min(1).max(10_000_000).nullable(),
  expiresAt: IsoDateTime.nullable(),
});

function checkPromoCode(value: z.infer<typeof PromoCodeFields>, context: z.RefinementCtx): void {
  if (value.type === 'PERCENT' && (!Number.isInteger(value.value) || value.value > 100)) {
    context.addIssue({ code: 'custom', path: ['value'], message: 'a whole percent, 1 to 100' });
  }
  if (new Set(value.scope).size !== value.scope.length) {
    context.addIssue({ code: 'custom', path: ['scope'], message: 'each kind once' });
  }
}

export const DeskPromoCodeInput = PromoCodeFields.superRefine(checkPromoCode);
export type DeskPromoCodeInput = z.infer<typeof DeskPromoCodeInput>;

export const DeskPromoCodeUpdate = PromoCodeFields.extend({ revision: Revision }).superRefine(
  checkPromoCode,
);
export type DeskPromoCodeUpdate = z.infer<typeof DeskPromoCodeUpdate>;

export const DeskPromoCode = PromoCodeFields.extend({
  id: z.uuid(),
  /** Uses counted so far (each paid order with it counts one). */
  usedCount: z.number().int().nonnegative(),
  /** The paid orders that used it (their promo keeps what the code was then). */
  paidOrders: z.number().int().nonnegative(),
  isExpired: z.boolean(),
  createdAt: IsoDateTime,
  revision: Revision,
}).meta({ id: 'DeskPromoCode' });
export type DeskPromoCode = z.infer<typeof DeskPromoCode>;

export const DeskPromoCodePage = z.object({
  items: z.array(DeskPromoCode),
  total: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
});
export type DeskPromoCodePage = z.infer<typeof DeskPromoCodePage>;

/** An item a promo code may be limited to: a pack, a presale category or a tariff. */
export const DeskPromoItem = z.object({
  type: z.enum(CART_ITEM_TYPES),
  id: z.uuid(),
  title: z.string(),
});
export const DeskPromoItemList = z.object({ items: z.array(DeskPromoItem) });
export type DeskPromoItem = z.infer<typeof DeskPromoItem>;

export const DeskRevisionBody = z.object({ revision: Revision });

/**
 * The personal discounts (spec 1 §4 discount type priority) by the feature flag that configures
 * each, and the percent parameter each reads.
 */
export const PERSONAL_DISCOUNT_FLAGS = {
  source14: { flag: 'source14Discount', percentLabel: 'discountPercentage', defaultPercent: 40 },
  subscriptionUpgrade: {
    flag: 'subscriptionUpgradeDiscount',
    percentLabel: 'discountPercentage',
    defaultPercent: 20,
  },
  payAsYouGo: {
    flag: 'payAsYouGoDiscount',
    percentLabel: 'maxDiscountPercentage',
    defaultPercent: 50,
  },
} as const;
export type PersonalDiscountKind = keyof typeof PERSONAL_DISCOUNT_FLAGS;
export const PERSONAL_DISCOUNT_KINDS = Object.keys(
  PERSONAL_DISCOUNT_FLAGS,
) as PersonalDiscountKind[];
/** The subscribers' card-ownership promo's flag (spec 2 §3 Card ownership). */
export const CARD_PROMO_FLAG = 'cardOwnershipPromo';

const MarketingSource = text({ trim: true })
  .min(1)
  .max(64)
  .regex(/^[\w.-]+$/, 'letters, digits, dot, dash and underscore only');

/** One personal discount: on or off, its percent, and who sees it (null: everyone). */
export const DeskDiscountRule = z.object({
  isEnabled: z.boolean(),
  /** source-14 and upgrade: the percent off; pay-as-you-go: the most it takes off. */
  percent: z.number().int().min(0).max(100),
  sources: z.array(MarketingSource).min(1).max(50).nullable(),
  platforms: z.array(Platform).min(1).max(10).nullable(),
});

/** The card-ownership promo: the pack on offer and its claim windows. */
export const DeskCardPromo = z.object({
  isEnabled: z.boolean(),
  /** The pack on offer (empty: none chosen yet; required to turn the promo on). */
  slug: text({ trim: true })
    .max(120)
    .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'a pack slug'),
  firstDropAt: IsoDateTime,
  dropEveryDays: z.number().int().min(1).max(365),
  visibilityWindowHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365),
});

const DiscountSettingsFields = z.object({
  source14: DeskDiscountRule,
  subscriptionUpgrade: DeskDiscountRule,
  payAsYouGo: DeskDiscountRule,
  cardPromo: DeskCardPromo,
});

export const DeskDiscountSettings = DiscountSettingsFields.extend({ revision: Revision }).meta({
  id: 'DeskDiscountSettings',
});
export type DeskDiscountSettings = z.infer<typeof DeskDiscountSettings>;
