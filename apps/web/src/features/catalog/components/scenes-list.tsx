import type { ContentPart } from '@parallax/core/contracts/catalog';
import { formatSize } from '@parallax/core/rules/size';
import { useTranslation } from 'react-i18next';

function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The scenes of a pack: kind, projection and stereo layout, duration and size. */
export function ScenesList({ parts }: { parts: readonly ContentPart[] }) {
  const { t } = useTranslation();
  return (
    <section className="scenes" aria-labelledby="scenes-title">
      <h2 id="scenes-title">{t('content.scenes')}</h2>
      <ol className="scene-list">
        {parts.map((part) => {
          const { format, videoDuration } = part.metadata;
          return (
            <li key={part.id} className="scene">
              <span className="scene-title">{part.title}</span>
              <span className="scene-meta">
                {part.type === 'dynamic' ? t('content.dynamicScene') : t('content.staticScene')} ·{' '}
                {t(`content.format.${format.projection}`)} · {t(`content.format.${format.stereo}`)}
                {videoDuration !== null && ` · ${formatDuration(videoDuration)}`} ·{' '}
                {formatSize(part.sizeInBytes)}
              </span>
              {part.isTrial && <span className="badge">{t('content.trialScene')}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
