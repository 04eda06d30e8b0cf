import { pagePath } from '@parallax/core/pages';
import { formatSize } from '@parallax/core/rules/size';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { removeFromLibrary } from '../api/library-queries';
import { downloads } from '../downloads/download-manager';
import type { LibraryItem } from '../model/library-groups';
import { packSizeOf } from '../model/pack-size';
import { useDownloadRecord } from '../model/use-downloads';
import { ContentButton } from './content-button';

/**
 * A library card (spec 2 §2): cover, title, size, the content button with its progress and
 * labels, and removal from the library. `isScrollTarget`: the first pack of the `contentIds`
 * query, scrolled into view once shown.
 */
export function LibraryCard({
  item,
  isScrollTarget,
  isHighlighted,
}: {
  item: LibraryItem;
  isScrollTarget: boolean;
  isHighlighted: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ref = useRef<HTMLElement>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const contentPath = pagePath('content', { slug: item.slug });
  const record = useDownloadRecord(item.id);

  useEffect(() => {
    if (!isScrollTarget) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [isScrollTarget]);

  const handleRemove = async () => {
    setIsRemoving(true);
    try {
      await removeFromLibrary(queryClient, item.id);
      // Out of the library, the pack does not stay on the device either.
      if (downloads.recordOf(item.id)) downloads.remove(item.id);
    } catch {
      setIsRemoving(false);
      showToast('library.toasts.removeFailed', { tone: 'error' });
    }
  };

  return (
    <article
      ref={ref}
      className={`library-card${isHighlighted ? ' is-highlighted' : ''}`}
      aria-labelledby={`library-card-${item.id}`}
      data-testid="library-card"
      data-content-id={item.id}
    >
      <Link to={contentPath} className="library-card-cover" tabIndex={-1} aria-hidden="true">
        <img
          className={item.isDynamic ? 'card-dynamic' : 'card-still'}
          src={item.cover}
          alt=""
          loading="lazy"
          decoding="async"
        />
      </Link>
      <div className="library-card-body">
        <h3 className="library-card-title" id={`library-card-${item.id}`}>
          <Link to={contentPath}>{item.title}</Link>
        </h3>
        <p
          className="library-card-size"
          data-testid="library-card-size"
          data-bytes={packSizeOf(item.sizeInBytes, record)}
        >
          {formatSize(packSizeOf(item.sizeInBytes, record))}
        </p>
        <ContentButton pack={item.button} source="library" />
        <button
          type="button"
          className="link-button library-card-remove"
          disabled={isRemoving}
          onClick={() => void handleRemove()}
        >
          {t('library.actions.removeFromLibrary')}
        </button>
      </div>
    </article>
  );
}
