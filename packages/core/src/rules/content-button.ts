import type { DownloadStatus } from './download.js';
import type { LibraryStatus } from './library-status.js';

export const CONTENT_BUTTON_STATES = [
  'launch_in_vr',
  'ready_to_download',
  'ready_to_resume_download',
  'ready_to_update',
  'ready_to_decompress',
  'preparing_to_launch',
  'progress',
  'ready_to_play',
  'playing',
  'playing_other',
  'loading',
  'adding_to_library',
  'ready_add_to_library',
  'added_to_library',
] as const;
export type ContentButtonState = (typeof CONTENT_BUTTON_STATES)[number];

/** spec 2 §4 content button states: what a pack's button offers on this device now. */
export function contentButtonState(input: {
  contentId: string;
  isSignedIn: boolean;
  isDemo: boolean;
  inLibrary: boolean;
  /** The add-to-library flow under way on this device (null: none). */
  libraryStatus: LibraryStatus | null;
  /**
   * Whether this device can keep files for offline play (OPFS); false → launch_in_vr once in the
   * library.
   */
  canDownload: boolean;
  download: DownloadStatus | null;
  /** The content a session is playing now (null: none). */
  playingContentId: string | null;
  isLoading: boolean;
}): ContentButtonState {
  // One session at a time: the playing pack offers stop session, the others a restriction notice.
  if (input.playingContentId !== null) {
    return input.playingContentId === input.contentId ? 'playing' : 'playing_other';
  }
  if (input.isLoading) return 'loading';
  // spec 2 §4: with no user, demo content shows add to library and other content launch in VR.
  if (!input.isSignedIn) return input.isDemo ? 'ready_add_to_library' : 'launch_in_vr';
  if (input.libraryStatus === 'adding_to_library' || input.libraryStatus === 'added_to_library') {
    return input.libraryStatus;
  }
  if (!input.inLibrary) return 'ready_add_to_library';
  if (!input.canDownload) return 'launch_in_vr';
  switch (input.download) {
    case null:
      return 'ready_to_download';
    case 'preparing_to_downloading':
      return 'loading';
    case 'downloading':
    case 'updating':
    case 'decompressing':
      return 'progress';
    default:
      return input.download;
  }
}
