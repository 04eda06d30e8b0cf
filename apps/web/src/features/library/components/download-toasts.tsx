import { shortfallGb } from '@parallax/core/rules/download';
import { useEffect } from 'react';
import { showToast } from '@/lib/toast';
import { downloads, type DownloadFailure } from '../downloads/download-manager';

/** The i18n key and values of the toast for a failed download, update or unpacking. */
export function failureToastOf(failure: DownloadFailure): {
  messageKey: string;
  values?: Record<string, string>;
} {
  // spec 2 §8: insufficient storage says how much to free, in GB.
  if (failure.problem.kind === 'storage') {
    return {
      messageKey: 'library.toasts.insufficientStorage',
      values: { gb: shortfallGb(failure.problem.shortfallBytes) },
    };
  }
  if (failure.during === 'updating') return { messageKey: 'library.toasts.updateFailed' };
  if (failure.during === 'decompressing') {
    return { messageKey: 'library.toasts.decompressionFailed' };
  }
  return { messageKey: 'library.toasts.downloadFailed' };
}

/**
 * spec 2 §8: download, update and decompression failures as error toasts (the storage one with
 * the shortfall). Mounted once, by the app, for signed-in users.
 */
export function DownloadToasts() {
  useEffect(
    () =>
      downloads.onFailure((failure) => {
        const { messageKey, values } = failureToastOf(failure);
        showToast(messageKey, { tone: 'error', ...(values ? { values } : {}) });
      }),
    [],
  );
  return null;
}
