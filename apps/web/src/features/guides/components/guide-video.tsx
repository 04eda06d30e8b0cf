import { useEffect, useRef } from 'react';
import { useContentPolicy } from '@/data/age-check/content-policy';
import { useMediaQuery } from '@/lib/use-media-query';

/** spec 2 §2: some guides play video at rate 1.5. */
export const GUIDE_PLAYBACK_RATE = 1.5;

/**
 * A short, silent guide video. It plays at 1.5× and autoplays (and preloads) only when the
 * content policy allows video autoplay (spec 1 §6) and the visitor has not asked for reduced
 * motion; otherwise it waits, showing its poster, until started with its controls.
 */
export function GuideVideo({ src, poster, label }: { src: string; poster: string; label: string }) {
  const { canAutoplayVideo } = useContentPolicy();
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const shouldAutoplay = canAutoplayVideo && !prefersReducedMotion;
  const ref = useRef<HTMLVideoElement>(null);

  // Loading a source resets playbackRate to defaultPlaybackRate, so both are set.
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.defaultPlaybackRate = GUIDE_PLAYBACK_RATE;
    video.playbackRate = GUIDE_PLAYBACK_RATE;
  }, [src]);

  return (
    <figure className="guide-video">
      <video
        ref={ref}
        src={src}
        poster={poster}
        width={960}
        height={540}
        muted
        loop
        playsInline
        controls
        autoPlay={shouldAutoplay}
        preload={shouldAutoplay ? 'auto' : 'none'}
        aria-label={label}
        onLoadedMetadata={(event) => {
          event.currentTarget.playbackRate = GUIDE_PLAYBACK_RATE;
        }}
      />
      <figcaption>{label}</figcaption>
    </figure>
  );
}
