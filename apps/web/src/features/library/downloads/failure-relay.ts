import type { DownloadProblem } from './protocol';

export type DownloadFailure = { contentId: string; problem: DownloadProblem; during: string };

/** At most this many failures wait for a listener (the latest ones). */
const MAX_UNTOLD_FAILURES = 5;

/**
 * Download failures told to whoever listens (the toasts and their report to analytics). Failures
 * that come while nothing listens (the toasts load lazily, and a download started as the page
 * opens can fail first) are told to the first listener, so none goes unseen.
 */
export class FailureRelay {
  private listeners = new Set<(failure: DownloadFailure) => void>();
  private untold: DownloadFailure[] = [];

  listen(listener: (failure: DownloadFailure) => void): () => void {
    this.listeners.add(listener);
    const untold = this.untold;
    this.untold = [];
    for (const failure of untold) listener(failure);
    return () => this.listeners.delete(listener);
  }

  tell(failure: DownloadFailure) {
    if (this.listeners.size === 0) {
      this.untold = [...this.untold.slice(1 - MAX_UNTOLD_FAILURES), failure];
    }
    for (const listener of this.listeners) listener(failure);
  }

  /** Another account opened: the failures of the one before are no longer told. */
  forgetUntold() {
    this.untold = [];
  }
}
