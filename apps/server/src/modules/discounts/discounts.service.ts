import type {
  PersonalDiscount,
  PersonalDiscountType,
} from '@parallax/core/contracts/subscriptions';
import { CARD_PROMO_FLAG, PERSONAL_DISCOUNT_FLAGS } from '@parallax/core/contracts/desk-prices';
import type { FeatureFlag } from '@parallax/core/contracts/flags';
import { Platform, type Language } from '@parallax/core/platform';
import { personalOffer } from '@parallax/core/rules/cart-pricing';
import { flagPercent } from '@parallax/core/rules/discount-flags';
import type { SubscriptionAccess } from '@parallax/core/rules/entitlement';
import { fromCents } from '@parallax/core/rules/price';
import { isUpgrade } from '@parallax/core/rules/subscription';
import { localized } from '@parallax/core/rules/translations';
import type {
  CatalogSnapshot,
  CatalogSnapshotSource,
  PackRow,
} from '../catalog/catalog.snapshot.js';
import type { FlagsService } from '../flags/flags.service.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import { createCardPromoService } from './card-promo.service.js';
import type { DiscountsRepository } from './discounts.repository.js';

/**
 * Each personal discount's feature flag (its name, percent parameter and our default percent),
 * as the desk edits it.
 */
const FLAG_OF = {
  Source14: PERSONAL_DISCOUNT_FLAGS.source14,
  SubUpgrade: PERSONAL_DISCOUNT_FLAGS.subscriptionUpgrade,
  PayAsYouGo: PERSONAL_DISCOUNT_FLAGS.payAsYouGo,
} satisfies Record<
  PersonalDiscountType,
  { flag: string; percentLabel: string; defaultPercent: number }
>;
/** spec 2 §9: at most 8 previews of the packs bought. */
const PURCHASED_CONTENT_LIMIT = 8;

const bannerIdOf = (type: PersonalDiscountType) => `personal-discount-${type}`;

/** The percent `flag` names for the discount `type`: its percent off, or pay-as-you-go's most. */
function percentOf(type: PersonalDiscountType, flag: FeatureFlag): number {
  const { percentLabel, defaultPercent } = FLAG_OF[type];
  return flagPercent(flag.params, percentLabel, defaultPercent);
}

type TariffRow = CatalogSnapshot['activeTariffs'][number];
type TariffOffer = { tariff: TariffRow; percent: number };
type Caller = { userId: string | null; platform?: string; source?: string };
type Discount = {
  type: PersonalDiscountType;
  offers: TariffOffer[];
  purchased: PackRow[];
  maxDiscountPercentage: number;
};

type DiscountsDeps = {
  repository: DiscountsRepository;
  snapshot: CatalogSnapshotSource;
  flags: FlagsService;
  ownership: Pick<OwnershipService, 'ownedPackIds' | 'grantedPacks' | 'grantClaim'>;
  /** What the user's subscription opens now (the subscription access service's). */
  subscriptionAccessOf: (userId: string) => Promise<SubscriptionAccess>;
  /**
   * The tariff of the user's subscription while it renews: what an upgrade starts from. A
   * cancelled subscription is not upgraded (a new plan replaces what is left of it).
   */
  renewingTariffOf: (userId: string) => Promise<SubscriptionAccess['tariff']>;
  /** The marketing source the user signed up from (spec 1 §1 attribution), or null. */
  userSourceOf: (userId: string) => Promise<string | null>;
  now: () => Date;
};

async function enabledFlags(
  deps: DiscountsDeps,
  caller: Caller,
): Promise<Map<string, FeatureFlag>> {
  const platform = Platform.safeParse(caller.platform).data ?? 'web_app';
  // A signed-in user keeps the source they came from: the cart, which is not told it, then
  // charges what the banner promised.
  const source =
    caller.source ?? (caller.userId ? await deps.userSourceOf(caller.userId) : null) ?? undefined;
  const list = await deps.flags.list(platform, source);
  return new Map(list.filter((flag) => flag.isEnabled).map((flag) => [flag.name, flag]));
}

/** The tariff of the subscription that gives the user access now (its period…), or null. */
async function subscriberTariff(deps: DiscountsDeps, userId: string) {
  return (await deps.subscriptionAccessOf(userId)).tariff;
}

/** The packs the user paid for, in store order. */
async function purchasedPacks(deps: DiscountsDeps, userId: string): Promise<PackRow[]> {
  const bought = new Set(
    (await deps.ownership.grantedPacks(userId))
      .filter((granted) => granted.source === 'purchase')
      .map((granted) => granted.contentPackId),
  );
  // What they paid for counts, a pack since hidden by a moderator too.
  return (await deps.snapshot.get()).withHidden.packs.filter((pack) => bought.has(pack.id));
}

/** One percent off every tariff the caller may buy, from the flag (source-14, upgrade). */
function flatDiscount(
  type: 'Source14' | 'SubUpgrade',
  flag: FeatureFlag,
  buyable: readonly TariffRow[],
): Discount {
  const percent = percentOf(type, flag);
  return {
    type,
    offers: buyable.map((tariff) => ({ tariff, percent })),
    purchased: [],
    maxDiscountPercentage: percent,
  };
}

/**
 * Our reading of spec 2 §3: what the packs cost counts towards a tariff, as a share of its price,
 * up to the flag's maximum.
 */
async function payAsYouGoDiscount(
  deps: DiscountsDeps,
  flag: FeatureFlag,
  userId: string,
  activeTariffs: readonly TariffRow[],
): Promise<Discount | null> {
  const purchased = await purchasedPacks(deps, userId);
  if (purchased.length === 0) return null;
  const max = percentOf('PayAsYouGo', flag);
  const spentCents = purchased.reduce((sum, pack) => sum + pack.priceCents, 0);
  const offers = activeTariffs
    .filter((tariff) => tariff.priceCents > 0)
    .map((tariff) => ({
      tariff,
      percent: Math.min(max, Math.floor((spentCents * 100) / tariff.priceCents)),
    }))
    .filter((offer) => offer.percent > 0);
  if (offers.length === 0) return null;
  return { type: 'PayAsYouGo', offers, purchased, maxDiscountPercentage: max };
}

/** spec 1 §4: source-14, then subscription upgrade (signed in), then pay-as-you-go. */
async function discountOf(deps: DiscountsDeps, caller: Caller): Promise<Discount | null> {
  const enabled = await enabledFlags(deps, caller);
  const { activeTariffs } = await deps.snapshot.get();
  const current = caller.userId ? await deps.renewingTariffOf(caller.userId) : null;
  // A renewing subscriber is offered only what they may buy: tariffs above theirs (spec 1 §9);
  // a cancelled one may buy any plan, which replaces theirs, and is offered no upgrade.
  const buyable = current
    ? activeTariffs.filter((tariff) => isUpgrade(current, tariff))
    : activeTariffs;
  const source14 = enabled.get(FLAG_OF.Source14.flag);
  if (source14 && buyable.length > 0) return flatDiscount('Source14', source14, buyable);
  if (!caller.userId) return null;
  const upgrade = enabled.get(FLAG_OF.SubUpgrade.flag);
  if (current) {
    return upgrade && buyable.length > 0 ? flatDiscount('SubUpgrade', upgrade, buyable) : null;
  }
  const payAsYouGo = enabled.get(FLAG_OF.PayAsYouGo.flag);
  return payAsYouGo ? payAsYouGoDiscount(deps, payAsYouGo, caller.userId, activeTariffs) : null;
}

const NO_DISCOUNT: PersonalDiscount = {
  type: null,
  bannerId: null,
  purchasedContent: [],
  discountedTariffs: [],
  isEligibleForDiscount: false,
  featureFlagName: null,
  maxDiscountPercentage: 0,
};

/** spec 1 §7 personalDiscount: the banner's discount, its tariffs and pack titles in `language`. */
function toPersonalDiscount(discount: Discount, language: Language): PersonalDiscount {
  return {
    type: discount.type,
    bannerId: bannerIdOf(discount.type),
    purchasedContent: discount.purchased
      .slice(0, PURCHASED_CONTENT_LIMIT)
      .map((row) => localized(row, language))
      .map((pack) => ({
        id: pack.id,
        title: pack.title,
        slug: pack.slug,
        storePreview: pack.storePreview,
      })),
    discountedTariffs: discount.offers.map(({ tariff: row, percent }) => {
      const tariff = localized(row, language);
      // The plan cards and the cart price the tariff with the same rule (tariff pricing).
      const offer = personalOffer(tariff.priceCents, percent);
      return {
        id: tariff.id,
        name: tariff.name,
        price: fromCents(offer?.priceCents ?? tariff.priceCents),
        oldPrice: fromCents(tariff.priceCents),
        isLifetime: tariff.isLifetime,
        durationDays: tariff.durationDays,
        discountPercentage: offer?.percent ?? 0,
      };
    }),
    isEligibleForDiscount: discount.offers.length > 0,
    featureFlagName: FLAG_OF[discount.type].flag,
    maxDiscountPercentage: discount.maxDiscountPercentage,
  };
}

/**
 * Personal discounts (spec 1 §4 discount type priority, §7; spec 2 §3 Personal discount) and the
 * subscribers' card-ownership promo (card-promo.service.ts), both configured by feature flags.
 * Tariff pricing asks `tariffDiscountPercents`, so a tariff costs at checkout what the banner
 * said.
 */
export function createDiscountsService(deps: DiscountsDeps) {
  const { repository, now } = deps;
  const cardPromo = createCardPromoService({
    ...deps,
    promoFlag: async () => (await enabledFlags(deps, { userId: null })).get(CARD_PROMO_FLAG),
    isSubscriber: async (userId) => (await subscriberTariff(deps, userId)) !== null,
  });

  return {
    /**
     * spec 1 §7 personal discount banners and tariffs per type (userPlatform, userSource); the
     * tariff names and pack titles in `language`, like every catalog text.
     */
    async personal(caller: Caller, language: Language): Promise<PersonalDiscount> {
      const discount = await discountOf(deps, caller);
      return discount ? toPersonalDiscount(discount, language) : NO_DISCOUNT;
    },

    /**
     * The caller's personal discount on each tariff it takes something off, by tariff id (a
     * tariff missing: none): the percent taken off its price with `personalOffer`.
     */
    async tariffDiscountPercents(
      userId: string | null,
      context: { source?: string; platform?: string },
    ): Promise<Map<string, number>> {
      const discount = await discountOf(deps, { userId, ...context });
      return new Map((discount?.offers ?? []).map((offer) => [offer.tariff.id, offer.percent]));
    },

    /** spec 1 §4: a banner opens unless the user has seen it. */
    hasSeenBanner: (userId: string, bannerId: string) => repository.hasSeen(userId, bannerId),

    /** Not now, or closing the banner. */
    markBannerSeen: (userId: string, bannerId: string) =>
      repository.markSeen(userId, bannerId, now()),

    cardPromo: cardPromo.cardPromo,
    claimCardPromo: cardPromo.claimCardPromo,
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
