import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { videoControls, type VideoControl } from '../lib/video-controls';

type Shortcuts = {
  video: HTMLVideoElement | null;
  control: VideoControl;
  /** Turns the look-around view, for a part without a video. */
  turn: (yawDegrees: number, pitchDegrees: number) => void;
  toggleFullscreen: () => void;
  close: () => void;
};

/**
 * The 2D viewer's keys (focused when it opens): space or k plays and pauses, the arrows (or j, l)
 * skip and set the volume of a video or turn the view of a picture or scene, f full screen, m
 * mute, Escape closes.
 */
export function useKeyboardShortcuts(
  rootRef: RefObject<HTMLDivElement | null>,
  shortcuts: Shortcuts,
): (event: KeyboardEvent<HTMLDivElement>) => void {
  useEffect(() => {
    rootRef.current?.focus();
  }, [rootRef]);

  return (event) => {
    const target = event.target as HTMLElement;
    if (target.matches('input, select, textarea')) return;
    if (!runShortcut(event.key, target, shortcuts)) return;
    event.preventDefault();
  };
}

/** Runs the key's shortcut; false for a key without one. */
function runShortcut(key: string, target: HTMLElement, shortcuts: Shortcuts): boolean {
  const { video, control, turn } = shortcuts;
  switch (key) {
    case ' ':
    case 'k':
      if (target.matches('button')) return false;
      control(videoControls.toggle);
      return true;
    case 'ArrowLeft':
    case 'j':
      if (video) control(videoControls.skip, -10);
      else turn(10, 0);
      return true;
    case 'ArrowRight':
    case 'l':
      if (video) control(videoControls.skip, 10);
      else turn(-10, 0);
      return true;
    case 'ArrowUp':
      if (video) control(videoControls.volume, video.volume + 0.1);
      else turn(0, 10);
      return true;
    case 'ArrowDown':
      if (video) control(videoControls.volume, video.volume - 0.1);
      else turn(0, -10);
      return true;
    case 'f':
      shortcuts.toggleFullscreen();
      return true;
    case 'm':
      control(videoControls.mute);
      return true;
    case 'Escape':
      if (!document.fullscreenElement) shortcuts.close();
      return true;
    default:
      return false;
  }
}
