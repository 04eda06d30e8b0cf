import type { ContentPack } from '@parallax/core/contracts/content';
import { readableTextColour } from '@parallax/core/rules/colour';
import { contentPageDescription, contentPageTitle } from '@parallax/core/seo/page-head';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound } from '@/lib/http';
import { contentQueries } from '../api/content-queries';
import { ContentSupportSlot } from './action-slots';
import { CardGrid } from './card-grid';
import { ContentFacts } from './content-facts';
import { ContentGallery } from './content-gallery';
import { ContentOffer } from './content-offer';
import { ScenesList } from './scenes-list';
import '../content.css';

/** The page behind the content when the pack sets no background colour of its own. */
const PAGE_BACKGROUND = '#0b0d12';

/** The content overview page (`/content/{slug}`). A slug the server does not know is a 404. */
export function ContentPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const content = useQuery(contentQueries.content(slug));

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

/**
 * spec 2 §3 content pack, as a buyer needs it: previews, the offer, the facts, the scenes, and
 * more from the category and the same models. The pack's customization paints the page: its
 * background colour, its accent (kept readable on that background) and its themes as styling
 * hooks (`data-themes`).
 */
function ContentOverview({ pack }: { pack: ContentPack }) {
  const { t } = useTranslation();
  const additional = useQuery(contentQueries.additional(pack.slug));
  const background = pack.customization.backgroundColor || PAGE_BACKGROUND;
  const style = {
    '--accent': readableTextColour(pack.customization.accentColor, background),
    '--pack-background': background,
  } as CSSProperties;

  return (
    <article
      className="content-page"
      style={style}
      data-themes={pack.customization.themes.join(' ')}
      data-testid="content-page"
    >
      <title>{contentPageTitle(pack)}</title>
      <meta name="description" content={contentPageDescription(pack)} />
      <Link className="back-link" to="/">
        ← {t('content.back')}
      </Link>
      <div className="content-top">
        <ContentGallery pack={pack} />
        <div className="content-summary">
          <h1>{pack.title}</h1>
          <p className="content-badges">
            {pack.isPreview && <span className="badge">{t('store.comingSoon')}</span>}
            {pack.isDemo && <span className="badge badge-demo">{t('store.demo')}</span>}
            {pack.isBonusContent && <span className="badge badge-bonus">{t('content.bonus')}</span>}
          </p>
          <p className="content-description">{pack.description}</p>
          <ContentOffer pack={pack} />
          <ContentSupportSlot pack={pack} />
        </div>
      </div>
      <div className="content-main">
        {pack.contentParts.length > 0 && <ScenesList parts={pack.contentParts} />}
        <ContentFacts pack={pack} />
      </div>
      {additional.data && additional.data.relatedContent.length > 0 && (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">
            {t('content.related', { category: additional.data.category.title })}
          </h2>
          <CardGrid items={additional.data.relatedContent} variant="compact" />
        </section>
      )}
      {additional.data && additional.data.sameModelsContent.length > 0 && (
        <section className="related" aria-labelledby="same-models-title">
          <h2 id="same-models-title">{t('content.sameModels')}</h2>
          <CardGrid items={additional.data.sameModelsContent} variant="compact" />
        </section>
      )}
    </article>
  );
}
