import { pagePath } from '@parallax/core/pages';
import type { ContentShortItem } from '@parallax/core/contracts/catalog';
import { joinModelNames } from '@parallax/core/rules/models';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/ui/link';
import { PriceTag } from './price-tag';
import { useReleaseTexts } from './release-info';

/**
 * spec 1 §2: a normal card links to the content by slug; a preview card (coming soon) shows the
 * cover, model names joined with ' & ', role and release date. Aspect ratio 3/4 for still packs,
 * 135/168 for dynamic ones (spec 1 §9).
 */
export function ContentCard({ item }: { item: ContentShortItem }) {
  const { t } = useTranslation();
  const ratio = item.isDynamic ? 'card-dynamic' : 'card-still';
  if (item.isPreview) return <PreviewCard item={item} ratio={ratio} />;
  return (
    <article className={`card ${ratio}`}>
      <Link to={pagePath('content', { slug: item.slug })} className="card-link">
        <img className="card-cover" src={item.cover} alt="" loading="lazy" decoding="async" />
        <div className="card-body">
          {item.isDemo && <span className="badge badge-demo">{t('store.demo')}</span>}
          {item.isBonusContent && <span className="badge badge-bonus">{t('store.bonus')}</span>}
          <h3 className="card-title">{item.title}</h3>
          <p className="card-meta">{t('store.scenes', { count: item.countOfScenes })}</p>
          <PriceTag price={item.price} initialPrice={item.initialPrice} />
        </div>
      </Link>
    </article>
  );
}

function PreviewCard({ item, ratio }: { item: ContentShortItem; ratio: string }) {
  const { t } = useTranslation();
  const release = useReleaseTexts(item);
  const models = joinModelNames(item.modelsShortList);
  return (
    <article
      className={`card card-preview ${ratio}`}
      aria-label={item.title}
      data-testid="preview-card"
    >
      <img className="card-cover" src={item.cover} alt="" loading="lazy" decoding="async" />
      <div className="card-body">
        <span className="badge">{t('store.comingSoon')}</span>{' '}
        {release.week && (
          <span className="badge badge-release" data-testid="release-week">
            {release.week}
          </span>
        )}
        <h3 className="card-title">{item.title}</h3>
        {models && <p className="card-meta card-models">{models}</p>}
        {item.role && <p className="card-meta card-role">{item.role}</p>}
        {release.date && (
          <p className="card-meta card-release">
            <time dateTime={item.releaseDate ?? undefined}>{release.date}</time>
          </p>
        )}
      </div>
    </article>
  );
}
