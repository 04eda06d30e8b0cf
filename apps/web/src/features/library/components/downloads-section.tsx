import { activeCount, downloadStatusLabel, isInProgress } from '@parallax/core/rules/download';
import { cropFilename } from '@parallax/core/rules/filename-crop';
import { formatSize } from '@parallax/core/rules/size';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/data/session/session-context';
import { useNow } from '@/lib/use-now';
import { showToast } from '@/lib/toast';
import { libraryQueries } from '../api/library-queries';
import { downloads, offlineLimit, setOfflineLimit } from '../downloads/download-manager';
import type { DownloadRecord } from '../downloads/protocol';
import { storedBytesOf } from '../model/pack-size';
import { usePlayerPort, type PlayablePack } from '../model/player-port';
import { useDownloadRecords } from '../model/use-downloads';
import { DownloadProgress } from './download-progress';
import './library.css';

/**
 * The control panel's Downloads section (spec 2 §2): the packs kept on this device with their
 * size, open (play) and remove, the device's storage, and the offline limit (spec 2 §6: how many
 * packs this device keeps, 1 by default).
 */
export function DownloadsSection() {
  const { t } = useTranslation();
  const records = useDownloadRecords();
  const storage = useStorageEstimate(records);
  // spec 2 §4: a finished download stays in the active count for 10 s (the clock ticks while
  // the section shows a finished one).
  const hasFinished = records.some((record) => record.completedAt !== null);
  const active = activeCount(records, useNow(hasFinished));
  return (
    <div className="settings downloads-section" data-testid="downloads-section">
      <p className="settings-text">{t('library.downloads.intro')}</p>
      {active > 0 && (
        <p className="settings-text" role="status" data-testid="downloads-active">
          {t('library.downloads.active', { count: active })}
        </p>
      )}
      {storage && (
        <p className="settings-text" data-testid="downloads-storage">
          {t('library.downloads.storage', {
            // What the packs take, so one pack's figure is the one its card shows; the free room
            // is the device's (the site's other caches count against it too).
            used: formatSize(storedBytesOf(records)),
            free: formatSize(Math.max(0, storage.quota - storage.usage)),
          })}
        </p>
      )}
      {/* spec 2 §4: choosing the downloads directory is the desktop app's (native) alone. */}
      <p className="settings-text" data-testid="downloads-folder">
        {t('library.downloads.folder')}
      </p>
      {records.length === 0 ? (
        <p data-testid="downloads-empty">{t('library.downloads.empty')}</p>
      ) : (
        <ul className="downloads-list">
          {records.map((record) => (
            <li key={record.contentId}>
              <DownloadItem record={record} />
            </li>
          ))}
        </ul>
      )}
      <OfflineLimitField />
    </div>
  );
}

function DownloadItem({ record }: { record: DownloadRecord }) {
  const { t } = useTranslation();
  const player = usePlayerPort();
  const { auth } = useSession();
  // The library's packs say how the pack plays (preview, price, the 2D viewer).
  const packs = useQuery({
    ...libraryQueries.packs(),
    enabled: auth.status === 'authenticated',
  });
  const pack = packs.data?.find((candidate) => candidate.id === record.contentId);
  const playable: PlayablePack = {
    id: record.contentId,
    title: record.title,
    preview: pack?.storePreview ?? null,
    price: pack?.price ?? 0,
    is2DViewerEnabled: pack?.is2DViewerEnabled ?? record.is2DViewerEnabled,
  };
  const isPlayable = record.status === 'ready_to_play' || record.status === 'ready_to_update';
  const label = downloadStatusLabel(record.status);
  const name = cropFilename(record.title);
  return (
    <article
      className="download-item"
      data-testid="download-item"
      data-content-id={record.contentId}
      data-status={record.status}
      aria-label={record.title}
    >
      <div className="download-item-text">
        <span
          className="download-item-title"
          title={name === record.title ? undefined : record.title}
        >
          {name}
        </span>
        <span className="download-item-size" data-testid="download-item-size">
          {t('library.downloads.sizeOnDevice', { size: formatSize(record.storedBytes) })}
        </span>
        {label && <span className="badge download-label">{t(`library.status.${label}`)}</span>}
      </div>
      {isInProgress(record.status) && (
        <DownloadProgress progress={record.progress} title={record.title} />
      )}
      <div className="download-item-actions">
        {isPlayable && (
          <button
            type="button"
            className="button button-small"
            onClick={() => player.play(playable, 'VR', 'downloads')}
          >
            {t('library.downloads.open')}
          </button>
        )}
        {isPlayable && playable.is2DViewerEnabled && (
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => player.play(playable, '2D', 'downloads')}
          >
            {t('library.actions.play2d')}
          </button>
        )}
        <button
          type="button"
          className="button button-small button-secondary"
          aria-label={t('library.downloads.removeLabel', { title: record.title })}
          onClick={() => {
            downloads.remove(record.contentId);
            showToast('library.toasts.removed', { tone: 'success' });
          }}
        >
          {t('library.downloads.remove')}
        </button>
      </div>
    </article>
  );
}

/** spec 2 §6: the number of packs this device keeps offline; 1 by default, at least 1. */
function OfflineLimitField() {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(() => String(offlineLimit()));
  return (
    <div className="settings-group">
      <label className="settings-label" htmlFor={id}>
        {t('library.downloads.offlineLimit')}
      </label>
      <input
        id={id}
        className="downloads-limit-input"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={draft}
        aria-describedby={`${id}-hint`}
        data-testid="offline-limit"
        onChange={(event) => {
          setDraft(event.target.value);
          const limit = Number(event.target.value);
          if (Number.isInteger(limit) && limit >= 1) setOfflineLimit(limit);
        }}
        onBlur={() => setDraft(String(offlineLimit()))}
      />
      <p className="settings-text" id={`${id}-hint`}>
        {t('library.downloads.offlineLimitHint')}
      </p>
    </div>
  );
}

type StorageEstimate = { usage: number; quota: number };

/** The device's storage as the browser estimates it; read again when a pack changes status. */
function useStorageEstimate(records: readonly DownloadRecord[]): StorageEstimate | null {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  const statuses = records.map((record) => `${record.contentId}:${record.status}`).join();
  useEffect(() => {
    let isCurrent = true;
    void navigator.storage
      ?.estimate?.()
      .then((answer) => {
        if (isCurrent && answer.quota) {
          setEstimate({ usage: answer.usage ?? 0, quota: answer.quota });
        }
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [statuses]);
  return estimate;
}
