import type { CardOwnership } from '@parallax/core/contracts/subscriptions';
import type { FeatureFlag } from '@parallax/core/contracts/flags';
import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import { DAY_MS, HOUR_MS } from '@parallax/core/rules/subscription';
import { localized } from '@parallax/core/rules/translations';
import { z } from 'zod';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { OwnershipService } from '../ownership/ownership.service.js';

/** `cardOwnershipPromo` customInfo: the pack on offer and when its claim windows open. */
const CardPromoConfig = z.object({
  slug: z.string().min(1),
  firstDropAt: z.iso.datetime({ offset: true }),
  dropEveryDays: z.number().int().positive(),
  visibilityWindowHours: z.number().int().positive(),
});

type CardPromoDeps = {
  snapshot: CatalogSnapshotSource;
  ownership: Pick<OwnershipService, 'ownedPackIds' | 'grantedPacks' | 'grantClaim'>;
  /** The `cardOwnershipPromo` flag when it is on (for every platform and source). */
  promoFlag: () => Promise<FeatureFlag | undefined>;
  /** Whether the user's subscription gives access now. */
  isSubscriber: (userId: string) => Promise<boolean>;
  now: () => Date;
};

async function cardPromoConfig(deps: CardPromoDeps) {
  const config = CardPromoConfig.safeParse((await deps.promoFlag())?.customInfo);
  if (!config.success) return null;
  const pack = (await deps.snapshot.get()).packBySlug.get(config.data.slug);
  return pack ? { ...config.data, pack } : null;
}

/**
 * The promo as the user sees it now, its pack in `language` like every catalog text; null for
 * non-subscribers or when none runs.
 */
async function cardPromoOf(
  deps: CardPromoDeps,
  userId: string,
  language: Language,
): Promise<CardOwnership | null> {
  const config = await cardPromoConfig(deps);
  if (!config || !(await deps.isSubscriber(userId))) return null;
  const pack = localized(config.pack, language);
  const at = deps.now().getTime();
  const first = new Date(config.firstDropAt).getTime();
  const every = config.dropEveryDays * DAY_MS;
  // The current drop is the latest at or before now; none before the first.
  const drops = Math.floor((at - first) / every);
  const drop = drops >= 0 ? first + drops * every : null;
  const claimWindowEnd = drop === null ? null : drop + config.visibilityWindowHours * HOUR_MS;
  const nextDropDate = drop === null ? first : drop + every;
  const [owned, granted] = await Promise.all([
    deps.ownership.ownedPackIds(userId),
    deps.ownership.grantedPacks(userId),
  ]);
  const isOwned = owned.includes(pack.id);
  const grant = granted.find((row) => row.contentPackId === pack.id);
  const isClaimable = !isOwned && claimWindowEnd !== null && at < claimWindowEnd;
  return {
    contentId: pack.id,
    slug: pack.slug,
    title: pack.title,
    storePreview: pack.storePreview,
    isOwned,
    ownedReason: isOwned ? (grant?.source === 'claim' ? 'claim' : 'other') : null,
    claimWindowEnd: claimWindowEnd === null ? null : new Date(claimWindowEnd).toISOString(),
    claimWindowSecondsLeft:
      isClaimable && claimWindowEnd !== null ? Math.ceil((claimWindowEnd - at) / 1000) : null,
    nextDropDate: new Date(nextDropDate).toISOString(),
    visibilityWindowHours: config.visibilityWindowHours,
    isClaimable,
  };
}

/**
 * The subscribers' card-ownership promo (spec 2 §3 Card ownership, §4 Card promo), configured by
 * the `cardOwnershipPromo` feature flag: a pack dropped every few days, claimed for keeps within
 * its window.
 */
export function createCardPromoService(deps: CardPromoDeps) {
  return {
    cardPromo: (userId: string, language: Language) => cardPromoOf(deps, userId, language),

    /** spec 2 §3 Card ownership: a subscriber claims the pack for keeps in its claim window. */
    claimCardPromo: async (userId: string, language: Language): Promise<CardOwnership> => {
      if (!(await deps.isSubscriber(userId))) {
        throw new DomainError('SubscriptionRequired', 'The card promo is for subscribers');
      }
      const promo = await cardPromoOf(deps, userId, language);
      if (promo?.isOwned) return promo;
      if (!promo?.isClaimable) {
        throw new DomainError('CardPromoClosed', 'The claim window of this drop has closed');
      }
      await deps.ownership.grantClaim(userId, promo.contentId);
      return (await cardPromoOf(deps, userId, language)) ?? promo;
    },
  };
}
