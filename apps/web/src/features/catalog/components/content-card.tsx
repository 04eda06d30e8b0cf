import type { ContentShortItem } from '@parallax/core/contracts/catalog';
import { joinModelNames } from '@parallax/core/rules/models';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceTag } from './price-tag';

/**
 * spec 1 §2: a normal card links to the content by slug; a preview card (coming soon) shows the
 * cover, model names joined with ' & ', role and release date. Aspect ratio 3/4 for still packs,
 * 135/168 for dynamic ones.
 */
export function ContentCard({ item }: { item: ContentShortItem }) {
  const { t, i18n } = useTranslation();
  const ratio = item.isDynamic ? 'card-dynamic' : 'card-still';
  if (item.isPreview) {
    return (
      <article className={`card card-preview ${ratio}`} aria-label={item.title}>
        <img className="card-cover" src={item.cover} alt="" loading="lazy" decoding="async" />
        <div className="card-body">
          <span className="badge">{t('store.comingSoon')}</span>
          <h3 className="card-title">{item.title}</h3>
          <p className="card-meta">{joinModelNames(item.modelsShortList)}</p>
          {item.role && <p className="card-meta">{item.role}</p>}
          {item.releaseDate && (
            <p className="card-meta">
              <time dateTime={item.releaseDate}>
                {new Date(`${item.releaseDate}T00:00:00Z`).toLocaleDateString(i18n.language, {
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                  timeZone: 'UTC',
                })}
              </time>
            </p>
          )}
        </div>
      </article>
    );
  }
  return (
    <article className={`card ${ratio}`}>
      <Link to={`/content/${item.slug}`} className="card-link">
        <img className="card-cover" src={item.cover} alt="" loading="lazy" decoding="async" />
        <div className="card-body">
          {item.isDemo && <span className="badge badge-demo">{t('store.demo')}</span>}
          <h3 className="card-title">{item.title}</h3>
          <p className="card-meta">{t('store.scenes', { count: item.countOfScenes })}</p>
          <PriceTag price={item.price} initialPrice={item.initialPrice} />
        </div>
      </Link>
    </article>
  );
}
