import type { ContentShortItem } from '@parallax/core/contracts/catalog';
import type { ContentPack } from '@parallax/core/contracts/content';
import { useEffect } from 'react';
import { onDownloadsForgotten, setDownloadsOwner } from '@/data/library/downloads-owner';
import { lazyPart } from '@/lib/lazy-part';
import { useSession } from '@/data/session/session-context';

/*
 * The library's entry points on other pages, light enough for the store page's first load: the
 * library's code (its buttons, the download manager) and the player's session store load only
 * where a content button, the Downloads section or a signed-in user's download toasts show.
 */

const loadPlayer = () => import('../library-player');

const ContentButtonPart = lazyPart(() =>
  Promise.all([import('@/features/library/components/content-button'), loadPlayer()]).then(
    ([library, player]) => player.withPlayerPort(library.CatalogContentButton),
  ),
);
const DownloadsSectionPart = lazyPart(() =>
  Promise.all([import('@/features/library/components/downloads-section'), loadPlayer()]).then(
    ([library, player]) => player.withPlayerPort(library.DownloadsSection),
  ),
);
const DownloadToastsPart = lazyPart(() =>
  import('@/features/library/components/download-toasts').then((module) => module.DownloadToasts),
);

/**
 * A pack's content button (spec 2 §4) on the content page (beside Play in VR, which it leaves to
 * stream and to stop) and on origins pack elements: for signed-in users; a guest sees it on demo
 * content only, as add to library (spec 2 §4 library status with no user).
 */
export function ContentButtonEntry({
  pack,
  source,
  withPlayActions = true,
}: {
  pack: ContentPack | ContentShortItem;
  source: 'content-page' | 'origins-pack';
  withPlayActions?: boolean;
}) {
  const { auth } = useSession();
  const isShown =
    auth.status === 'authenticated' || (auth.status === 'notAuthenticated' && pack.isDemo);
  if (!isShown) return null;
  return <ContentButtonPart pack={pack} source={source} withPlayActions={withPlayActions} />;
}

/** The control panel's Downloads section (spec 2 §2). */
export function DownloadsSectionEntry() {
  return <DownloadsSectionPart />;
}

/** spec 2 §8 download failure toasts, once for the app, for a signed-in user. */
export function DownloadToastsEntry() {
  const { auth } = useSession();
  return auth.status === 'authenticated' ? <DownloadToastsPart /> : null;
}

/**
 * Tells the download manager whose packs to show and fetch as the session becomes known and
 * changes (a guest has none; another account's stay on the device, out of sight), and removes a
 * deleted account's packs — loading the manager for that only if the page has not yet.
 */
export function DownloadsOwnerEntry() {
  const { auth, user } = useSession();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (auth.status === 'unknown') return;
    // Signed in but the user not loaded yet: wait for them rather than fall back to none.
    if (auth.status === 'authenticated' && userId === null) return;
    setDownloadsOwner(userId);
  }, [auth.status, userId]);

  useEffect(
    () =>
      onDownloadsForgotten((deleted) => {
        void import('@/features/library/downloads/download-manager').then(({ downloads }) =>
          downloads.forget(deleted),
        );
      }),
    [],
  );
  return null;
}
