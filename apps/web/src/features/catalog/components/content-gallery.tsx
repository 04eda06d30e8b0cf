import type { ContentPack } from '@parallax/core/contracts/content';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { BackIcon, ChevronIcon } from '@/components/ui/icons';
import { PlayIcon } from '@/components/ui/store-icons';
import { PolicyVideo } from './policy-video';

/**
 * The pack's previews (spec 2 §3 previews: imageUrl, videoUrl, videoDuration): a stage showing
 * the chosen one, arrows in the pack's arrow theme and a strip of thumbnails. A video preview
 * obeys the content policy (no preload or autoplay where it is not allowed: poster and play).
 */
export function ContentGallery({ pack }: { pack: ContentPack }) {
  const { t } = useTranslation();
  const previews =
    pack.previews.length > 0
      ? pack.previews
      : [{ imageUrl: pack.storePreview, videoUrl: null, videoDuration: null }];
  const [index, setIndex] = useState(0);
  const count = previews.length;
  const current = previews[Math.min(index, count - 1)] ?? previews[0];
  if (!current) return null;
  const step = (delta: number) => setIndex((value) => (value + delta + count) % count);

  return (
    <section
      className={`content-gallery arrows-${pack.customization.arrowTheme}`}
      aria-label={t('content.gallery')}
      data-testid="content-gallery"
    >
      <div className="gallery-stage">
        {current.videoUrl ? (
          <PolicyVideo
            key={current.videoUrl}
            src={current.videoUrl}
            poster={current.imageUrl}
            label={t('content.galleryVideo', { title: pack.title })}
            testId="gallery-video"
          />
        ) : (
          <img
            key={current.imageUrl}
            src={current.imageUrl}
            alt={t('content.galleryImage', { title: pack.title, index: index + 1, count })}
          />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery-arrow gallery-previous"
              onClick={() => step(-1)}
              aria-label={t('content.previousPreview')}
            >
              <BackIcon />
            </button>
            <button
              type="button"
              className="gallery-arrow gallery-next"
              onClick={() => step(1)}
              aria-label={t('content.nextPreview')}
            >
              <ChevronIcon />
            </button>
          </>
        )}
      </div>
      {count > 1 && <GalleryThumbnails previews={previews} index={index} onChoose={setIndex} />}
    </section>
  );
}

/** The strip of thumbnails; a video preview's carries a "Video" tag. */
function GalleryThumbnails({
  previews,
  index,
  onChoose,
}: {
  previews: readonly ContentPack['previews'][number][];
  index: number;
  onChoose: (position: number) => void;
}) {
  const { t } = useTranslation();
  const count = previews.length;
  return (
    <ul className="gallery-thumbnails">
      {previews.map((preview, position) => (
        <li key={`${preview.imageUrl}-${position}`}>
          <button
            type="button"
            className="gallery-thumbnail"
            aria-pressed={position === index}
            onClick={() => onChoose(position)}
          >
            {/* The name is this text plus the visible "Video" tag of a video preview. */}
            <span className="visually-hidden">
              {t('content.showPreview', { index: position + 1, count })}
            </span>
            <img src={preview.imageUrl} alt="" loading="lazy" decoding="async" />
            {preview.videoUrl && (
              <span className="gallery-thumbnail-video">
                <PlayIcon size={14} />
                {t('content.videoThumbnail')}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
