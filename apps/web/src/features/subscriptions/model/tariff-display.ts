import type { TariffDto } from '@parallax/core/contracts/subscriptions';
import { bannerDiscountPercent, discountPercent } from '@parallax/core/rules/price';
import {
  MONTH_DAYS,
  perPeriodPrice,
  YEAR_DAYS,
  type PerPeriodPrice,
} from '@parallax/core/rules/subscription';

/*
 * What a tariff card shows, worked out apart from the markup (spec 1 §9): its colours, its price
 * per period, what is billed, the old price's discount and the trial offer.
 */

export type TariffColours = NonNullable<TariffDto['colours']>;

/**
 * spec 1 §9: tariff colours exist for 30 days, 365 days and lifetime. A tariff without colours of
 * its own takes the ones of its length (a daily tariff the monthly ones).
 */
export const FALLBACK_COLOURS = {
  monthly: { background: '#17324d', text: '#f2f4f8', accent: '#5aa9f2' },
  annual: { background: '#34204a', text: '#f2f4f8', accent: '#b36be0' },
  lifetime: { background: '#3d2d0e', text: '#fff8e6', accent: '#f2b84b' },
} as const satisfies Record<string, TariffColours>;

export function tariffColours(tariff: Pick<TariffDto, 'colours' | 'kind'>): TariffColours {
  if (tariff.colours) return tariff.colours;
  return tariff.kind === 'daily' ? FALLBACK_COLOURS.monthly : FALLBACK_COLOURS[tariff.kind];
}

/**
 * A length of time as the price lines name it: a month (30 days), a year (365 days), else days.
 * `{ key, count }` for the message catalogue's `subscription.periods.*`.
 */
export function periodName(durationDays: number): {
  key: 'month' | 'year' | 'days';
  count: number;
} {
  if (durationDays === MONTH_DAYS) return { key: 'month', count: 1 };
  if (durationDays === YEAR_DAYS) return { key: 'year', count: 1 };
  return { key: 'days', count: durationDays };
}

export type TariffPriceView = {
  /** The big price: per day, per month, per year, or once (spec 1 §9 per-period price). */
  perPeriod: PerPeriodPrice;
  /** What one period costs when that is not the big price already (null: nothing to add). */
  billed: { price: number; durationDays: number } | null;
  /** The old price and its discount percent, where the banner rule shows one. */
  old: { price: number; percent: number } | null;
  /** A personal offer is for the first period: what each one after it costs (null: no offer). */
  renews: { price: number; durationDays: number } | null;
};

/**
 * What the card shows of a tariff's price. With a personal offer (the server's, as its banner
 * names it and the cart charges it), the offer is the price and the price it replaces is the old
 * one: the card, the banner and the cart agree.
 */
export function tariffPriceView(
  tariff: Pick<
    TariffDto,
    | 'price'
    | 'oldPrice'
    | 'durationDays'
    | 'isLifetime'
    | 'personalOffer'
    | 'differentRecurringPrice'
  >,
): TariffPriceView {
  const offer = tariff.personalOffer;
  const price = offer?.price ?? tariff.price;
  const perPeriod = perPeriodPrice({ ...tariff, price });
  const isWholePeriod =
    perPeriod.unit === 'once' ||
    (perPeriod.unit === 'month' && tariff.durationDays === MONTH_DAYS) ||
    (perPeriod.unit === 'year' && tariff.durationDays === YEAR_DAYS);
  const billed =
    isWholePeriod || tariff.durationDays === null
      ? null
      : { price, durationDays: tariff.durationDays };
  const oldPrice = offer ? offer.oldPrice : tariff.oldPrice;
  const percent = bannerDiscountPercent(oldPrice, price);
  const old = percent !== null && oldPrice !== null ? { price: oldPrice, percent } : null;
  const renews =
    offer && !tariff.isLifetime && tariff.durationDays !== null
      ? {
          price: tariff.differentRecurringPrice ?? tariff.price,
          durationDays: tariff.durationDays,
        }
      : null;
  return { perPeriod, billed, old, renews };
}

/** spec 1 §9, spec 2 §9: a monthly tariff's annual cost is its price times 12. */
export function annualCostOfMonthly(tariff: Pick<TariffDto, 'kind' | 'price'>): number | null {
  return tariff.kind === 'monthly' ? Math.round(tariff.price * 12 * 100) / 100 : null;
}

/**
 * What a longer tariff saves against paying the monthly tariff for the same time (whole percent),
 * or null when it saves nothing or there is no monthly tariff to compare with.
 */
export function savingVersusMonthly(
  tariff: Pick<TariffDto, 'kind' | 'price' | 'durationDays'>,
  tariffs: readonly Pick<TariffDto, 'kind' | 'price' | 'durationDays'>[],
): number | null {
  if (tariff.kind !== 'annual' || tariff.durationDays === null) return null;
  const monthly = tariffs.find(
    (other) => other.kind === 'monthly' && other.durationDays === MONTH_DAYS,
  );
  if (!monthly) return null;
  const percent = discountPercent(
    ((monthly.price * tariff.durationDays) / YEAR_DAYS) * 12,
    tariff.price,
  );
  return percent > 0 ? percent : null;
}

/** The trial offer "7 days for $1, then $19.99/month", or null without a trial. */
export function trialOffer(
  tariff: Pick<
    TariffDto,
    | 'isTrialEnabled'
    | 'trialDurationDays'
    | 'trialPrice'
    | 'price'
    | 'differentRecurringPrice'
    | 'durationDays'
    | 'isLifetime'
  >,
): { days: number; trialPrice: number; price: number; durationDays: number } | null {
  if (
    !tariff.isTrialEnabled ||
    tariff.isLifetime ||
    tariff.trialDurationDays === null ||
    tariff.trialPrice === null ||
    tariff.durationDays === null
  )
    return null;
  return {
    days: tariff.trialDurationDays,
    trialPrice: tariff.trialPrice,
    price: tariff.differentRecurringPrice ?? tariff.price,
    durationDays: tariff.durationDays,
  };
}
