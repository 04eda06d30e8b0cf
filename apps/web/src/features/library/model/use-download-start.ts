import { useState } from 'react';
import { errorMessageKey, errorMessageValues } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { downloads } from '../downloads/download-manager';
import type { DownloadRecord } from '../downloads/protocol';
import type { PlayablePack } from './player-port';

/**
 * The Download action of a pack's button, and whether it is starting: from the click until the
 * worker's record arrives (or the start is refused, with its toast).
 */
export function useDownloadStart(
  pack: Pick<PlayablePack, 'id' | 'title' | 'is2DViewerEnabled'>,
  record: DownloadRecord | null,
) {
  const [isStarting, setIsStarting] = useState(false);
  const [previousRecord, setPreviousRecord] = useState(record);
  if (record !== previousRecord) {
    setPreviousRecord(record);
    if (record) setIsStarting(false);
  }

  const download = async () => {
    setIsStarting(true);
    try {
      const outcome = await downloads.download(pack.id, pack.title, pack.is2DViewerEnabled);
      if (outcome.kind === 'started') return;
      setIsStarting(false);
      if (outcome.kind === 'limit') {
        showToast('library.toasts.offlineLimit', {
          tone: 'error',
          values: { count: outcome.limit },
        });
      } else {
        showToast('library.toasts.nothingToDownload', { tone: 'error' });
      }
    } catch (error) {
      setIsStarting(false);
      showToast(errorMessageKey(error), { tone: 'error', values: errorMessageValues(error) });
    }
  };

  return { isStarting, download };
}
