import { pagePath } from '@parallax/core/pages';
import { HAS_SUBSCRIPTION_PAGE } from '@/lib/pages';
import type { OriginsPack } from '@parallax/core/contracts/origins';
import { formatPrice } from '@parallax/core/rules/price';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button-link';

/**
 * The locked header's collection (spec 2 §2): previews of the category's content, what is still
 * missing, and the upsell — the collection's totals over the packs not owned, and subscribing.
 */
export function OriginsCollection({ origins }: { origins: OriginsPack }) {
  const { t } = useTranslation();
  const missing = origins.categoryContents.filter((item) => !item.isContentOwned).length;

  return (
    <section className="related origins-collection" aria-labelledby="origins-collection">
      <h2 id="origins-collection">
        {t('origins.collectionTitle', { category: origins.categoryName })}
      </h2>
      <p className="origins-note">{t('origins.collectionLocked')}</p>
      <ul className="origins-previews">
        {origins.categoryContents.map((item) => (
          <li key={item.id}>
            <Link
              className={`origins-preview${item.isDynamic ? ' origins-preview-dynamic' : ''}`}
              to={pagePath('content', { slug: item.slug })}
            >
              <img src={item.cover} alt="" loading="lazy" decoding="async" />
              <span className="origins-preview-title">{item.title}</span>
              <span className={`origins-preview-status${item.isContentOwned ? ' is-owned' : ''}`}>
                {item.isContentOwned ? t('origins.owned') : t('origins.notOwned')}
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <div className="origins-upsell">
        <h3 id="origins-upsell">{t('origins.upsellTitle')}</h3>
        <p className="origins-missing">
          {missing === 0 ? t('origins.allOwned') : t('origins.missing', { count: missing })}
        </p>
        {missing > 0 && (
          <dl className="origins-totals">
            {origins.price > origins.collectionPrice && (
              <div>
                <dt>{t('origins.separately')}</dt>
                <dd>
                  <s data-testid="origins-price">{formatPrice(origins.price)}</s>
                </dd>
              </div>
            )}
            <div>
              <dt>{t('origins.asCollection')}</dt>
              <dd className="origins-collection-price" data-testid="origins-collection-price">
                {formatPrice(origins.collectionPrice)}
              </dd>
            </div>
          </dl>
        )}
        {missing > 0 && origins.savingPercentage > 0 && (
          <p className="origins-saving" data-testid="origins-saving">
            {t('origins.saving', { percent: origins.savingPercentage })}
          </p>
        )}
        {HAS_SUBSCRIPTION_PAGE && (
          <>
            <p className="origins-note">{t('origins.subscribeText')}</p>
            <ButtonLink to="/subscription">{t('origins.subscribe')}</ButtonLink>
          </>
        )}
      </div>
    </section>
  );
}
