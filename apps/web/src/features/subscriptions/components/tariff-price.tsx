import type { TariffDto } from '@parallax/core/contracts/subscriptions';
import { formatPrice } from '@parallax/core/rules/price';
import { useTranslation, type TFunction } from '@/lib/i18n';
import type { trialOffer } from '../model/tariff-display';
import {
  annualCostOfMonthly,
  periodName,
  savingVersusMonthly,
  tariffPriceView,
} from '../model/tariff-display';

/* A tariff card's price lines and trial offer (spec 1 §3 Tariff, §9 per-period price). */

/** "month", "year" or "45 days" (spec 1 §9: a month is 30 days, a year 365). */
export function periodText(t: TFunction, durationDays: number): string {
  const period = periodName(durationDays);
  return period.key === 'days'
    ? t('subscription.periods.days', { count: period.count })
    : t(`subscription.periods.${period.key}`);
}

/** The price per period with the old price and its discount, how it is billed, the saving. */
export function TariffPrice({
  tariff,
  tariffs,
}: {
  tariff: TariffDto;
  tariffs: readonly TariffDto[];
}) {
  const { t } = useTranslation();
  const price = tariffPriceView(tariff);
  const annualCost = annualCostOfMonthly(tariff);
  const saving = savingVersusMonthly(tariff, tariffs);
  const unit = price.perPeriod.unit;
  return (
    <>
      <p className="price tariff-price" data-testid={`tariff-price-${tariff.kind}`}>
        <span className="price-current">
          {unit === 'once'
            ? formatPrice(price.perPeriod.amount)
            : t('subscription.perPeriod', {
                price: formatPrice(price.perPeriod.amount),
                period: t(`subscription.periods.${unit}`),
              })}
        </span>
        {price.old && (
          <>
            <s className="price-old">
              <span className="visually-hidden">{t('subscription.oldPrice')} </span>
              {formatPrice(price.old.price)}
            </s>
            <span className="price-discount" data-testid={`tariff-discount-${tariff.kind}`}>
              {t('subscription.discountPercent', { percent: price.old.percent })}
            </span>
          </>
        )}
      </p>
      <p className="tariff-billing">
        {unit === 'once'
          ? t('subscription.billedOnce')
          : price.billed
            ? t('subscription.billedEvery', {
                price: formatPrice(price.billed.price),
                period: periodText(t, price.billed.durationDays),
              })
            : null}
        {price.renews && (
          <span className="tariff-billing-line" data-testid={`tariff-renews-${tariff.kind}`}>
            {t('subscription.offerRenews', {
              price: formatPrice(price.renews.price),
              period: periodText(t, price.renews.durationDays),
            })}
          </span>
        )}
        {annualCost !== null && (
          <span className="tariff-billing-line">
            {t('subscription.annualCost', { price: formatPrice(annualCost) })}
          </span>
        )}
        {saving !== null && (
          <span className="tariff-billing-line tariff-saving">
            {t('subscription.savingVsMonthly', { percent: saving })}
          </span>
        )}
      </p>
    </>
  );
}

/** The trial's days and prices, and the packs it opens. */
export function TariffTrialOffer({
  tariff,
  trial,
}: {
  tariff: TariffDto;
  trial: NonNullable<ReturnType<typeof trialOffer>>;
}) {
  const { t } = useTranslation();
  return (
    <p className="tariff-trial" data-testid={`trial-offer-${tariff.kind}`}>
      {t('subscription.trialOffer', {
        days: trial.days,
        trialPrice: formatPrice(trial.trialPrice),
        price: formatPrice(trial.price),
        period: periodText(t, trial.durationDays),
      })}
      {tariff.trialContentPacks.length > 0 && (
        <span className="tariff-billing-line">
          {t('subscription.trialPacks', {
            titles: tariff.trialContentPacks.map((pack) => pack.title).join(', '),
          })}
        </span>
      )}
    </p>
  );
}
