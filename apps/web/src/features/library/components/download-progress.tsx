import { formatSize } from '@parallax/core/rules/size';
import type { DownloadProgress as Progress } from '@parallax/core/rules/download';
import { useTranslation } from '@/lib/i18n';

/**
 * spec 2 §2: download progress as received / total in MB or GB (1024 steps) plus percent, with a
 * progress bar for assistive technology.
 */
export function DownloadProgress({ progress, title }: { progress: Progress; title: string }) {
  const { t, i18n } = useTranslation();
  const { totalBytesReceived, totalContentSize, percent } = progress;
  const text = t('library.progress', {
    received: formatSize(totalBytesReceived),
    total: formatSize(totalContentSize),
    percent: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(percent),
  });
  return (
    <div
      className="download-progress"
      data-testid="download-progress"
      data-received={totalBytesReceived}
      data-total={totalContentSize}
    >
      <div
        className="download-progress-bar"
        role="progressbar"
        aria-label={t('library.progressLabel', { title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span className="download-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="download-progress-text">{text}</span>
    </div>
  );
}
