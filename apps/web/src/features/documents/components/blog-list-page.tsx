import { pagePath } from '@parallax/core/pages';
import type { BlogPostSummary } from '@parallax/core/contracts/blog';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { blogQueries } from '../api/blog-queries';
import { useLanguage } from '../model/use-language';
import { BlogMeta } from './blog-meta';
import '../documents.css';

/** The blog (spec 1 §2 `/blog`): a card per published post, newest first. */
export function BlogListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const posts = useQuery(blogQueries.list(language));
  if (posts.isError) throw posts.error;

  return (
    <section className="blog-page" aria-labelledby="blog-title">
      <title>{t('blog.metaTitle')}</title>
      <meta name="description" content={t('blog.description')} />
      <header className="blog-header">
        <h1 id="blog-title">{t('blog.title')}</h1>
        <p className="blog-intro">{t('blog.description')}</p>
      </header>
      {posts.isPending ? (
        <ul className="blog-grid" aria-busy="true" aria-label={t('blog.loading')}>
          {[0, 1, 2].map((index) => (
            <li key={index} className="blog-card">
              <Skeleton className="blog-card-cover" />
            </li>
          ))}
        </ul>
      ) : posts.data.length === 0 ? (
        <p className="blog-intro">{t('blog.empty')}</p>
      ) : (
        <ul className="blog-grid" aria-busy={posts.isPlaceholderData}>
          {posts.data.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BlogCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className="blog-card" lang={post.language}>
      <img
        className="blog-card-cover"
        src={post.cover}
        alt={post.coverAlt}
        width={960}
        height={540}
        loading="lazy"
        decoding="async"
      />
      <div className="blog-card-body">
        <h2 className="blog-card-title">
          {/* The link covers the whole card (CSS), so the card is one target. */}
          <Link className="blog-card-link" to={pagePath('blogPost', { slug: post.slug })}>
            {post.title}
          </Link>
        </h2>
        <p className="blog-card-excerpt">{post.excerpt}</p>
        <BlogMeta post={post} />
      </div>
    </article>
  );
}
