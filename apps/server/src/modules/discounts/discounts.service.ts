import type {
  CardOwnership,
  PersonalDiscount,
  PersonalDiscountType,
} from '@parallax/core/contracts/subscriptions';
import type { FeatureFlag } from '@parallax/core/contracts/flags';
import { DomainError } from '@parallax/core/errors';
import { Platform, type Language } from '@parallax/core/platform';
import { afterPersonalDiscount } from '@parallax/core/rules/cart';
import { discountPercent, fromCents } from '@parallax/core/rules/price';
import { DAY_MS, HOUR_MS, isUpgrade } from '@parallax/core/rules/subscription';
import { localized } from '@parallax/core/rules/translations';
import { z } from 'zod';
import type {
  CatalogSnapshot,
  CatalogSnapshotSource,
  PackRow,
} from '../catalog/catalog.snapshot.js';
import type { FlagsService } from '../flags/flags.service.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import type { DiscountsRepository } from './discounts.repository.js';

/** The tariff of the subscription that gives the user access now (its period, trial, grace…). */
export type SubscriberTariff = { isLifetime: boolean; durationDays: number | null };

/** The feature flags that configure personal discounts and the card-ownership promo. */
const DISCOUNT_FLAGS = {
  Source14: 'source14Discount',
  SubUpgrade: 'subscriptionUpgradeDiscount',
  PayAsYouGo: 'payAsYouGoDiscount',
  cardPromo: 'cardOwnershipPromo',
} as const;

/** Our defaults where a flag names no percentage (params label `discountPercentage`). */
const DEFAULT_PERCENT = { Source14: 40, SubUpgrade: 20 } as const;
const DEFAULT_MAX_PAY_AS_YOU_GO_PERCENT = 50;
/** spec 2 §9: at most 8 previews of the packs bought. */
const PURCHASED_CONTENT_LIMIT = 8;

/** `cardOwnershipPromo` customInfo: the pack on offer and when its claim windows open. */
const CardPromoConfig = z.object({
  slug: z.string().min(1),
  firstDropAt: z.iso.datetime({ offset: true }),
  dropEveryDays: z.number().int().positive(),
  visibilityWindowHours: z.number().int().positive(),
});

const bannerIdOf = (type: PersonalDiscountType) => `personal-discount-${type}`;

function percentParam(flag: FeatureFlag, label: string, fallback: number): number {
  const value = Number(flag.params.find((param) => param.label === label)?.value);
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : fallback;
}

type TariffOffer = { tariff: CatalogSnapshot['activeTariffs'][number]; percent: number };
type Caller = { userId: string | null; platform?: string; source?: string };
type Discount = {
  type: PersonalDiscountType;
  offers: TariffOffer[];
  purchased: PackRow[];
  maxDiscountPercentage: number;
};

/**
 * Personal discounts (spec 1 §4 discount type priority, §7; spec 2 §3 Personal discount) and the
 * subscribers' card-ownership promo (spec 2 §3 Card ownership, §4 Card promo), both configured by
 * feature flags. The cart asks `tariffDiscountPercent`, so a tariff costs at checkout what the
 * banner said.
 */
export function createDiscountsService(deps: {
  repository: DiscountsRepository;
  snapshot: CatalogSnapshotSource;
  flags: FlagsService;
  ownership: Pick<OwnershipService, 'ownedPackIds' | 'grantedPacks' | 'grantClaim'>;
  /** The tariff of the user's subscription that gives access now, or null. */
  subscriberTariff: (userId: string) => Promise<SubscriberTariff | null>;
  /** The marketing source the user signed up from (spec 1 §1 attribution), or null. */
  userSourceOf: (userId: string) => Promise<string | null>;
  now: () => Date;
}) {
  const { repository, snapshot, flags, ownership, subscriberTariff, userSourceOf, now } = deps;

  async function enabledFlags(caller: Caller): Promise<Map<string, FeatureFlag>> {
    const platform = Platform.safeParse(caller.platform).data ?? 'web_app';
    // A signed-in user keeps the source they came from: the cart, which is not told it, then
    // charges what the banner promised.
    const source =
      caller.source ?? (caller.userId ? await userSourceOf(caller.userId) : null) ?? undefined;
    const list = await flags.list(platform, source);
    return new Map(list.filter((flag) => flag.isEnabled).map((flag) => [flag.name, flag]));
  }

  /** spec 1 §4: source-14, then subscription upgrade (signed in), then pay-as-you-go. */
  async function discountOf(caller: Caller): Promise<Discount | null> {
    const enabled = await enabledFlags(caller);
    const { activeTariffs } = await snapshot.get();
    const current = caller.userId ? await subscriberTariff(caller.userId) : null;
    // A subscriber is offered only what they may buy: tariffs above theirs (spec 1 §9).
    const buyable = current
      ? activeTariffs.filter((tariff) => isUpgrade(current, tariff))
      : activeTariffs;

    const source14 = enabled.get(DISCOUNT_FLAGS.Source14);
    if (source14 && buyable.length > 0) {
      const percent = percentParam(source14, 'discountPercentage', DEFAULT_PERCENT.Source14);
      return {
        type: 'Source14',
        offers: buyable.map((tariff) => ({ tariff, percent })),
        purchased: [],
        maxDiscountPercentage: percent,
      };
    }
    if (!caller.userId) return null;

    const upgrade = enabled.get(DISCOUNT_FLAGS.SubUpgrade);
    if (current) {
      if (!upgrade || buyable.length === 0) return null;
      const percent = percentParam(upgrade, 'discountPercentage', DEFAULT_PERCENT.SubUpgrade);
      return {
        type: 'SubUpgrade',
        offers: buyable.map((tariff) => ({ tariff, percent })),
        purchased: [],
        maxDiscountPercentage: percent,
      };
    }

    const payAsYouGo = enabled.get(DISCOUNT_FLAGS.PayAsYouGo);
    if (!payAsYouGo) return null;
    const purchased = await purchasedPacks(caller.userId);
    if (purchased.length === 0) return null;
    const max = percentParam(
      payAsYouGo,
      'maxDiscountPercentage',
      DEFAULT_MAX_PAY_AS_YOU_GO_PERCENT,
    );
    // Our reading of spec 2 §3: what the packs cost counts towards a tariff, as a share of its
    // price, up to the flag's maximum.
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

  /** The packs the user paid for, in store order. */
  async function purchasedPacks(userId: string): Promise<PackRow[]> {
    const bought = new Set(
      (await ownership.grantedPacks(userId))
        .filter((granted) => granted.source === 'purchase')
        .map((granted) => granted.contentPackId),
    );
    // What they paid for counts, a pack since hidden by a moderator too.
    return (await snapshot.get()).withHidden.packs.filter((pack) => bought.has(pack.id));
  }

  async function cardPromoConfig() {
    const flag = (await enabledFlags({ userId: null })).get(DISCOUNT_FLAGS.cardPromo);
    const config = CardPromoConfig.safeParse(flag?.customInfo);
    if (!config.success) return null;
    const pack = (await snapshot.get()).packBySlug.get(config.data.slug);
    return pack ? { ...config.data, pack } : null;
  }

  /**
   * The promo as the user sees it now, its pack in `language` like every catalog text; null for
   * non-subscribers or when none runs.
   */
  async function cardPromoOf(userId: string, language: Language): Promise<CardOwnership | null> {
    const config = await cardPromoConfig();
    if (!config || !(await subscriberTariff(userId))) return null;
    const pack = localized(config.pack, language);
    const at = now().getTime();
    const first = new Date(config.firstDropAt).getTime();
    const every = config.dropEveryDays * DAY_MS;
    // The current drop is the latest at or before now; none before the first.
    const drops = Math.floor((at - first) / every);
    const drop = drops >= 0 ? first + drops * every : null;
    const claimWindowEnd = drop === null ? null : drop + config.visibilityWindowHours * HOUR_MS;
    const nextDropDate = drop === null ? first : drop + every;
    const [owned, granted] = await Promise.all([
      ownership.ownedPackIds(userId),
      ownership.grantedPacks(userId),
    ]);
    const isOwned = owned.includes(pack.id);
    const grant = granted.find((row) => row.contentPackId === pack.id);
    return {
      contentId: pack.id,
      slug: pack.slug,
      title: pack.title,
      storePreview: pack.storePreview,
      isOwned,
      ownedReason: isOwned ? (grant?.source === 'claim' ? 'claim' : 'other') : null,
      claimWindowEnd: claimWindowEnd === null ? null : new Date(claimWindowEnd).toISOString(),
      nextDropDate: new Date(nextDropDate).toISOString(),
      visibilityWindowHours: config.visibilityWindowHours,
      isClaimable: !isOwned && claimWindowEnd !== null && at < claimWindowEnd,
    };
  }

  return {
    /**
     * spec 1 §7 personal discount banners and tariffs per type (userPlatform, userSource); the
     * tariff names and pack titles in `language`, like every catalog text.
     */
    async personal(caller: Caller, language: Language): Promise<PersonalDiscount> {
      const discount = await discountOf(caller);
      if (!discount) {
        return {
          type: null,
          bannerId: null,
          purchasedContent: [],
          discountedTariffs: [],
          isEligibleForDiscount: false,
          featureFlagName: null,
          maxDiscountPercentage: 0,
        };
      }
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
          const price = fromCents(afterPersonalDiscount(tariff.priceCents, percent));
          const oldPrice = fromCents(tariff.priceCents);
          return {
            id: tariff.id,
            name: tariff.name,
            price,
            oldPrice,
            isLifetime: tariff.isLifetime,
            durationDays: tariff.durationDays,
            discountPercentage: discountPercent(oldPrice, price),
          };
        }),
        isEligibleForDiscount: discount.offers.length > 0,
        featureFlagName: DISCOUNT_FLAGS[discount.type],
        maxDiscountPercentage: discount.maxDiscountPercentage,
      };
    },

    /**
     * The personal discount on one tariff for this caller (0: none): the percent the cart takes
     * off the tariff's price with `afterPersonalDiscount`.
     */
    tariffDiscountPercent: async (
      userId: string | null,
      tariffId: string,
      context: { source?: string; platform?: string },
    ): Promise<number> => {
      const discount = await discountOf({ userId, ...context });
      return discount?.offers.find((offer) => offer.tariff.id === tariffId)?.percent ?? 0;
    },

    /** spec 1 §4: a banner opens unless the user has seen it. */
    hasSeenBanner: (userId: string, bannerId: string) => repository.hasSeen(userId, bannerId),

    /** Not now, or closing the banner. */
    markBannerSeen: (userId: string, bannerId: string) =>
      repository.markSeen(userId, bannerId, now()),

    cardPromo: (userId: string, language: Language) => cardPromoOf(userId, language),

    /** spec 2 §3 Card ownership: a subscriber claims the pack for keeps in its claim window. */
    async claimCardPromo(userId: string, language: Language): Promise<CardOwnership> {
      if (!(await subscriberTariff(userId))) {
        throw new DomainError('SubscriptionRequired', 'The card promo is for subscribers');
      }
      const promo = await cardPromoOf(userId, language);
      if (promo?.isOwned) return promo;
      if (!promo?.isClaimable) {
        throw new DomainError('CardPromoClosed', 'The claim window of this drop has closed');
      }
      await ownership.grantClaim(userId, promo.contentId);
      return (await cardPromoOf(userId, language)) ?? promo;
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
