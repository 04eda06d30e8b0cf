import type { CategoryWithContent } from '@parallax/core/contracts/catalog';
import { bannerDiscountPercent, formatPrice } from '@parallax/core/rules/price';
import { formatCalendarDate } from '@parallax/core/rules/release';
import { useTranslation } from '@/lib/i18n';
import { PresaleCartSlot } from './action-slots';

/**
 * A presale category's banner (spec 1 §2 "optional presale banners"): image, description, the
 * presale price with the old price and the rounded discount (shown only when the old price is
 * above 0 and differs, spec 1 §9), and the release date. The add-to-cart button is the cart
 * issue's (PresaleCartSlot).
 */
export function PresaleBanner({ category }: { category: CategoryWithContent }) {
  const { t, i18n } = useTranslation();
  if (!category.isPresaleEnabled || category.presalePrice === null) return null;
  const percent = bannerDiscountPercent(category.presaleInitialPrice, category.presalePrice);
  const release = category.presaleReleaseDate
    ? formatCalendarDate(category.presaleReleaseDate, i18n.language)
    : null;
  const titleId = `presale-${category.name}`;

  return (
    <section className="presale-banner" aria-labelledby={titleId} data-testid="presale-banner">
      {category.presaleImage && (
        <img className="presale-image" src={category.presaleImage} alt="" loading="lazy" />
      )}
      <div className="presale-body">
        <span className="badge badge-presale">{t('store.presaleBanner.label')}</span>
        <h3 id={titleId} className="presale-title">
          {t('store.presaleBanner.title', { title: category.title })}
        </h3>
        {category.presaleDescription && <p>{category.presaleDescription}</p>}
        {release && category.presaleReleaseDate && (
          <p className="presale-release">
            <time dateTime={category.presaleReleaseDate}>
              {t('store.presaleBanner.release', { date: release })}
            </time>
          </p>
        )}
        {category.isPresaleBought ? (
          <p className="presale-bought">{t('store.presaleBanner.bought')}</p>
        ) : (
          <p className="price presale-price">
            <span className="visually-hidden">{t('store.presaleBanner.price')}</span>
            <span className="price-current">{formatPrice(category.presalePrice)}</span>
            {percent !== null && category.presaleInitialPrice !== null && (
              <>
                <s className="price-old">
                  <span className="visually-hidden">{t('content.oldPrice')} </span>
                  {formatPrice(category.presaleInitialPrice)}
                </s>
                <span className="price-discount">{t('content.discount', { percent })}</span>
              </>
            )}
          </p>
        )}
        <PresaleCartSlot category={category} />
      </div>
    </section>
  );
}
