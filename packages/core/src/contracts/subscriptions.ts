import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../rules/subscription.js';
import { AssetUrl, IsoDateTime, Price, Slug, text } from './common.js';

// Subscriptions, tariffs, personal discounts and the card-ownership promo (spec 1 §3 Subscription
// and Tariff, §4, §7, §9; spec 2 §3 Personal discount, Card ownership, §4).

export const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);

export const TariffKind = z.enum(['lifetime', 'annual', 'monthly', 'daily']);

export const TariffColours = z.object({
  background: z.string(),
  text: z.string(),
  accent: z.string(),
});

/** A pack a trial opens (spec 1 §3 Tariff trialContentPacks). */
export const TrialContentPack = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: Slug,
  storePreview: AssetUrl.nullable(),
});

/**
 * A personal discount on one tariff (spec 1 §4, spec 2 §3): the price the cart charges for the
 * first period, the price it replaces and the percent taken off (renewals are at the tariff's own
 * price).
 */
export const PersonalOffer = z.object({
  price: Price,
  oldPrice: Price,
  discountPercentage: z.number().int().min(0).max(100),
});
export type PersonalOffer = z.infer<typeof PersonalOffer>;

/**
 * spec 1 §3 Tariff, as the subscription page and the cart show it. `differentRecurringPrice` is the
 * price of every period after the first when it differs from `price` (null: the same). The viewer
 * fields say what this tariff is to the caller: their current one, one they may buy (an upgrade
 * for a subscriber, with its prorated price), or neither (a downgrade).
 */
export const TariffDto = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    featureDataList: z.array(z.object({ icon: z.string(), description: z.string() })),
    price: Price,
    oldPrice: Price.nullable(),
    durationDays: z.number().int().positive().nullable(),
    isLifetime: z.boolean(),
    kind: TariffKind,
    cartPreview: AssetUrl.nullable(),
    colours: TariffColours.nullable(),
    isTrialEnabled: z.boolean(),
    trialDurationDays: z.number().int().positive().nullable(),
    trialPrice: Price.nullable(),
    trialContentPacks: z.array(TrialContentPack),
    differentRecurringPrice: Price.nullable(),
    isExclusiveAccess: z.boolean().describe('spec 1 §6: year and lifetime tariffs open exclusives'),
    isCurrent: z.boolean(),
    isAvailable: z.boolean().describe('the caller may buy it: not held, not a downgrade'),
    isTrialAvailable: z
      .boolean()
      .describe(
        'the caller may start its trial: it has one, and a trial is for new customers only (never to an account that held a subscription)',
      ),
    upgradePrice: Price.nullable().describe(
      'a subscriber upgrading: the price less the unused part of the current period',
    ),
    upgradeCredit: Price.nullable(),
    // A server from before personal offers were shown on the plans (a rolling update) sends none.
    personalOffer: PersonalOffer.nullable()
      .default(null)
      .describe(
        'the caller’s personal discount on this tariff (spec 1 §4), as its banner shows it and the cart charges it: the first period’s price; null: none',
      ),
  })
  .meta({ id: 'Tariff' });
export type TariffDto = z.infer<typeof TariffDto>;

export const TariffList = z.array(TariffDto).meta({ id: 'TariffList' });

/** spec 1 §3 Subscription, with the flags of §4 and what the status panels show. */
export const SubscriptionDto = z
  .object({
    id: z.uuid(),
    /** spec 2 §3 Subscription `tariff`. */
    tariff: TariffDto,
    currentTariff: TariffDto.describe(
      'the same as `tariff`, under its former name (deprecated: kept while clients move)',
    ),
    startDate: IsoDateTime,
    endDate: IsoDateTime.nullable(),
    status: SubscriptionStatus,
    isTrial: z.boolean(),
    trialEndsAt: IsoDateTime.nullable(),
    cardPan: z.string().nullable(),
    acquiringType: z.string().nullable(),
    paymentSystem: z.string().nullable(),
    paymentSystemLogo: AssetUrl.nullable(),
    paymentMethod: z.enum(['card', 'crypto', 'paypal']).nullable(),
    isActive: z.boolean(),
    isCancelled: z.boolean(),
    isGrace: z.boolean(),
    isUpgradeAvailable: z.boolean(),
    /** GRACE: access lasts until then unless a retry succeeds. */
    graceEndsAt: IsoDateTime.nullable(),
    nextChargeAt: IsoDateTime.nullable(),
    nextChargePrice: Price.nullable(),
  })
  .meta({ id: 'Subscription' });
export type SubscriptionDto = z.infer<typeof SubscriptionDto>;

/**
 * GET /api/v1/subscriptions/active: the caller's subscription that gives access, if any; without
 * one, the last one that ended (expired or refunded), whose panel offers to renew it.
 */
export const ActiveSubscription = z
  .object({
    subscription: SubscriptionDto.nullable(),
    // An answer of a server from before ended subscriptions were shown (a rolling update) has none.
    ended: SubscriptionDto.nullable()
      .default(null)
      .describe(
        'no subscription gives access: the caller’s latest one, which ended (null: none ever)',
      ),
  })
  .meta({ id: 'ActiveSubscription' });
export type ActiveSubscription = z.infer<typeof ActiveSubscription>;

export const CancelSubscriptionBody = z.object({ subscriptionId: z.uuid() });

export const ManageSubscriptionResponse = z
  .object({ redirectUrl: z.string().min(1) })
  .meta({ id: 'ManageSubscriptionResponse' });

/** spec 1 §4 discount type priority; spec 2 §3 Personal discount. */
export const PERSONAL_DISCOUNT_TYPES = ['Source14', 'SubUpgrade', 'PayAsYouGo'] as const;
export const PersonalDiscountType = z.enum(PERSONAL_DISCOUNT_TYPES);
export type PersonalDiscountType = z.infer<typeof PersonalDiscountType>;

export const DiscountedTariff = z.object({
  id: z.uuid(),
  name: z.string(),
  price: Price,
  oldPrice: Price.nullable(),
  isLifetime: z.boolean(),
  durationDays: z.number().int().positive().nullable(),
  discountPercentage: z.number().int().min(0).max(100),
});

export const PersonalDiscount = z
  .object({
    type: PersonalDiscountType.nullable(),
    /** The banner's id for the seen check (null: no banner). */
    bannerId: z.string().nullable(),
    purchasedContent: z.array(TrialContentPack),
    discountedTariffs: z.array(DiscountedTariff),
    isEligibleForDiscount: z.boolean(),
    featureFlagName: z.string().nullable(),
    maxDiscountPercentage: z.number().int().min(0).max(100),
  })
  .meta({ id: 'PersonalDiscount' });
export type PersonalDiscount = z.infer<typeof PersonalDiscount>;

export const PersonalDiscountQuery = z.object({
  userPlatform: text().max(32).optional(),
  userSource: text().max(100).optional(),
});

/** spec 1 §7 banner ids: `discord_community`, `personal-discount-PayAsYouGo`, `subscription-upgrade` … */
export const BannerParams = z.object({
  bannerId: text()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9][\w.-]*$/, 'a banner id holds letters, digits, dot, dash and underscore'),
});
/**
 * spec 2 §7 check banner seen "also by user id": whose banner to check (the caller's own, or
 * anyone's for a moderator); absent, the caller's.
 */
export const BannerSeenQuery = z.object({ userId: z.uuid().optional() });
export const BannerSeen = z
  .object({
    bannerId: z.string(),
    /** spec 2 §3 Banner: the seen flag `hasSeen`. */
    hasSeen: z.boolean(),
    seen: z
      .boolean()
      .describe(
        'the same as `hasSeen`, under its former name (deprecated: kept while clients move)',
      ),
  })
  .meta({ id: 'BannerSeen' });

/** spec 2 §3 Card ownership: a pack subscribers may claim for keeps while its window is open. */
export const CardOwnership = z
  .object({
    contentId: z.uuid(),
    slug: Slug,
    title: z.string(),
    storePreview: AssetUrl.nullable(),
    isOwned: z.boolean(),
    ownedReason: z.enum(['claim', 'other']).nullable(),
    claimWindowEnd: IsoDateTime.nullable(),
    claimWindowSecondsLeft: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .default(null)
      .describe(
        'seconds left to claim, by the server’s clock when it answered (a countdown does not trust the device’s clock); null when not claimable',
      ),
    nextDropDate: IsoDateTime.nullable(),
    visibilityWindowHours: z.number().int().positive(),
    isClaimable: z.boolean(),
  })
  .meta({ id: 'CardOwnership' });
export type CardOwnership = z.infer<typeof CardOwnership>;

export const CardOwnershipResponse = z
  .object({ promo: CardOwnership.nullable() })
  .meta({ id: 'CardOwnershipResponse' });

/** Development: move the server's clock forward and run what fell due. */
export const ClockAdvance = z.object({
  hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 800)
    .default(0),
  days: z.number().int().min(0).max(800).default(0),
});
export const ClockState = z
  .object({ now: IsoDateTime, offsetMs: z.number().int(), ran: z.record(z.string(), z.number()) })
  .meta({ id: 'ClockState' });
