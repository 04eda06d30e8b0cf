import type { DocumentSlug } from '@parallax/core/contracts/documents';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound } from '@/lib/http';
import { documentQueries } from '../api/document-queries';
import { formatLongDate, useLanguage } from '../model/use-language';
import { ContentBlocks } from './content-blocks';
import '../documents.css';

/**
 * A document page (spec 1 §2: cookie policy, privacy policy, terms of service, 2257 notice,
 * DMCA): its blocks in the UI language, fetched again when the language changes.
 */
export function DocumentPage({ slug, notFound }: { slug: DocumentSlug; notFound: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const document = useQuery(documentQueries.detail(slug, language));

  if (document.isError && isNotFound(document.error)) return notFound;
  if (document.isError) throw document.error;
  if (document.isPending) {
    return (
      <div className="prose-page" aria-busy="true" aria-label={t('documents.loading')}>
        <Skeleton className="prose-skeleton-title" />
        <Skeleton className="prose-skeleton-text" />
      </div>
    );
  }

  const { data } = document;
  const [first, ...rest] = data.blocks;
  const hasTitleBlock = first?.type === 'header1';
  // The text's language differs from the UI's while the other language loads (the previous
  // text stays on screen) and when the document has no translation (then the note says so).
  const isOtherLanguage = data.language !== language;
  const isFallback = isOtherLanguage && !document.isPlaceholderData;
  return (
    <article
      className="prose-page prose"
      lang={isOtherLanguage ? data.language : undefined}
      data-testid="document-page"
      aria-busy={document.isPlaceholderData}
    >
      <title>{`${data.title} | Parallax`}</title>
      <meta name="description" content={data.description} />
      <header className="prose-header">
        {hasTitleBlock ? <ContentBlocks blocks={[first]} /> : <h1>{data.title}</h1>}
        <p className="prose-meta" lang={isOtherLanguage ? language : undefined}>
          {t('documents.updated', {
            date: formatLongDate(data.updatedAt, language),
          })}
        </p>
        {isFallback && (
          <p className="prose-note" role="note" lang={language}>
            {t('documents.inEnglish')}
          </p>
        )}
      </header>
      <ContentBlocks blocks={hasTitleBlock ? rest : data.blocks} />
    </article>
  );
}
