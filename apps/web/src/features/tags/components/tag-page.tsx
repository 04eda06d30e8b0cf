import { pagePath } from '@parallax/core/pages';
import type { ContentShortItem } from '@parallax/core/contracts/catalog';
import type { Tag } from '@parallax/core/contracts/tags';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound } from '@/lib/http';
import { tagQueries } from '../api/tags-queries';
import { ScreenshotPairs } from './screenshot-pairs';
import './tags.css';

/** spec 2 §9: the tag page shows 4 skeleton cards while loading. */
export const TAG_SKELETON_CARDS = 4;

type TagPageProps = {
  notFound: ReactNode;
  /** The catalog's content cards and their skeleton, composed in by app/. */
  renderCards: (items: readonly ContentShortItem[]) => ReactNode;
  renderCardsSkeleton: (count: number) => ReactNode;
};

/** One tag (`/tags/:slug`, spec 2 §3 tag). A slug the server does not know is a 404. */
export function TagPage({ notFound, renderCards, renderCardsSkeleton }: TagPageProps) {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const tag = useQuery(tagQueries.detail(slug));

  if (tag.isError && isNotFound(tag.error)) return notFound;
  if (tag.isError) throw tag.error;
  if (tag.isPending) {
    return (
      <div className="content-page tag-page" aria-busy="true" aria-label={t('tag.loading')}>
        <Skeleton className="tag-title-skeleton" />
        {renderCardsSkeleton(TAG_SKELETON_CARDS)}
      </div>
    );
  }
  return <TagOverview tag={tag.data} renderCards={renderCards} />;
}

function TagOverview({ tag, renderCards }: { tag: Tag; renderCards: TagPageProps['renderCards'] }) {
  const { t } = useTranslation();
  return (
    <article className="content-page tag-page">
      <title>{tag.metaTitle || `${tag.name} | Parallax`}</title>
      <meta name="description" content={tag.metaDescription || tag.description} />
      <h1>{tag.h1Content || tag.name}</h1>
      {tag.description && <p className="tag-description">{tag.description}</p>}

      {tag.models.length > 0 && (
        <section className="related" aria-labelledby="tag-models">
          <h2 id="tag-models">{t('tag.models')}</h2>
          <ul className="tag-models">
            {tag.models.map((model) => (
              <li key={model.id}>
                <Link className="tag-model" to={pagePath('model', { slug: model.slug })}>
                  {model.photo ? (
                    <img src={model.photo} alt="" loading="lazy" decoding="async" />
                  ) : (
                    <span className="tag-model-initial" aria-hidden="true">
                      {model.name.charAt(0)}
                    </span>
                  )}
                  <span>{model.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="related" aria-labelledby="tag-contents">
        <h2 id="tag-contents">{t('tag.contents')}</h2>
        {tag.contents.length === 0 ? <p>{t('tag.noContents')}</p> : renderCards(tag.contents)}
      </section>

      {tag.relatedTags.length > 0 && (
        <section className="related" aria-labelledby="tag-related">
          <h2 id="tag-related">{t('tag.related')}</h2>
          <ul className="chips">
            {tag.relatedTags.map((related) => (
              <li key={related.slug}>
                <Link className="chip tag-chip-link" to={pagePath('tag', { slug: related.slug })}>
                  {related.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {tag.faqs.length > 0 && (
        <section className="related" aria-labelledby="tag-faq">
          <h2 id="tag-faq">{t('tag.faq')}</h2>
          <div className="tag-faqs">
            {tag.faqs.map((faq) => (
              // A native disclosure: a button to assistive technology, Enter and Space toggle it.
              <details key={faq.question} className="tag-faq">
                <summary>{faq.question}</summary>
                <p>{faq.answer}</p>
              </details>
            ))}
          </div>
        </section>
      )}

      {tag.screenshotPairs.length > 0 && (
        <ScreenshotPairs tagName={tag.name} pairs={tag.screenshotPairs} />
      )}
    </article>
  );
}
