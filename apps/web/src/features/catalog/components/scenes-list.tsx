import type { ContentPart } from '@parallax/core/contracts/content';
import { formatDuration } from '@parallax/core/rules/duration';
import { formatSize } from '@parallax/core/rules/size';
import { useTranslation } from '@/lib/i18n';

/**
 * The scenes (content parts) of a pack: kind, projection and stereo layout, duration, size in MB
 * or GB (1024 steps), whether it also plays in the 2D viewer, and trial scenes marked.
 */
export function ScenesList({ parts }: { parts: readonly ContentPart[] }) {
  const { t } = useTranslation();
  return (
    <section className="scenes" aria-labelledby="scenes-title">
      <h2 id="scenes-title">{t('content.scenes')}</h2>
      <ol className="scene-list">
        {parts.map((part) => {
          const { format, videoDuration, withAudio } = part.metadata;
          const details = [
            part.type === 'dynamic' ? t('content.dynamicScene') : t('content.staticScene'),
            t(`content.format.${format.projection}`),
            t(`content.format.${format.stereo}`),
            ...(videoDuration !== null ? [formatDuration(videoDuration)] : []),
            ...(withAudio ? [t('content.withAudio')] : []),
            formatSize(part.sizeInBytes),
          ];
          return (
            <li key={part.id} className="scene" data-testid="scene">
              <span className="scene-title">{part.title}</span>
              <span className="scene-meta">{details.join(' · ')}</span>
              <span className="scene-badges">
                <span className={`badge ${part.is2DViewerEnabled ? 'badge-2d' : 'badge-vr'}`}>
                  {part.is2DViewerEnabled ? t('content.scene2d') : t('content.vrOnly')}
                </span>
                {part.isTrial && (
                  <span className="badge badge-trial">{t('content.trialScene')}</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
