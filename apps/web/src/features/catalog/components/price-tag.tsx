import { discountPercent, formatPrice } from '@parallax/core/rules/price';
import { useTranslation } from '@/lib/i18n';

/** Price with the old price and the rounded discount (spec 1 §9) when there is one. */
export function PriceTag({ price, initialPrice }: { price: number; initialPrice: number }) {
  const { t } = useTranslation();
  const percent = discountPercent(initialPrice, price);
  if (price === 0) return <span className="price">{t('content.free')}</span>;
  return (
    <span className="price">
      <span className="price-current">{formatPrice(price)}</span>
      {percent > 0 && (
        <>
          <s
            className="price-old"
            aria-label={`${t('content.oldPrice')} ${formatPrice(initialPrice)}`}
          >
            {formatPrice(initialPrice)}
          </s>
          <span className="price-discount">{t('content.discount', { percent })}</span>
        </>
      )}
    </span>
  );
}
