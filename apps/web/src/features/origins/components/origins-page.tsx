import type { OriginsPack } from '@parallax/core/contracts/origins';
import { areOriginsElementsEnabled } from '@parallax/core/rules/origins';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { useContentPolicy } from '@/data/age-check/content-policy';
import { isNotFound } from '@/lib/http';
import { originsQueries } from '../api/origins-queries';
import { OriginsCollection } from './origins-collection';
import { OriginsElement } from './origins-element';
import './origins.css';

/** The origins pack page (`/content-promo/:slug`, spec 2 §2). An unknown slug is a 404. */
export function OriginsPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const origins = useQuery(originsQueries.detail(slug));

  if (origins.isError && isNotFound(origins.error)) return notFound;
  if (origins.isError) throw origins.error;
  if (origins.isPending) {
    return (
      <div className="content-page origins-page" aria-busy="true" aria-label={t('origins.loading')}>
        <Skeleton className="origins-hero-skeleton" />
      </div>
    );
  }
  return <OriginsOverview origins={origins.data} />;
}

function OriginsOverview({ origins }: { origins: OriginsPack }) {
  const { t } = useTranslation();
  const { isSafeMode } = useContentPolicy();
  const pack = origins.originsPackDto;
  const { isLocked } = origins;
  // spec 2 §2, §6: a locked pack blocks its elements; safe mode disables them too.
  const isEnabled = areOriginsElementsEnabled({ isLocked, isSafeMode });
  const disabledReason = isLocked ? t('origins.disabledLocked') : t('origins.disabledSafeMode');

  return (
    <article className="content-page origins-page" data-locked={isLocked}>
      <title>{pack.seo?.metaTitle ?? `${pack.title} | Parallax`}</title>
      <meta name="description" content={pack.seo?.metaDescription ?? pack.descriptionAtStore} />
      <Link className="back-link" to="/">
        ← {t('origins.back')}
      </Link>
      <header className="origins-hero">
        <img
          className="origins-hero-image"
          src={isLocked ? pack.imageLocked : pack.imageUnlocked}
          alt=""
        />
        <div className="origins-hero-text">
          <span className={`badge ${isLocked ? 'origins-badge-locked' : 'origins-badge-unlocked'}`}>
            {isLocked ? t('origins.locked') : t('origins.unlocked')}
          </span>
          <h1>{pack.title}</h1>
          <p className="origins-description">
            {isLocked ? pack.descriptionLocked : pack.descriptionUnlocked}
          </p>
        </div>
      </header>

      {isLocked && <OriginsCollection origins={origins} />}

      <section className="related" aria-labelledby="origins-rewards">
        <h2 id="origins-rewards">{t('origins.rewards')}</h2>
        {!isEnabled && (
          <p id="origins-disabled-reason" className="origins-disabled-reason">
            {disabledReason}
          </p>
        )}
        <ul className="origins-elements">
          {pack.elements.map((element) => (
            <li key={element.id}>
              <OriginsElement
                element={element}
                isLocked={isLocked}
                isEnabled={isEnabled}
                disabledReasonId="origins-disabled-reason"
              />
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
