import type { ContentPack } from '@parallax/core/contracts/content';
import { formatPrice } from '@parallax/core/rules/price';
import { useTranslation } from '@/lib/i18n';
import { ContentPlaySlot, ContentPurchaseSlot } from './action-slots';
import { PriceTag } from './price-tag';

/**
 * The pack's offer: price with the old price and rounded discount (spec 1 §9), the custom-price
 * text and lower bound, the trial, the exclusive-for-annual-and-lifetime notice naming the
 * tariffs that include it, and the places of the buy and play actions (issues 5 and 6).
 */
export function ContentOffer({ pack }: { pack: ContentPack }) {
  const { t, i18n } = useTranslation();
  const tariffs = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    pack.availableYearAndLifetimeTariffs.map((tariff) => tariff.name),
  );

  // spec 1 §6: an exclusive pack without trial scenes does not play at all until one of its plans
  // opens it: the server's refusal (errors.content_exclusive), said before anyone tries.
  const isRefused =
    pack.isExclusiveForYearAndLifetime &&
    !pack.hasTrial &&
    !pack.isOwned &&
    !pack.isUnlockedBySubscription &&
    tariffs !== '';

  return (
    <div className="content-offer" data-testid="content-offer">
      <div className="content-price">
        <span className="visually-hidden">{t('content.price')}</span>
        <PriceTag price={pack.price} initialPrice={pack.initialPrice} />
      </div>
      {pack.isAllowedToSetCustomPrice && (
        <div className="content-note content-custom-price">
          {pack.customPriceText && <p>{pack.customPriceText}</p>}
          {pack.customPriceLowerBound !== null && (
            <p>{t('content.customPrice', { price: formatPrice(pack.customPriceLowerBound) })}</p>
          )}
        </div>
      )}
      {pack.hasTrial && <p className="content-note">{t('content.trial')}</p>}
      {pack.isExclusiveForYearAndLifetime && (
        <p className="content-note content-exclusive" data-testid="exclusive-notice">
          {tariffs ? t('content.exclusiveFor', { tariffs }) : t('content.exclusive')}
        </p>
      )}
      {isRefused && (
        <p className="content-note" data-testid="exclusive-refusal">
          {t('errors.content_exclusive', { tariffs })}
        </p>
      )}
      <div className="content-actions">
        <ContentPurchaseSlot pack={pack} />
        <ContentPlaySlot pack={pack} />
      </div>
    </div>
  );
}
