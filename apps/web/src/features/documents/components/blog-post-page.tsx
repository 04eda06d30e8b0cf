import { pagePath } from '@parallax/core/pages';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound } from '@/lib/http';
import { blogQueries } from '../api/blog-queries';
import { useLanguage } from '../model/use-language';
import { BlogMeta } from './blog-meta';
import { ContentBlocks } from './content-blocks';
import '../documents.css';

/** One blog post (`/blog/:slug`); a slug the server does not know renders the 404 page. */
export function BlogPostPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const post = useQuery(blogQueries.detail(slug, language));

  if (post.isError && isNotFound(post.error)) return notFound;
  if (post.isError) throw post.error;
  if (post.isPending) {
    return (
      <div className="prose-page" aria-busy="true" aria-label={t('blog.loading')}>
        <Skeleton className="prose-skeleton-title" />
        <Skeleton className="blog-post-cover" />
      </div>
    );
  }

  const { data } = post;
  const isOtherLanguage = data.language !== language;
  return (
    <article
      className="prose-page prose"
      lang={isOtherLanguage ? data.language : undefined}
      data-testid="blog-post"
      aria-busy={post.isPlaceholderData}
    >
      <title>{`${data.title} | Parallax`}</title>
      <meta name="description" content={data.excerpt} />
      <Link
        className="back-link"
        to={pagePath('blog')}
        lang={isOtherLanguage ? language : undefined}
      >
        ← {t('blog.back')}
      </Link>
      <header className="prose-header">
        <h1>{data.title}</h1>
        <BlogMeta post={data} />
      </header>
      <img
        className="blog-post-cover"
        src={data.cover}
        alt={data.coverAlt}
        width={960}
        height={540}
        fetchPriority="high"
      />
      <ContentBlocks blocks={data.blocks} />
    </article>
  );
}
