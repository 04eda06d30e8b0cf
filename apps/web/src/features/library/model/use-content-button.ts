import type { ContentPack, ContentShortItem } from '@parallax/core/contracts/catalog';
import {
  contentButtonState,
  LIBRARY_SETTLE_MS,
  nextLibraryStatus,
  type ContentButtonState,
  type LibraryStatus,
} from '@parallax/core/rules/download';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuthModal } from '@/data/session/auth-modal-context';
import { errorMessageKey } from '@/lib/http';
import { useSession } from '@/data/session/session-context';
import { showToast } from '@/lib/toast';
import { addToLibrary } from '../api/library-queries';
import { canDownload, downloads } from '../downloads/download-manager';
import type { DownloadRecord } from '../downloads/protocol';
import { usePlayerPort, type PlayablePack } from './player-port';
import { useDownloadRecord, useDownloadsLoaded } from './use-downloads';

/** A pack as its content button reads it, from a full content pack or a card's short item. */
export type ButtonPack = PlayablePack & {
  isDemo: boolean;
  inLibrary: boolean;
  /** The viewer may add it to their library: owned, a demo, or opened by their subscription. */
  isEntitled: boolean;
};

export function buttonPackOf(pack: ContentPack | ContentShortItem): ButtonPack {
  return {
    id: pack.id,
    title: pack.title,
    preview: pack.storePreview,
    price: pack.price,
    is2DViewerEnabled: pack.is2DViewerEnabled,
    isDemo: pack.isDemo,
    inLibrary: pack.inLibrary,
    isEntitled: pack.isOwned || pack.isDemo || pack.isUnlockedBySubscription,
  };
}

/** Where a session was asked for (the session's source). */
export type ButtonSource = 'library' | 'content-page' | 'origins-pack' | 'downloads';

/** Stands for "a session plays something else" (another pack, or a file of the user's own). */
const ANOTHER_SESSION = 'another-session';

export type ContentButtonModel = {
  state: ContentButtonState;
  record: DownloadRecord | null;
  add: () => void;
  download: () => void;
  pause: () => void;
  resume: () => void;
  update: () => void;
  unpack: () => void;
  removeFromDevice: () => void;
  play: (sessionType: 'VR' | '2D') => void;
  stop: () => void;
};

/**
 * A pack's content button (spec 2 §4 content button states): the add-to-library flow of this
 * device, the pack's download record and the tab's session, through `contentButtonState` of
 * core, and what each state's buttons do.
 */
export function useContentButton(pack: ButtonPack, source: ButtonSource): ContentButtonModel {
  const { auth } = useSession();
  const { openAuthRequired } = useAuthModal();
  const queryClient = useQueryClient();
  const player = usePlayerPort();
  const session = player.useSessionOf(pack.id);
  const record = useDownloadRecord(pack.id);
  const isLoaded = useDownloadsLoaded();
  const [isDownloadable] = useState(canDownload);
  const [libraryStatus, setLibraryStatus] = useState<LibraryStatus | null>(null);
  const [isAddedHere, setIsAddedHere] = useState(false);
  // From the click on Download until the worker's record arrives (or the start is refused).
  const [isStarting, setIsStarting] = useState(false);
  const [previousRecord, setPreviousRecord] = useState(record);
  if (record !== previousRecord) {
    setPreviousRecord(record);
    if (record) setIsStarting(false);
  }

  const isSignedIn = auth.status === 'authenticated';
  const inLibrary = pack.inLibrary || isAddedHere;
  const state = contentButtonState({
    contentId: pack.id,
    isSignedIn,
    isDemo: pack.isDemo,
    inLibrary,
    libraryStatus,
    canDownload: isDownloadable,
    download: record?.status ?? null,
    playingContentId:
      session === 'playing' ? pack.id : session === 'playing_other' ? ANOTHER_SESSION : null,
    isLoading:
      auth.status === 'unknown' ||
      isStarting ||
      (isSignedIn && inLibrary && isDownloadable && !isLoaded),
  });

  // A pack on the device plays without a network: the player's code comes while there is one.
  const isOnDevice = record?.status === 'ready_to_play' || record?.status === 'ready_to_update';
  useEffect(() => {
    if (isOnDevice) player.preload();
  }, [isOnDevice, player]);

  // spec 2 §4: added_to_library moves on after 1 s to the download (or launch) state.
  useEffect(() => {
    if (libraryStatus !== 'added_to_library') return;
    const timer = setTimeout(() => setLibraryStatus(null), LIBRARY_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [libraryStatus]);

  const add = async () => {
    // spec 2 §4: guests see add to library on demo content; adding asks them to sign up.
    if (!isSignedIn) {
      openAuthRequired();
      return;
    }
    const adding = nextLibraryStatus(libraryStatus ?? 'ready_add_to_library', 'add');
    if (!adding) return;
    setLibraryStatus(adding);
    try {
      await addToLibrary(queryClient, pack.id);
      setIsAddedHere(true);
      setLibraryStatus(nextLibraryStatus(adding, 'added'));
    } catch {
      setLibraryStatus(nextLibraryStatus(adding, 'failed'));
      showToast('library.toasts.addFailed', { tone: 'error' });
    }
  };

  const download = async () => {
    setIsStarting(true);
    try {
      const outcome = await downloads.download(pack.id, pack.title, pack.is2DViewerEnabled);
      if (outcome.kind === 'started') return;
      setIsStarting(false);
      if (outcome.kind === 'limit') {
        showToast('library.toasts.offlineLimit', {
          tone: 'error',
          values: { count: outcome.limit },
        });
      } else {
        showToast('library.toasts.nothingToDownload', { tone: 'error' });
      }
    } catch (error) {
      setIsStarting(false);
      showToast(errorMessageKey(error), { tone: 'error' });
    }
  };

  return {
    state,
    record,
    add: () => void add(),
    download: () => void download(),
    pause: () => downloads.pause(pack.id),
    resume: () => downloads.resume(pack.id),
    update: () => downloads.update(pack.id),
    unpack: () => downloads.decompress(pack.id),
    removeFromDevice: () => {
      downloads.remove(pack.id);
      showToast('library.toasts.removed', { tone: 'success' });
    },
    play: (sessionType) => player.play(pack, sessionType, source),
    stop: () => player.stop(),
  };
}
