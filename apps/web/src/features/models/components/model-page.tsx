import { pagePath } from '@parallax/core/pages';
import { Fact } from '@/components/ui/fact';
import type { ContentShortItem } from '@parallax/core/contracts/catalog';
import type { Model } from '@parallax/core/contracts/models';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound } from '@/lib/http';
import { modelQueries } from '../api/models-queries';
import { ModelPhoto } from './model-photo';
import './models.css';

type ModelPageProps = {
  notFound: ReactNode;
  /** The content cards of the catalog, composed in by app/ (features do not import each other). */
  renderCards: (items: readonly ContentShortItem[]) => ReactNode;
};

/** One model (`/pornstars/:slug`, spec 2 §2). A slug the server does not know is a 404. */
export function ModelPage({ notFound, renderCards }: ModelPageProps) {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const model = useQuery(modelQueries.detail(slug));

  if (model.isError && isNotFound(model.error)) return notFound;
  if (model.isError) throw model.error;
  if (model.isPending) {
    return (
      <div className="content-page model-page" aria-busy="true" aria-label={t('model.loading')}>
        <Skeleton className="model-photo" />
      </div>
    );
  }
  return <ModelProfile model={model.data} renderCards={renderCards} />;
}

function ModelProfile({
  model,
  renderCards,
}: {
  model: Model;
  renderCards: ModelPageProps['renderCards'];
}) {
  const { t } = useTranslation();
  const na = t('common.na');

  return (
    <article className="content-page model-page">
      <title>{model.seoTags.metaTitle}</title>
      <meta name="description" content={model.seoTags.metaDescription} />
      <meta property="og:title" content={model.seoOpenGraph.title} />
      <meta property="og:description" content={model.seoOpenGraph.description} />
      {model.seoOpenGraph.image && <meta property="og:image" content={model.seoOpenGraph.image} />}
      <Link className="back-link" to={pagePath('models')}>
        ← {t('model.back')}
      </Link>
      <div className="model-profile">
        <ModelPhoto className="model-photo" photo={model.photo} name={model.name} isPriority />
        <div className="model-details">
          <h1>{model.name}</h1>
          <ModelFacts model={model} />
          <ModelSocialLinks model={model} />
          <section aria-labelledby="model-about">
            <h2 id="model-about" className="model-subtitle">
              {t('model.about')}
            </h2>
            <p className="model-description">{model.description ?? na}</p>
          </section>
          <section aria-labelledby="model-tags">
            <h2 id="model-tags" className="model-subtitle">
              {t('model.tags')}
            </h2>
            {model.tags.length === 0 ? (
              <p>{na}</p>
            ) : (
              <ul className="chips">
                {model.tags.map((tag) => (
                  <li key={tag.slug}>
                    <Link className="chip model-chip-link" to={pagePath('tag', { slug: tag.slug })}>
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
      <section className="related" aria-labelledby="model-memories">
        <h2 id="model-memories">{t('model.memories')}</h2>
        {model.contents.length === 0 ? (
          <p>{t('models.noMemories')}</p>
        ) : (
          renderCards(model.contents)
        )}
      </section>
    </article>
  );
}

/** The parameters (spec 2 §2: N/A for every empty one). */
function ModelFacts({ model }: { model: Model }) {
  const { t } = useTranslation();
  const na = t('common.na');
  const orNa = (value: string | number | null) =>
    value === null || value === '' ? na : String(value);
  return (
    <dl className="model-facts" aria-label={t('model.parameters')}>
      <Fact label={t('model.height')}>
        {model.height === null ? na : t('model.heightValue', { value: model.height })}
      </Fact>
      <Fact label={t('model.breastSize')}>{orNa(model.breastSizeIndex)}</Fact>
      <Fact label={t('model.weight')}>
        {model.weight === null ? na : t('model.weightValue', { value: model.weight })}
      </Fact>
      <Fact label={t('model.hairColor')}>{orNa(model.hairColor)}</Fact>
      <Fact label={t('model.ethnicity')}>{orNa(model.ethnicity)}</Fact>
      <Fact label={t('model.age')}>{orNa(model.age)}</Fact>
      <Fact label={t('model.quote')}>
        {model.quote ? <q className="model-quote">{model.quote}</q> : na}
      </Fact>
    </dl>
  );
}

function ModelSocialLinks({ model }: { model: Model }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="model-social">
      <h2 id="model-social" className="model-subtitle">
        {t('model.social')}
      </h2>
      {model.socialNetworksLinks.length === 0 ? (
        <p>{t('common.na')}</p>
      ) : (
        <ul className="chips">
          {model.socialNetworksLinks.map((link) => (
            <li key={link.link}>
              <a
                className="chip model-chip-link"
                href={link.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('model.socialLink', {
                  name: model.name,
                  network: t(`model.networks.${link.socialNetwork}`),
                })}
              >
                {t(`model.networks.${link.socialNetwork}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
