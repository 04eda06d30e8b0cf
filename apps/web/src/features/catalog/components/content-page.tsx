import type { ContentPack } from '@parallax/core/contracts/catalog';
import { formatPrice } from '@parallax/core/rules/price';
import { formatSize } from '@parallax/core/rules/size';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound } from '@/lib/http';
import { catalogQueries } from '../api/catalog-queries';
import { CardGrid } from './card-grid';
import { PriceTag } from './price-tag';
import { ScenesList } from './scenes-list';

/** The content overview page (`/content/{slug}`). A slug the server does not know is a 404. */
export function ContentPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const content = useQuery(catalogQueries.content(slug));

  if (content.isError && isNotFound(content.error)) return notFound;
  if (content.isError) throw content.error;
  if (content.isPending) {
    return (
      <div className="content-page" aria-busy="true" aria-label={t('store.loading')}>
        <Skeleton className="content-hero" />
      </div>
    );
  }
  return <ContentOverview pack={content.data} />;
}

function ContentOverview({ pack }: { pack: ContentPack }) {
  const { t, i18n } = useTranslation();
  const additional = useQuery(catalogQueries.contentAdditional(pack.slug));
  const hero = pack.previews[0]?.imageUrl ?? pack.storePreview;
  const date = pack.contentReleaseDate
    ? new Date(`${pack.contentReleaseDate}T00:00:00Z`).toLocaleDateString(i18n.language, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : null;

  return (
    <article
      className="content-page"
      style={{ ['--accent' as string]: pack.customization.accentColor }}
    >
      <title>{pack.customization.seo?.metaTitle ?? `${pack.title} | Parallax`}</title>
      <meta
        name="description"
        content={pack.customization.seo?.metaDescription ?? pack.description}
      />
      <Link className="back-link" to="/">
        ← {t('content.back')}
      </Link>
      <div className="content-hero">
        <img src={hero} alt="" />
      </div>
      <div className="content-main">
        <div className="content-summary">
          <h1>{pack.title}</h1>
          {pack.isPreview && <span className="badge">{t('store.comingSoon')}</span>}
          <p className="content-description">{pack.description}</p>
          <div className="content-price">
            <span className="visually-hidden">{t('content.price')}</span>
            <PriceTag price={pack.price} initialPrice={pack.initialPrice} />
          </div>
          {pack.isAllowedToSetCustomPrice && pack.customPriceLowerBound !== null && (
            <p className="content-note">
              {pack.customPriceText}{' '}
              {t('content.customPrice', { price: formatPrice(pack.customPriceLowerBound) })}
            </p>
          )}
          {pack.hasTrial && <p className="content-note">{t('content.trial')}</p>}
          {pack.isExclusiveForYearAndLifetime && (
            <p className="content-note content-exclusive">{t('content.exclusive')}</p>
          )}
          {pack.is2DViewerEnabled && <p className="content-note">{t('content.viewer2d')}</p>}
        </div>
        <dl className="content-facts">
          <Fact label={t('content.scenes')}>{pack.scenesCount}</Fact>
          <Fact label={t('content.packSize')}>{formatSize(pack.packSize)}</Fact>
          {date && (
            <Fact label={pack.isPreview ? t('content.releases') : t('content.released')}>
              <time dateTime={pack.contentReleaseDate ?? undefined}>{date}</time>
            </Fact>
          )}
          <Fact label={t('content.platforms')}>
            {pack.supportedPlatforms.map((id) => t(`content.platformNames.${id}`)).join(', ')}
          </Fact>
          {pack.models.length > 0 && (
            <Fact label={t('content.models')}>
              {pack.models.map((model) => model.name).join(', ')}
            </Fact>
          )}
          {pack.studio && <Fact label={t('content.studio')}>{pack.studio}</Fact>}
          {pack.location && <Fact label={t('content.location')}>{pack.location}</Fact>}
          {pack.tags.length > 0 && (
            <Fact label={t('content.tags')}>
              <ul className="chips">
                {pack.tags.map((tag) => (
                  <li key={tag.slug} className="chip">
                    {tag.name}
                  </li>
                ))}
              </ul>
            </Fact>
          )}
        </dl>
      </div>
      {pack.contentParts.length > 0 && <ScenesList parts={pack.contentParts} />}
      {additional.data && additional.data.relatedContent.length > 0 && (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">
            {t('content.related', { category: additional.data.category.title })}
          </h2>
          <CardGrid items={additional.data.relatedContent} />
        </section>
      )}
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
