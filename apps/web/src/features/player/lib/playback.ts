import type { ContentPartFormat } from '@parallax/core/contracts/content';
import type { PlaybackProblem } from '@parallax/core/rules/session';

/*
 * What the VR player and the 2D viewer share: the scenes they play, the playback state they
 * report for resume, and why they report it.
 */

export type PlayableScene = {
  id: string;
  title: string;
  format: ContentPartFormat;
  /** A URL to fetch the file from (a fresh signed URL each call, or a local blob URL). */
  resolveUrl: () => Promise<string>;
  /** A video's file and, when it streams adaptively, its HLS master playlist (fresh each call). */
  resolveSource?: () => Promise<SceneSource>;
};

/**
 * Where a video plays from: its file (progressive, or on the device), and the signed master
 * playlist of its rendition ladder — null for a file on the device or a part without a ladder.
 */
export type SceneSource = { url: string; streamUrl: string | null };

export type PlaybackState = {
  sceneIndex: number;
  isPlaying: boolean;
  currentTime: number;
  duration: number | null;
};

/**
 * Why a state is reported: playback moving on, or a moment the user stopped at — a pause, a seek,
 * the end (of a video or the session), the headset's view hidden — which resume saves at once.
 */
export type PlaybackChange = 'progress' | 'pause' | 'seek' | 'end' | 'hidden';

/** What the VR player and the 2D viewer both take: the scenes, where to start, what to tell. */
export type PlaybackRun = {
  scenes: readonly PlayableScene[];
  startIndex: number;
  startAt: number;
  onLoaded: () => void;
  onState: (state: PlaybackState, change: PlaybackChange) => void;
  onFail: (problem: PlaybackProblem) => void;
};
