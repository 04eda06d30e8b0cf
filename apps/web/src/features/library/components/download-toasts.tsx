import { shortfallGb } from '@parallax/core/rules/download-storage';
import type { ClientReportKind } from '@parallax/core/contracts/analytics';
import { useEffect } from 'react';
import { reportToAnalytics } from '@/data/analytics/analytics';
import { reportNoInternet } from '@/lib/connectivity';
import { showToast } from '@/lib/toast';
import { downloads } from '../downloads/download-manager';
import type { DownloadFailure } from '../downloads/failure-relay';

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

/** The analytics report of a failed download, update or unpacking (spec 2 §8). */
export function failureReportOf(failure: DownloadFailure) {
  const kind: ClientReportKind =
    failure.during === 'updating'
      ? 'update_failed'
      : failure.during === 'decompressing'
        ? 'decompression_failed'
        : 'download_failed';
  const { problem } = failure;
  const message =
    problem.kind === 'storage'
      ? `short of ${problem.shortfallBytes} bytes`
      : problem.kind === 'other'
        ? // One line of printable text, as every string the server takes.
          problem.message.replace(/\p{Cc}+/gu, ' ').slice(0, 500)
        : undefined;
  return {
    kind,
    contentPackId: failure.contentId,
    errorType: problem.kind,
    ...(message ? { message } : {}),
  };
}

/**
 * spec 2 §8: download, update and decompression failures as error toasts (the storage one with
 * the shortfall), each reported to analytics. Mounted once, by the app, for signed-in users.
 */
export function DownloadToasts() {
  useEffect(
    () =>
      downloads.onFailure((failure) => {
        reportToAnalytics(failureReportOf(failure));
        // spec 1 §8 network error: offline, the one persistent 'No internet connection', gone once
        // the browser is online again (the download then goes on by itself); a link that went
        // quiet while online is the download's own failure.
        if (failure.problem.kind === 'network' && !navigator.onLine) return reportNoInternet();
        const { messageKey, values } = failureToastOf(failure);
        showToast(messageKey, { tone: 'error', ...(values ? { values } : {}) });
      }),
    [],
  );
  return null;
}
