import { pagePath } from '@parallax/core/pages';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/ui/link';
import { tagQueries } from '../api/tags-queries';
import './tags.css';

/**
 * The footer's SEO tag links (spec 1 §2 footer): every tag, linking to its page. Renders nothing
 * until the list arrives, and nothing when it cannot be loaded (the footer stays usable).
 */
export function SeoTagFooter() {
  const { t } = useTranslation();
  const tags = useQuery(tagQueries.list());
  const titleId = useId();
  if (!tags.data || tags.data.length === 0) return null;
  return (
    <nav className="seo-tag-footer" aria-labelledby={titleId}>
      <h2 id={titleId} className="seo-tag-footer-title">
        {t('tagFooter.title')}
      </h2>
      <ul>
        {tags.data.map((tag) => (
          <li key={tag.slug}>
            <Link to={pagePath('tag', { slug: tag.slug })}>{tag.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
