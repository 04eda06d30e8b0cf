import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from '@/lib/i18n';
import { catalogQueries } from '../api/catalog-queries';
import { StoreBannerSlot } from './action-slots';
import { CardGridSkeleton } from './card-grid';
import { CategorySection } from './category-section';
import { DemoSection } from './demo-section';
import { Explainer } from './explainer';
import { Trailer } from './trailer';
import '../store.css';

/**
 * spec 1 §2 store page: trailer, demo section, category sections (with presale banners and
 * origins pack tiles), explainer with the FAQ, and a 12-card skeleton while loading. The
 * structured data for the collection and the FAQ is the server's, in the page's head, once and
 * with the public address (catalog.heads.ts).
 */
export function StorePage() {
  const { t } = useTranslation();
  const store = useQuery(catalogQueries.store());
  // The sections are most of the page: rendered in a transition, in slices, after the skeleton.
  const data = useDeferredValue(store.data);
  const isLoading = data === undefined && !store.isError;

  return (
    <>
      <title>{t('store.title')}</title>
      <meta name="description" content={t('store.description')} />
      <section className="hero">
        <Trailer src="/static/demo/trailer.mp4" poster="/static/demo/trailer-poster.webp" />
        <div className="hero-text">
          <h1>{t('store.heroTitle')}</h1>
          <p>{t('store.heroSubtitle')}</p>
        </div>
      </section>
      <div className="store" aria-busy={isLoading}>
        {isLoading && (
          <section className="category" aria-label={t('store.loading')}>
            <CardGridSkeleton />
          </section>
        )}
        {store.isError && (
          <div className="notice" role="alert">
            <p>{t('store.loadError')}</p>
            <button type="button" className="button" onClick={() => void store.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        )}
        <StoreBannerSlot />
        {data?.demoContent && <DemoSection demo={data.demoContent} />}
        {data?.categories.length === 0 && <p className="notice">{t('store.empty')}</p>}
        {data?.categories.map((category) => (
          <CategorySection key={category.id} category={category} />
        ))}
        <Explainer />
      </div>
    </>
  );
}
