import { isInProgress } from '@parallax/core/rules/download';
import { AppUpdate } from '@/features/app-update/components/app-update';
import type { DownloadActivity } from '@/features/app-update/model/download-activity';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';

/**
 * The download worker lists what the device holds before it does anything else: no answer by
 * then means it is not running, so there is nothing to cut.
 */
const NO_ANSWER_MS = 15_000;
/** How often a prompt on a device with no packs looks whether a download has started. */
const PACKS_POLL_MS = 1000;

const hasPacksOnDevice = () => readStorage(STORAGE_KEYS.hasDownloads) === '1';

/**
 * The library's downloads as the update prompt sees them: under way or not (spec 2 §4 statuses,
 * `isInProgress`). The download manager is followed only once packs are kept on this device — a
 * download under way is one of them (STORAGE_KEYS.hasDownloads) — so a page with none loads no
 * library code for it.
 */
const libraryDownloads: DownloadActivity = {
  watch(onChange) {
    let isStopped = false;
    let stopManager: () => void = () => undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    let fallback: ReturnType<typeof setTimeout> | undefined;

    const followManager = () => {
      clearInterval(poll);
      onChange(null);
      fallback = setTimeout(() => onChange(false), NO_ANSWER_MS);
      void import('@/features/library/downloads/download-manager').then(
        ({ downloads, canDownload }) => {
          if (isStopped) return;
          if (!canDownload()) {
            clearTimeout(fallback);
            onChange(false);
            return;
          }
          const report = () => {
            if (!downloads.hasLoaded) return;
            clearTimeout(fallback);
            onChange(downloads.getSnapshot().some((record) => isInProgress(record.status)));
          };
          stopManager = downloads.subscribe(report);
          report();
        },
        () => onChange(false),
      );
    };

    if (hasPacksOnDevice()) followManager();
    else {
      onChange(false);
      // A download started while the prompt shows keeps a pack on the device: followed from then.
      poll = setInterval(() => {
        if (hasPacksOnDevice()) followManager();
      }, PACKS_POLL_MS);
    }
    return () => {
      isStopped = true;
      clearInterval(poll);
      clearTimeout(fallback);
      stopManager();
    };
  },
};

/** The app's update prompt, or the Android package's update toast (features/app-update). */
export function AppUpdateEntry() {
  return <AppUpdate downloadActivity={libraryDownloads} />;
}
