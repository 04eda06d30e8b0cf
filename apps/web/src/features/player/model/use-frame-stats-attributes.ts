import { useEffect, type RefObject } from 'react';
import type { PlaybackState } from '../lib/playback';
import type { VrPlayer } from '../lib/vr-player-options';

/**
 * The measured frames of a running VR session (and its playback state), written on the player's
 * element every 250 ms as data attributes, readable by tests and the benchmark.
 */
export function useFrameStatsAttributes(
  rootRef: RefObject<HTMLDivElement | null>,
  vr: VrPlayer | null,
  lastPlayback: RefObject<PlaybackState | null>,
): void {
  useEffect(() => {
    if (!vr) return;
    const timer = setInterval(() => {
      const root = rootRef.current;
      if (!root) return;
      const summary = vr.stats.summary();
      root.dataset['xrFrames'] = String(summary.frames);
      root.dataset['xrDrawsLeft'] = String(summary.drawsLeft);
      root.dataset['xrDrawsRight'] = String(summary.drawsRight);
      root.dataset['xrStats'] = JSON.stringify(summary);
      root.dataset['xrPanel'] = JSON.stringify(vr.panelTargets());
      root.dataset['xrPanelVisible'] = String(vr.isPanelVisible());
      // The rendition streaming now: its frame height, or nothing for a file.
      root.dataset['rendition'] = String(vr.rendition()?.height ?? '');
      const playback = lastPlayback.current;
      if (playback) {
        root.dataset['sceneIndex'] = String(playback.sceneIndex);
        root.dataset['playing'] = String(playback.isPlaying);
        root.dataset['currentTime'] = playback.currentTime.toFixed(2);
        root.dataset['duration'] = String(playback.duration ?? '');
      }
    }, 250);
    return () => clearInterval(timer);
  }, [rootRef, vr, lastPlayback]);
}
