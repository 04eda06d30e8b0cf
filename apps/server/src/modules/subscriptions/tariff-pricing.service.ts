import type { TariffDto } from '@parallax/core/contracts/subscriptions';
import type { Language } from '@parallax/core/platform';
import type { TariffTerms } from '@parallax/core/rules/cart';
import { afterPersonalDiscount, personalOffer } from '@parallax/core/rules/cart-pricing';
import {
  isRenewing,
  isUpgrade,
  unusedCreditCents,
  type SubscriptionStatus,
} from '@parallax/core/rules/subscription';
import type { Database } from '../../db/client.js';
import type { CatalogSnapshot, CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { DiscountsService } from '../discounts/discounts.service.js';
import type { SubscriptionAccessService } from './subscription-access.service.js';
import { renewalPriceOf } from './renewal-prices.rules.js';
import { toTariffDto } from './subscriptions.presenter.js';
import type { SubscriptionRow } from './subscriptions.repository.js';
import type { Trials } from './trials.service.js';

type TariffRow = CatalogSnapshot['activeTariffs'][number];

/**
 * Whether the caller may buy a tariff (and its trial), and the unused part of their period it is
 * credited.
 */
type TariffQuote = Omit<TariffTerms, 'discountPercent'> & {
  refusal: null | 'TariffAlreadyHeld' | 'TariffDowngrade' | 'LifetimeHeld';
  trialRefusal: null | 'TrialAlreadyUsed';
};

/** Where the buyer is and came from, for a personal discount that depends on it (spec 1 §7). */
export type DiscountContext = { source?: string; platform?: string };

/** What the caller holds now, as far as buying a tariff goes. */
type Standing = { current: SubscriptionRow | null; trialRefusal: TariffQuote['trialRefusal'] };

const GUEST: Standing = { current: null, trialRefusal: null };

type TariffPricingDeps = {
  db: Database;
  snapshot: CatalogSnapshotSource;
  access: Pick<SubscriptionAccessService, 'liveOf'>;
  trials: Pick<Trials, 'refusalOf'>;
  discounts: Pick<DiscountsService, 'tariffDiscountPercents'>;
  now: () => Date;
};

/** The unused part of the subscription's paid period, credited to an upgrade. */
function creditOf(subscription: SubscriptionRow, at: Date): number {
  return unusedCreditCents(
    {
      paidCents: subscription.periodPaidCents,
      startDate: subscription.startDate,
      endDate: subscription.endDate,
    },
    at,
  );
}

/** spec 1 §9: a subscriber may only move up (monthly → annual → lifetime), never from lifetime. */
function quoteFor(
  { current, trialRefusal }: Standing,
  target: { id: string; isLifetime: boolean; durationDays: number | null },
  at: Date,
): TariffQuote {
  const refused = (refusal: TariffQuote['refusal']) => ({ refusal, trialRefusal, creditCents: 0 });
  if (!current) return refused(null);
  if (current.isLifetime) return refused('LifetimeHeld');
  // A cancelled subscription runs out on its own: a new one may start (resubscribe).
  if (!isRenewing(current.status as SubscriptionStatus)) return refused(null);
  if (current.tariffId === target.id) return refused('TariffAlreadyHeld');
  if (!isUpgrade(current, target)) return refused('TariffDowngrade');
  return { refusal: null, trialRefusal, creditCents: creditOf(current, at) };
}

/** A guest is taken for a new customer; the cart asks again once they sign in. */
async function standingOf(deps: TariffPricingDeps, userId: string | null): Promise<Standing> {
  if (!userId) return GUEST;
  const [current, trialRefusal] = await Promise.all([
    deps.access.liveOf(deps.db, userId),
    deps.trials.refusalOf(deps.db, userId),
  ]);
  return { current, trialRefusal };
}

function isRenewingSubscriber(standing: Standing): boolean {
  return standing.current !== null && isRenewing(standing.current.status as SubscriptionStatus);
}

/** What a tariff is to the caller on the subscription page (spec 1 §9 upgrade order). */
function standingOnPage(
  tariff: TariffRow,
  standing: Standing,
  /** The caller's personal discount on each tariff, as the cart takes it. */
  percents: ReadonlyMap<string, number>,
  at: Date,
) {
  const quote = quoteFor(standing, tariff, at);
  const isUpgradeOffer = quote.refusal === null && isRenewingSubscriber(standing);
  const percent = percents.get(tariff.id) ?? 0;
  return {
    isCurrent: standing.current?.tariffId === tariff.id,
    isAvailable: quote.refusal === null,
    isTrialAvailable:
      tariff.isTrialEnabled &&
      tariff.trialPriceCents !== null &&
      quote.refusal === null &&
      standing.trialRefusal === null,
    upgrade: isUpgradeOffer
      ? {
          creditCents: quote.creditCents,
          discountedPriceCents: afterPersonalDiscount(tariff.priceCents, percent),
        }
      : null,
    personalOffer: quote.refusal === null ? personalOffer(tariff.priceCents, percent) : null,
  };
}

/**
 * A tariff's price for a user (spec 1 §9 upgrades, §4 personal discounts, §3 trials and
 * renewals): whether they may buy it and its trial, the credit of their current period, their
 * personal discount (the discounts service's percent) and the price it renews at. The one owner
 * of these figures: the cart and checkout price a tariff with `termsOf`, the subscription page
 * lists `tariffs`, fulfilment renews at `renewalPriceCents`.
 */
export function createTariffPricingService(deps: TariffPricingDeps) {
  const { snapshot, discounts, now } = deps;
  return {
    creditOf: (subscription: SubscriptionRow) => creditOf(subscription, now()),

    /**
     * What each tariff on sale costs this buyer besides its price: a refusal (held, a downgrade,
     * under a lifetime one; its trial, for a former subscriber), an upgrade's credit and a
     * personal discount. A guest holds nothing.
     */
    async termsOf(userId: string | null, context: DiscountContext) {
      const [{ activeTariffs }, standing, percents] = await Promise.all([
        snapshot.get(),
        standingOf(deps, userId),
        discounts.tariffDiscountPercents(userId, context),
      ]);
      const at = now();
      return new Map(
        activeTariffs.map((tariff): [string, TariffTerms] => [
          tariff.id,
          { ...quoteFor(standing, tariff, at), discountPercent: percents.get(tariff.id) ?? 0 },
        ]),
      );
    },

    /**
     * GET /subscriptions/tariffs: every tariff on sale, with what each is to the caller. Its
     * personal offer and an upgrade's price are what the cart will charge (the same terms as
     * `termsOf`): less the caller's personal discount, then less the unused part of the current
     * period.
     */
    async tariffs(
      userId: string | null,
      language: Language,
      context: DiscountContext,
    ): Promise<TariffDto[]> {
      const [catalog, standing, percents] = await Promise.all([
        snapshot.get(),
        standingOf(deps, userId),
        discounts.tariffDiscountPercents(userId, context),
      ]);
      const at = now();
      return catalog.activeTariffs.map((tariff) =>
        toTariffDto(tariff, catalog, standingOnPage(tariff, standing, percents, at), language),
      );
    },

    /**
     * spec 1 §3: a subscription renews at its tariff's renewal price; a tariff no longer on sale,
     * at the regular price paid, else at what was paid.
     */
    renewalPriceCents(
      tariff: TariffRow | undefined,
      paid: { regularPriceCents: number | null; finalSumCents: number },
    ): number {
      return tariff ? renewalPriceOf(tariff) : (paid.regularPriceCents ?? paid.finalSumCents);
    },
  };
}

export type TariffPricingService = ReturnType<typeof createTariffPricingService>;
