/**
 * The download state machine (spec 2 §4) and the progress and active count around it (spec 2
 * §4, §5). One place says which event moves a download from which status to which: the web's
 * download manager applies events through `nextDownloadStatus` only, and the library page, the
 * origins pack elements and the control panel's Downloads section read the same statuses. The
 * add-to-library flow is library-status.ts, the button both drive content-button.ts.
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
