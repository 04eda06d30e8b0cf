import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n';
import { libraryQueries } from '../api/library-queries';
import { downloads } from '../downloads/download-manager';
import type { DownloadRecord } from '../downloads/protocol';
import {
  contentIdsOf,
  libraryGroups,
  scrollTargetOf,
  type LibraryGroup,
} from '../model/library-groups';
import { useDownloadRecords } from '../model/use-downloads';
import { LibraryCard } from './library-card';
import './library.css';

/** spec 2 §9: the library shows a skeleton of 10 cards while loading. */
export const LIBRARY_SKELETON_CARDS = 10;

/** How long the card of the `contentIds` query stays highlighted. */
export const HIGHLIGHT_MS = 2000;

/**
 * The library (spec 2 §2; signed-in users only, the route guards it): the user's packs grouped by
 * category, each with its content button, scrolled to the first pack of the `contentIds` query.
 * `ownFiles`: playing a file of the user's own, supplied by the app (the player's).
 */
export function LibraryPage({ ownFiles }: { ownFiles?: ReactNode }) {
  const { t } = useTranslation();
  const categories = useQuery(libraryQueries.categories());
  const packs = useQuery(libraryQueries.packs());
  const [params] = useSearchParams();
  const isOnline = useIsOnline();
  const records = useDownloadRecords();
  useUpdateChecks(records, isOnline);

  const groups = useMemo(
    () => (categories.data && packs.data ? libraryGroups(categories.data, packs.data) : null),
    [categories.data, packs.data],
  );
  const contentIds = params.get('contentIds');
  const target = useMemo(
    () => (groups ? scrollTargetOf(contentIdsOf(contentIds), groups) : null),
    [contentIds, groups],
  );
  const [highlightOver, setHighlightOver] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => setHighlightOver(target), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [target]);

  const hasFailed = (categories.isError || packs.isError) && !groups;
  return (
    <section className="library-page" data-testid="library-page" aria-labelledby="library-title">
      <title>{`${t('library.title')} | Parallax`}</title>
      <h1 id="library-title">{t('library.title')}</h1>
      {!isOnline && <p className="library-notice">{t('library.offline')}</p>}
      {hasFailed ? (
        <p className="library-notice" role="alert">
          {t('library.loadError')}
        </p>
      ) : !groups ? (
        <LibrarySkeleton />
      ) : groups.length === 0 ? (
        <div className="library-empty" data-testid="library-empty">
          <p>{t('library.empty')}</p>
          <Link className="button" to="/">
            {t('library.browse')}
          </Link>
        </div>
      ) : (
        groups.map((group) => (
          <LibrarySection
            key={group.id ?? 'other'}
            group={group}
            target={target}
            isHighlighting={target !== null && highlightOver !== target}
          />
        ))
      )}
      {ownFiles}
    </section>
  );
}

function LibrarySection({
  group,
  target,
  isHighlighting,
}: {
  group: LibraryGroup;
  target: string | null;
  isHighlighting: boolean;
}) {
  const { t } = useTranslation();
  const titleId = `library-group-${group.id ?? 'other'}`;
  return (
    <section
      className="library-group"
      aria-labelledby={titleId}
      data-testid="library-group"
      data-category-id={group.id ?? ''}
    >
      <h2 id={titleId}>{group.title ?? t('library.otherCategory')}</h2>
      <ul className="library-grid">
        {group.items.map((item) => (
          <li key={item.id}>
            <LibraryCard
              item={item}
              isScrollTarget={item.id === target}
              isHighlighted={isHighlighting && item.id === target}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LibrarySkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t('library.loading')} role="status">
      <ul className="library-grid" aria-hidden="true" data-testid="library-skeleton">
        {Array.from({ length: LIBRARY_SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <Skeleton className="library-card-skeleton" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Asks the server once per visit whether each pack kept on the device changed (an update is
 * then offered, spec 2 §4 ready_to_update); online only.
 */
function useUpdateChecks(records: readonly DownloadRecord[], isOnline: boolean) {
  const checked = useRef(new Set<string>());
  useEffect(() => {
    if (!isOnline) return;
    for (const record of records) {
      if (record.status !== 'ready_to_play' || checked.current.has(record.contentId)) continue;
      checked.current.add(record.contentId);
      // A failed check changes nothing: the pack still plays as it is.
      void downloads.checkForUpdate(record.contentId).catch(() => false);
    }
  }, [records, isOnline]);
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const readOnline = () => navigator.onLine;

function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, readOnline, () => true);
}
