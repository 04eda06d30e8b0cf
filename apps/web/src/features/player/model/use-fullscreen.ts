import { useEffect, useState, type RefObject } from 'react';
import { enterNativeFullscreen } from '../lib/video-controls';

/** The viewer in full screen: whether it is, and the button's toggle. */
export function useFullscreen(
  rootRef: RefObject<HTMLDivElement | null>,
  video: HTMLVideoElement | null,
) {
  const [isFullscreen, setIsFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setIsFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [rootRef]);

  const toggleFullscreen = () => {
    const root = rootRef.current;
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (root && typeof root.requestFullscreen === 'function') {
      void root.requestFullscreen().catch(() => undefined);
    } else if (video) enterNativeFullscreen(video); // iPhone: only the video goes full screen
  };

  return { isFullscreen, toggleFullscreen };
}
