import { dismissToast, isToastShown, showToast } from './toast';

/**
 * spec 1 §8 network errors (offline, refused, timeout, failed to fetch): one persistent toast
 * 'No internet connection', dismissed when the browser is online again. Cached responses are
 * used meanwhile (the service worker serves them and marks them, see lib/http.ts).
 */
let toastId: number | null = null;

export function reportNoInternet(): void {
  if (toastId !== null && isToastShown(toastId)) return;
  toastId = showToast('errors.no_internet', { tone: 'error', durationMs: null });
}

/**
 * The network answered (or the browser says it is online again): the toast goes. A request that
 * failed while offline may report after the browser's `online` event; the next answer from the
 * network still takes the toast away.
 */
export function reportReachable(): void {
  if (toastId !== null) dismissToast(toastId);
  toastId = null;
}

/** Listens for the browser going offline and back online; once, at start-up. */
export function watchConnectivity(): void {
  window.addEventListener('offline', reportNoInternet);
  window.addEventListener('online', reportReachable);
  if (!navigator.onLine) reportNoInternet();
}
