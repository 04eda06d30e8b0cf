import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SpeakerIcon, SpeakerMutedIcon } from '@/components/ui/icons';
import { PolicyVideo } from './policy-video';

/** spec 1 §2, §9: the trailer starts muted at volume 0.5, with a mute toggle. */
export const TRAILER_VOLUME = 0.5;

/**
 * The store trailer. It autoplays only where the content policy allows video autoplay and
 * preload; otherwise it shows its poster and a play control (PolicyVideo).
 */
export function Trailer({ src, poster }: { src: string; poster: string }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [isMuted, setIsMuted] = useState(true);

  useEffect(() => {
    if (video.current) video.current.volume = TRAILER_VOLUME;
  }, []);

  const handleToggleMute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = !element.muted;
    setIsMuted(element.muted);
  };

  return (
    <div className="trailer">
      <PolicyVideo
        videoRef={video}
        className="trailer-video"
        src={src}
        poster={poster}
        label={t('store.trailerLabel')}
        testId="trailer"
        hasControls={false}
      />
      <button
        type="button"
        className="trailer-mute"
        onClick={handleToggleMute}
        aria-pressed={!isMuted}
        aria-label={isMuted ? t('store.unmute') : t('store.mute')}
      >
        {isMuted ? <SpeakerMutedIcon /> : <SpeakerIcon />}
      </button>
    </div>
  );
}
