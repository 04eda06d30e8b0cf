import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PlayIcon } from '@/components/ui/store-icons';
import { useContentPolicy } from '@/data/age-check/content-policy';
import { useMediaQuery } from '@/lib/use-media-query';
import '../catalog.css';

/** play() rejects when the browser blocks it (spec 1 §9: autoplay-block errors are ignored). */
export function playQuietly(video: HTMLVideoElement | null) {
  try {
    void video?.play()?.catch(() => {});
  } catch {
    // Environments without media playback (jsdom).
  }
}

/**
 * A muted, looping preview video that obeys the content policy (spec 1 §6): where video may
 * autoplay it preloads and plays by itself; otherwise nothing is preloaded, the poster shows and
 * a play control starts it (then the native controls take over). A visitor who asked for reduced
 * motion gets the play control too (the video still preloads where the policy allows), like the
 * guide videos: nothing moves until they start it.
 */
export function PolicyVideo({
  src,
  poster,
  label,
  className = '',
  videoRef,
  testId,
  hasControls = true,
}: {
  src: string;
  poster: string;
  /** The video's accessible name; the play control says "Play {label}". */
  label: string;
  className?: string;
  videoRef?: RefObject<HTMLVideoElement | null>;
  testId?: string;
  /** Native controls once started by hand (the trailer keeps its own mute toggle instead). */
  hasControls?: boolean;
}) {
  const { t } = useTranslation();
  const { canAutoplayVideo } = useContentPolicy();
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const shouldAutoplay = canAutoplayVideo && !prefersReducedMotion;
  const ownRef = useRef<HTMLVideoElement>(null);
  const ref = videoRef ?? ownRef;
  const [hasStarted, setHasStarted] = useState(false);

  // The policy can change while the page is open (a guest accepts the age gate): start then.
  useEffect(() => {
    if (shouldAutoplay) playQuietly(ref.current);
  }, [shouldAutoplay, ref]);

  const handlePlay = () => {
    setHasStarted(true);
    playQuietly(ref.current);
  };

  return (
    <div className={`policy-video ${className}`}>
      <video
        ref={ref}
        className="policy-video-element"
        src={src}
        poster={poster}
        autoPlay={shouldAutoplay}
        preload={canAutoplayVideo ? 'metadata' : 'none'}
        muted
        loop
        playsInline
        controls={hasControls && !shouldAutoplay && hasStarted}
        aria-label={label}
        data-testid={testId}
        onPlay={() => setHasStarted(true)}
      />
      {!shouldAutoplay && !hasStarted && (
        <button
          type="button"
          className="video-play"
          onClick={handlePlay}
          aria-label={t('common.playVideo', { name: label })}
        >
          <PlayIcon size={32} />
        </button>
      )}
    </div>
  );
}
