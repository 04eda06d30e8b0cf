import type { ContentPartFormat } from '../contracts/content.js';
import { formatDuration } from './duration.js';

/**
 * The VR and 2D session (spec 2 §3 VR session, §4 VR and 2D session): one at a time, as a pure
 * reducer so every transition is unit-tested and the app only renders what it says.
 */

/** The newest content format version this player understands; a newer part needs an update. */
export const PLAYER_FORMAT_VERSION = 1;

/** spec 2 §4 failure codes. */
export const FAILURE_CODES = {
  unknown: -1,
  success: 1,
  openxrFailed: 2,
  noGpu: 3,
  noHmd: 4,
  badFile: 5,
  updateRequired: 6,
  invalidMetadata: 7,
} as const;
export type FailureReason = Exclude<keyof typeof FAILURE_CODES, 'success'>;

export type SessionType = 'VR' | '2D';
export type SessionStatus =
  'idle' | 'upload_warning' | 'loading' | 'playing' | 'failed' | 'feedback';

/** A file of the user's own, opened from their device (the session's userFile). */
export type UserFile = { name: string; sizeInBytes: number; mimeType: string };

export type SessionContent = {
  contentId: string;
  contentName: string;
  contentPreview: string | null;
  contentPriceType: 'free' | 'paid';
  contentFormat: ContentPartFormat | null;
  /** The scene to start at, when the user picked one. */
  partId: string | null;
  /** Whether the pack may play in the 2D viewer (offered when VR fails). */
  is2DViewerEnabled: boolean;
};

export type SessionState = {
  status: SessionStatus;
  sessionType: SessionType | null;
  failureReason: FailureReason | null;
  content: SessionContent | null;
  /** Where a session was asked for (a page, a deep link); kept until cleared. */
  source: string | null;
  userFile: UserFile | null;
  isDir: boolean;
};

export const IDLE_SESSION: SessionState = {
  status: 'idle',
  sessionType: null,
  failureReason: null,
  content: null,
  source: null,
  userFile: null,
  isDir: false,
};

export type SessionEvent =
  | { type: 'setSource'; source: string }
  | { type: 'start'; sessionType: SessionType; content: SessionContent }
  | { type: 'openFile'; sessionType: SessionType; userFile: UserFile; isDir?: boolean }
  | { type: 'confirmUpload' }
  | { type: 'loaded' }
  | { type: 'fail'; reason: FailureReason }
  | { type: 'changeFormat'; format: ContentPartFormat }
  | { type: 'end'; askFeedback: boolean }
  | { type: 'clear' };

const ACTIVE: readonly SessionStatus[] = ['upload_warning', 'loading', 'playing'];

export function isSessionActive(state: SessionState): boolean {
  return ACTIVE.includes(state.status);
}

/** The next session state; an event that does not apply leaves the state as it is. */
export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'setSource':
      // The source can be set only when no content or file is set (spec 2 §4).
      return state.content || state.userFile ? state : { ...state, source: event.source };
    case 'start':
      if (isSessionActive(state)) return state;
      return {
        ...IDLE_SESSION,
        source: state.source,
        status: 'loading',
        sessionType: event.sessionType,
        content: event.content,
      };
    case 'openFile':
      if (isSessionActive(state)) return state;
      // The user's own file is played on this device only: the warning says so before loading.
      return {
        ...IDLE_SESSION,
        source: state.source,
        status: 'upload_warning',
        sessionType: event.sessionType,
        userFile: event.userFile,
        isDir: event.isDir ?? false,
      };
    case 'confirmUpload':
      return state.status === 'upload_warning' ? { ...state, status: 'loading' } : state;
    case 'loaded':
      return state.status === 'loading' ? { ...state, status: 'playing' } : state;
    case 'fail':
      return state.status === 'loading' || state.status === 'playing'
        ? { ...state, status: 'failed', failureReason: event.reason }
        : state;
    case 'changeFormat':
      return state.content && isSessionActive(state)
        ? { ...state, content: { ...state.content, contentFormat: event.format } }
        : state;
    case 'end':
      if (state.status !== 'playing' && state.status !== 'loading') return state;
      // Feedback is asked about store content only, never about a user's own file.
      return event.askFeedback && state.content
        ? { ...state, status: 'feedback' }
        : { ...IDLE_SESSION };
    case 'clear':
      return { ...IDLE_SESSION };
  }
}

/**
 * Whether the session covers the page (spec 2 §4): a VR session always does; a 2D one only when it
 * failed or waits on the upload warning (the 2D viewer itself is a page the user can leave).
 */
export function sessionBlocksScreen(state: SessionState): boolean {
  if (state.status === 'idle') return false;
  if (state.sessionType === 'VR') return true;
  return state.status === 'failed' || state.status === 'upload_warning';
}

/** spec 2 §4 content button states that come from the session: playing and playing_other. */
export function sessionButtonState(
  state: SessionState,
  contentId: string,
): 'playing' | 'playing_other' | null {
  if (!isSessionActive(state)) return null;
  return state.content?.contentId === contentId ? 'playing' : 'playing_other';
}

/** What the browser told about a failure, in the terms the failure codes need. */
export type PlaybackProblem =
  | { kind: 'webgl-unavailable' }
  | { kind: 'xr-unavailable' }
  | { kind: 'immersive-unsupported' }
  | { kind: 'xr-session-failed' }
  | { kind: 'media-error'; code: number }
  | { kind: 'format-version'; version: number }
  | { kind: 'metadata-invalid' }
  | { kind: 'scene-load-failed' }
  | { kind: 'other' };

/** HTMLMediaElement error codes (MediaError.code). */
const MEDIA_ERR_DECODE = 3;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/** Maps what the browser said to a spec 2 §4 failure reason. */
export function failureReasonOf(problem: PlaybackProblem): FailureReason {
  switch (problem.kind) {
    case 'webgl-unavailable':
      return 'noGpu';
    case 'xr-unavailable':
    case 'immersive-unsupported':
      return 'noHmd';
    case 'xr-session-failed':
      return 'openxrFailed';
    case 'media-error':
      return problem.code === MEDIA_ERR_DECODE || problem.code === MEDIA_ERR_SRC_NOT_SUPPORTED
        ? 'badFile'
        : 'unknown';
    case 'scene-load-failed':
      return 'badFile';
    case 'format-version':
      return problem.version > PLAYER_FORMAT_VERSION ? 'updateRequired' : 'unknown';
    case 'metadata-invalid':
      return 'invalidMetadata';
    case 'other':
      return 'unknown';
  }
}

/** Whether a media error is worth retrying (spec 2 §8: 3 retries at 1 s): network, not decode. */
export function isRetryableMediaError(code: number): boolean {
  return code !== MEDIA_ERR_DECODE && code !== MEDIA_ERR_SRC_NOT_SUPPORTED;
}

export const VIDEO_RETRIES = 3;
export const VIDEO_RETRY_DELAY_MS = 1000;

/**
 * A saved position worth offering: past the first seconds and not at the very end — 5 s each, or
 * a tenth of a short clip, and never under a second, which the offer would show as "0:00".
 */
export const RESUME_MARGIN_SECONDS = 5;
const FIRST_OFFERED_SECOND = 1;
export function resumableAt(
  positionSeconds: number,
  durationSeconds: number | null,
): number | null {
  const margin =
    durationSeconds === null
      ? RESUME_MARGIN_SECONDS
      : Math.min(RESUME_MARGIN_SECONDS, durationSeconds / 10);
  if (positionSeconds < Math.max(margin, FIRST_OFFERED_SECOND)) return null;
  if (durationSeconds !== null && positionSeconds > durationSeconds - margin) return null;
  return positionSeconds;
}

/** 83 → "1:23", 3723 → "1:02:03". */
export function formatPlaybackTime(seconds: number): string {
  return formatDuration(Math.floor(Number.isFinite(seconds) ? seconds : 0));
}
