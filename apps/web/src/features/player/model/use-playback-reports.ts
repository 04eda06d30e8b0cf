import { useEffect, useEffectEvent } from 'react';
import type { PlaybackChange, PlaybackState } from '../lib/playback';
import { snapshotOf, type VideoSnapshot } from '../lib/video-controls';

/** The video's events and why each is reported; at the end the video pauses too, 'ended' tells that. */
const CHANGES: Record<string, PlaybackChange> = {
  timeupdate: 'progress',
  seeking: 'progress',
  play: 'progress',
  ratechange: 'progress',
  volumechange: 'progress',
  durationchange: 'progress',
  seeked: 'seek',
  pause: 'pause',
};

/**
 * Follows the 2D viewer's video so the controls show its state, and reports the state for resume,
 * with the moments the user stops at (a pause, a seek by any control, the end) told as such.
 */
export function usePlaybackReports(options: {
  video: HTMLVideoElement | null;
  sceneIndex: number;
  onSnapshot: (snapshot: VideoSnapshot) => void;
  onState: (state: PlaybackState, change: PlaybackChange) => void;
  /** The video played to its end (after its state was reported). */
  onEnded: () => void;
}): void {
  const { video, sceneIndex } = options;
  const snapshotEvent = useEffectEvent((snapshot: VideoSnapshot) => options.onSnapshot(snapshot));
  const stateEvent = useEffectEvent((state: PlaybackState, change: PlaybackChange) =>
    options.onState(state, change),
  );
  const endedEvent = useEffectEvent(() => options.onEnded());

  useEffect(() => {
    if (!video) return;
    const report = (change: PlaybackChange) => {
      const next = snapshotOf(video);
      snapshotEvent(next);
      stateEvent(
        {
          sceneIndex,
          isPlaying: !next.paused,
          currentTime: next.currentTime,
          duration: next.duration > 0 ? next.duration : null,
        },
        change,
      );
    };
    const listeners = Object.entries(CHANGES).map(([name, change]) => {
      const listener = () => {
        if (name === 'pause' && video.ended) return;
        report(change);
      };
      video.addEventListener(name, listener);
      return [name, listener] as const;
    });
    const onEnded = () => {
      report('end');
      endedEvent();
    };
    video.addEventListener('ended', onEnded);
    return () => {
      for (const [name, listener] of listeners) video.removeEventListener(name, listener);
      video.removeEventListener('ended', onEnded);
    };
  }, [video, sceneIndex]);
}
