import { useRef, useState } from 'react';
import type { RenditionInfo } from '../lib/adaptive-stream';
import type { PlaybackRun, PlaybackState } from '../lib/playback';
import { snapshotOf, type VideoControl, type VideoSnapshot } from '../lib/video-controls';
import { useFullscreen } from './use-fullscreen';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';
import { useMediaStage } from './use-media-stage';
import { usePlaybackReports } from './use-playback-reports';
import { useSceneMedia } from './use-scene-media';

export type Viewer2DOptions = PlaybackRun & {
  /** Go on to the next scene when a video ends (the user's automatic scene switching). */
  autoAdvance: boolean;
  onClose: (last: PlaybackState) => void;
};

/**
 * The 2D viewer's behaviour: the scene shown, its media loaded and placed, the video's state as
 * the controls show it (and as resume saves it), full screen and the keys.
 */
export function useViewer2D(options: Viewer2DOptions) {
  const { scenes, autoAdvance } = options;
  const [sceneIndex, setSceneIndex] = useState(options.startIndex);
  const [snapshot, setSnapshot] = useState<VideoSnapshot | null>(null);
  const [rendition, setRendition] = useState<RenditionInfo | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const scene = scenes[sceneIndex]!;
  const format = scene.format;
  const isFlat = format.projection === 'flat' && format.kind !== 'scene3d';
  const media = useSceneMedia({
    scene,
    isFlat,
    startAt: options.startAt,
    onFail: options.onFail,
    onVideoReady: (video) => setSnapshot(snapshotOf(video)),
    onRendition: setRendition,
  });
  const video = media?.video ?? null;
  const stage = useMediaStage({
    stageRef,
    media,
    format,
    isFlat,
    onLoaded: options.onLoaded,
    onFail: options.onFail,
  });
  usePlaybackReports({
    video,
    sceneIndex,
    onSnapshot: setSnapshot,
    onState: options.onState,
    onEnded: () => {
      if (autoAdvance && sceneIndex + 1 < scenes.length) setSceneIndex(sceneIndex + 1);
    },
  });
  const { isFullscreen, toggleFullscreen } = useFullscreen(rootRef, video);

  /*
   * Acts on the video and shows the result at once. The video reports it in an event a moment
   * later, and meanwhile React would set a slider back to the old value, so the 'change' event
   * that follows the input (a key, the end of a drag) would seek back there.
   */
  const control: VideoControl = (action, ...args) => {
    if (!video) return;
    action(video, ...args);
    setSnapshot(snapshotOf(video));
  };
  // Read from the video itself: a seek made just before closing has not been reported yet.
  const close = () => options.onClose(playbackStateOf(sceneIndex, video));
  const onKeyDown = useKeyboardShortcuts(rootRef, {
    video,
    control,
    turn: stage.turn,
    toggleFullscreen,
    close,
  });

  return {
    rootRef,
    stageRef,
    scene,
    sceneIndex,
    setSceneIndex,
    format,
    isFlat,
    media,
    video,
    rendition: media ? rendition : null,
    shown: video ? snapshot : null,
    stage,
    isFullscreen,
    toggleFullscreen,
    control,
    close,
    onKeyDown,
  };
}

function playbackStateOf(sceneIndex: number, video: HTMLVideoElement | null): PlaybackState {
  const now = video ? snapshotOf(video) : null;
  return {
    sceneIndex,
    isPlaying: now ? !now.paused : false,
    currentTime: now?.currentTime ?? 0,
    duration: now && now.duration > 0 ? now.duration : null,
  };
}
