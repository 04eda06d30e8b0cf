import { pagePath } from '@parallax/core/pages';
import type { ModelListItem } from '@parallax/core/contracts/models';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/ui/link';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { Skeleton } from '@/components/ui/skeleton';
import { modelQueries } from '../api/models-queries';
import { ModelPhoto } from './model-photo';
import './models.css';

/** spec 2 §9: a list skeleton has 5 items by default. */
export const MODELS_SKELETON_CARDS = 5;

/** The models list (`/pornstars`, spec 2 §2): photo, name and a popup of the model's memories. */
export function ModelsPage() {
  const { t } = useTranslation();
  const models = useQuery(modelQueries.list());

  return (
    <section className="content-page" aria-labelledby="models-title">
      <title>{t('models.metaTitle')}</title>
      <meta name="description" content={t('models.metaDescription')} />
      <h1 id="models-title">{t('models.title')}</h1>
      <p className="models-intro">{t('models.intro')}</p>
      {models.isPending && (
        <ul className="model-grid" aria-busy="true" aria-label={t('models.loading')}>
          {Array.from({ length: MODELS_SKELETON_CARDS }, (_, index) => (
            <li key={index} aria-hidden="true" data-testid="model-skeleton">
              <Skeleton className="model-card-photo" />
            </li>
          ))}
        </ul>
      )}
      {models.isError && (
        <p className="notice" role="alert">
          {t('models.loadError')}
        </p>
      )}
      {models.data?.length === 0 && <p>{t('models.empty')}</p>}
      {models.data && models.data.length > 0 && (
        <ul className="model-grid">
          {models.data.map((model) => (
            <li key={model.id}>
              <ModelCard model={model} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ModelCard({ model }: { model: ModelListItem }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const memories = t('models.memories', { count: model.contents.length });

  return (
    <article className="model-card" aria-label={model.name}>
      {/* Named by the model's name alone; the photo keeps its own alt text for the image. */}
      <Link
        to={pagePath('model', { slug: model.slug })}
        className="model-card-link"
        aria-label={model.name}
      >
        <ModelPhoto className="model-card-photo" photo={model.photo} name={model.name} />
        <h2 className="model-card-name">{model.name}</h2>
      </Link>
      <button
        type="button"
        className="button button-small button-secondary model-card-memories"
        aria-haspopup="dialog"
        // The visible text first (WCAG 2.5.3), then whose memories they are.
        aria-label={`${memories}, ${model.name}`}
        onClick={() => setIsOpen(true)}
      >
        {memories}
      </button>
      {isOpen && (
        <Dialog
          labelledBy={titleId}
          onRequestClose={() => setIsOpen(false)}
          className="memories-dialog"
          initialFocus=".memory-link"
          testId="memories-dialog"
        >
          <DialogHeader
            titleId={titleId}
            title={t('models.memoriesOf', { name: model.name })}
            onClose={() => setIsOpen(false)}
          />
          <div className="dialog-body">
            {model.contents.length === 0 ? (
              <p>{t('models.noMemories')}</p>
            ) : (
              <ul className="memory-list">
                {model.contents.map((memory) => (
                  <li key={memory.id}>
                    <Link className="memory-link" to={pagePath('content', { slug: memory.slug })}>
                      <img src={memory.cover} alt="" loading="lazy" decoding="async" />
                      <span>{memory.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Dialog>
      )}
    </article>
  );
}
