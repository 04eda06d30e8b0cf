/**
 * The library and download state machines (spec 2 §4), the content button they drive, and the
 * progress, storage and offline-limit rules around them (spec 2 §5, §6, §9). One place says which
 * event moves a download from which status to which: the web's download manager applies events
 * through `nextDownloadStatus` only, and the library page, the origins pack elements and the
 * control panel's Downloads section read the same statuses.
 *
 *   (none) ─start─▶ preparing_to_downloading ─fetching─▶ downloading
 *   downloading / updating ─fetched─▶ decompressing (compressed) | ready_to_play
 *   preparing_to_downloading / downloading ─pause, fail─▶ ready_to_resume_download
 *   ready_to_resume_download ─start─▶ preparing_to_downloading
 *   decompressing ─decompressed─▶ ready_to_play
 *   decompressing ─fail─▶ ready_to_decompress ─decompress─▶ decompressing
 *   ready_to_play ─outdated─▶ ready_to_update ─update─▶ updating ─fail─▶ ready_to_update
 *   ready_to_play ─launch─▶ preparing_to_launch ─launched, fail─▶ ready_to_play
 *   (none) ─found─▶ ready_to_decompress | ready_to_play (files already on the device)
 *   ready_to_play / ready_to_update / preparing_to_launch / decompressing ─damaged─▶
 *     ready_to_resume_download (a stored file failed its hash: fetched again)
 *
 * Removing a pack from the device deletes its download record: its status is null again.
 */

export const DOWNLOAD_STATUSES = [
  'preparing_to_downloading',
  'downloading',
  'updating',
  'decompressing',
  'ready_to_play',
  'preparing_to_launch',
  'ready_to_update',
  'ready_to_resume_download',
  'ready_to_decompress',
] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

export type DownloadEvent =
  /** The user asks for the pack (or to resume it): links and storage are being checked. */
  | { type: 'start' }
  /** The first bytes are on their way. */
  | { type: 'fetching' }
  | { type: 'pause' }
  /** The network, the storage or the decompression failed, or the launch did not happen. */
  | { type: 'fail' }
  /** Every part is stored and verified; a compressed part is unpacked next. */
  | { type: 'fetched'; compressed: boolean }
  /** Unpacking again after a failed decompression. */
  | { type: 'decompress' }
  | { type: 'decompressed' }
  /** The server's lastModifiedAt is newer than the stored files'. */
  | { type: 'outdated' }
  | { type: 'update' }
  | { type: 'launch' }
  | { type: 'launched' }
  /** spec 2 §4 existing files: a pack found on the device with no download record. */
  | { type: 'found'; compressed: boolean }
  /** A stored file failed its hash check: what is damaged is fetched again, never played. */
  | { type: 'damaged' };
export type DownloadEventType = DownloadEvent['type'];

export const DOWNLOAD_EVENT_TYPES = [
  'start',
  'fetching',
  'pause',
  'fail',
  'fetched',
  'decompress',
  'decompressed',
  'outdated',
  'update',
  'launch',
  'launched',
  'found',
  'damaged',
] as const satisfies readonly DownloadEventType[];

/** A target that depends on whether the stored part is compressed. */
type Target = DownloadStatus | ((compressed: boolean) => DownloadStatus);

const unpackOrPlay = (compressed: boolean): DownloadStatus =>
  compressed ? 'decompressing' : 'ready_to_play';
// spec 2 §4: existing files go to ready_to_decompress if compressed, otherwise ready_to_play.
const foundOnDevice = (compressed: boolean): DownloadStatus =>
  compressed ? 'ready_to_decompress' : 'ready_to_play';

/** `none`: no download record for the pack. */
const TRANSITIONS: Record<DownloadEventType, Partial<Record<DownloadStatus | 'none', Target>>> = {
  start: { none: 'preparing_to_downloading', ready_to_resume_download: 'preparing_to_downloading' },
  fetching: { preparing_to_downloading: 'downloading' },
  pause: {
    preparing_to_downloading: 'ready_to_resume_download',
    downloading: 'ready_to_resume_download',
  },
  // spec 2 §4: a failed download resumes, a failed update is offered again, a failed
  // decompression is unpacked again; a launch that did not happen leaves the pack playable.
  fail: {
    preparing_to_downloading: 'ready_to_resume_download',
    downloading: 'ready_to_resume_download',
    updating: 'ready_to_update',
    decompressing: 'ready_to_decompress',
    preparing_to_launch: 'ready_to_play',
  },
  fetched: { downloading: unpackOrPlay, updating: unpackOrPlay },
  decompress: { ready_to_decompress: 'decompressing' },
  decompressed: { decompressing: 'ready_to_play' },
  outdated: { ready_to_play: 'ready_to_update' },
  update: { ready_to_update: 'updating' },
  launch: { ready_to_play: 'preparing_to_launch' },
  launched: { preparing_to_launch: 'ready_to_play' },
  found: { none: foundOnDevice },
  damaged: {
    ready_to_play: 'ready_to_resume_download',
    ready_to_update: 'ready_to_resume_download',
    preparing_to_launch: 'ready_to_resume_download',
    // The packed form failed its check before unpacking: it is fetched again.
    decompressing: 'ready_to_resume_download',
  },
};

/**
 * The next status, or null when the event is not allowed in that status (callers ignore it).
 * `status` null = no download record.
 */
export function nextDownloadStatus(
  status: DownloadStatus | null,
  event: DownloadEvent,
): DownloadStatus | null {
  const target = TRANSITIONS[event.type][status ?? 'none'];
  if (target === undefined) return null;
  return typeof target === 'function' ? target('compressed' in event && event.compressed) : target;
}

/** spec 2 §4: downloads under way; their files are not complete on the device. */
export function isInProgress(status: DownloadStatus | null): boolean {
  return (
    status === 'preparing_to_downloading' ||
    status === 'downloading' ||
    status === 'updating' ||
    status === 'decompressing'
  );
}

/** spec 2 §2 download status labels (the library page's and the origins pack elements'). */
export function downloadStatusLabel(
  status: DownloadStatus | null,
): 'updateAvailable' | 'paused' | null {
  if (status === 'ready_to_update') return 'updateAvailable';
  if (status === 'ready_to_resume_download') return 'paused';
  return null;
}

/** spec 2 §3 download record progress. */
export type DownloadProgress = {
  totalBytesReceived: number;
  totalContentSize: number;
  percent: number;
};

/**
 * spec 2 §5: percent clamped to 0..100, to one decimal, rounded down so that 100 % means every
 * byte; an unknown (0) total is 0 %.
 */
export function progressOf(received: number, total: number): DownloadProgress {
  const totalBytesReceived = Math.max(0, received);
  const totalContentSize = Math.max(0, total);
  const percent =
    totalContentSize > 0 ? Math.floor((totalBytesReceived / totalContentSize) * 1000) / 10 : 0;
  return { totalBytesReceived, totalContentSize, percent: Math.min(100, Math.max(0, percent)) };
}

/** spec 2 §4: completed downloads leave the active count after 10 s. */
export const ACTIVE_LINGER_MS = 10_000;

/** Downloads under way, plus those completed less than ACTIVE_LINGER_MS ago (`now` in ms). */
export function activeCount(
  entries: readonly { status: DownloadStatus; completedAt: number | null }[],
  now: number,
): number {
  return entries.filter(
    (entry) =>
      isInProgress(entry.status) ||
      (entry.completedAt !== null && now - entry.completedAt < ACTIVE_LINGER_MS),
  ).length;
}

/** spec 2 §4 library status: the add-to-library flow of one pack on this device. */
export const LIBRARY_STATUSES = [
  'ready_add_to_library',
  'adding_to_library',
  'added_to_library',
] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];

/**
 * spec 2 §4: added_to_library moves on after 1 s (the flow ends: the button then shows the
 * download or launch state).
 */
export const LIBRARY_SETTLE_MS = 1000;

const LIBRARY_TRANSITIONS: Record<
  LibraryStatus,
  Partial<Record<'add' | 'added' | 'failed', LibraryStatus>>
> = {
  ready_add_to_library: { add: 'adding_to_library' },
  // spec 2 §4: on failure it returns to ready_add_to_library.
  adding_to_library: { added: 'added_to_library', failed: 'ready_add_to_library' },
  added_to_library: {},
};

/** The next library status, or null when the event is not allowed in that status. */
export function nextLibraryStatus(
  status: LibraryStatus,
  event: 'add' | 'added' | 'failed',
): LibraryStatus | null {
  return LIBRARY_TRANSITIONS[status][event] ?? null;
}

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

/**
 * spec 2 §5: the space a download needs — what is still to fetch plus, for a compressed part, its
 * uncompressed size (null: stored as is).
 */
export function spaceNeededBytes(
  parts: readonly { bytesToFetch: number; uncompressedSizeInBytes: number | null }[],
): number {
  return parts.reduce(
    (sum, part) => sum + Math.max(0, part.bytesToFetch) + (part.uncompressedSizeInBytes ?? 0),
    0,
  );
}

/**
 * Bytes missing on the device for `neededBytes` (download still to fetch + uncompressed size when
 * compressed, see spaceNeededBytes), 0 when it fits. `estimate` is navigator.storage.estimate()'s.
 */
export function storageShortfallBytes(
  estimate: { quota: number; usage: number },
  neededBytes: number,
): number {
  const free = Math.max(0, estimate.quota - estimate.usage);
  return Math.max(0, Math.ceil(neededBytes - free));
}

const GB = 1024 ** 3;

/**
 * The shortfall in GB (1024³) for the spec 2 §8 insufficient-storage message: rounded up to one
 * decimal, at least 0.1.
 */
export function shortfallGb(bytes: number): string {
  // Tenths from whole bytes: ×10 and ÷2³⁰ are exact in floating point, so ceil never rounds up
  // an exact tenth.
  const tenths = Math.ceil((Math.ceil(Math.max(0, bytes)) * 10) / GB);
  return String(Math.max(1, tenths) / 10);
}

/** spec 2 §6, §9: one pack kept offline per viewer by default (a setting changes it). */
export const OFFLINE_DOWNLOAD_LIMIT_DEFAULT = 1;

/**
 * spec 2 §6: whether a new offline item may start; an item already on the device (or under way) is
 * always allowed.
 */
export function mayKeepOffline(
  contentId: string,
  offlineContentIds: readonly string[],
  limit: number,
): boolean {
  if (offlineContentIds.includes(contentId)) return true;
  return new Set(offlineContentIds).size < limit;
}

/** spec 2 §9 filename crop. */
export const FILENAME_CROP_LIMIT = 20;
const ELLIPSIS = '…';
/** A short extension of letters and digits (`.mp4`, `.jpeg`), not a sentence after a dot. */
const EXTENSION = /\.[\p{L}\p{N}]{1,8}$/u;

/**
 * spec 2 §9: a filename cropped to `limit` (default 20) characters with an ellipsis, keeping the
 * extension when it fits. Counts characters, not UTF-16 units, so no emoji is cut in half.
 */
export function cropFilename(name: string, limit: number = FILENAME_CROP_LIMIT): string {
  const characters = Array.from(name);
  if (characters.length <= limit) return name;
  if (limit <= 1) return ELLIPSIS;
  const extension = Array.from(EXTENSION.exec(name)?.[0] ?? '');
  // The extension is kept when at least one character of the name fits before the ellipsis.
  const keepsExtension = extension.length > 0 && limit - 1 - extension.length >= 1;
  const tail = keepsExtension ? extension : [];
  return [...characters.slice(0, limit - 1 - tail.length), ELLIPSIS, ...tail].join('');
}
