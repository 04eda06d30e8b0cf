import type { BlogPostSummary } from '@parallax/core/contracts/blog';
import { useTranslation } from '@/lib/i18n';
import { formatLongDate, useLanguage } from '../model/use-language';

/** A post's date and reading time, as a card and the post page show them. */
export function BlogMeta({ post }: { post: BlogPostSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    // In the UI language, also inside a post shown in English for want of a translation.
    <p className="blog-meta" lang={language}>
      <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, language)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('blog.readingTime', { count: post.readingMinutes })}</span>
    </p>
  );
}
