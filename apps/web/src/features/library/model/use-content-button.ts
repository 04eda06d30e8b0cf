import type { ContentShortItem } from '@parallax/core/contracts/catalog';
import type { ContentPack } from '@parallax/core/contracts/content';
import { contentButtonState, type ContentButtonState } from '@parallax/core/rules/content-button';
import { useEffect, useState } from 'react';
import { useSession } from '@/data/session/session-context';
import { showToast } from '@/lib/toast';
import { canDownload, downloads } from '../downloads/download-manager';
import type { DownloadRecord } from '../downloads/protocol';
import { type PlayablePack, type PlayerPort, usePlayerPort } from './player-port';
import { useAddToLibrary } from './use-add-to-library';
import { useDownloadStart } from './use-download-start';
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
  const player = usePlayerPort();
  const session = player.useSessionOf(pack.id);
  const record = useDownloadRecord(pack.id);
  const isLoaded = useDownloadsLoaded();
  const [isDownloadable] = useState(canDownload);
  const isSignedIn = auth.status === 'authenticated';
  const library = useAddToLibrary(pack.id, isSignedIn);
  const start = useDownloadStart(pack, record);

  const inLibrary = pack.inLibrary || library.isAddedHere;
  const state = contentButtonState({
    contentId: pack.id,
    isSignedIn,
    isDemo: pack.isDemo,
    inLibrary,
    libraryStatus: library.libraryStatus,
    canDownload: isDownloadable,
    download: record?.status ?? null,
    playingContentId:
      session === 'playing' ? pack.id : session === 'playing_other' ? ANOTHER_SESSION : null,
    isLoading:
      auth.status === 'unknown' ||
      start.isStarting ||
      (isSignedIn && inLibrary && isDownloadable && !isLoaded),
  });

  // A pack on the device plays without a network: the player's code comes while there is one.
  const isOnDevice = record?.status === 'ready_to_play' || record?.status === 'ready_to_update';
  useEffect(() => {
    if (isOnDevice) player.preload();
  }, [isOnDevice, player]);

  return {
    state,
    record,
    add: () => void library.add(),
    download: () => void start.download(),
    ...packActions(pack, source, player),
  };
}

/** What the buttons of a pack on the device do: they go to the download manager and the player. */
function packActions(
  pack: ButtonPack,
  source: ButtonSource,
  player: PlayerPort,
): Omit<ContentButtonModel, 'state' | 'record' | 'add' | 'download'> {
  return {
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
