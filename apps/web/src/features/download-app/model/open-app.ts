/** spec 2 §4 download app flow: the download modal appears 2.5 s after the app link opens. */
export const DOWNLOAD_MODAL_DELAY_MS = 2500;

export type OpenAppEnvironment = {
  /** Follows the app link (the installed app's protocol handler takes it when there is one). */
  followLink: (href: string) => void;
  /** Whether this window still has focus: when the app opened, it took the focus. */
  hasFocus: () => boolean;
  setTimeout: (callback: () => void, ms: number) => ReturnType<typeof globalThis.setTimeout>;
  clearTimeout: (id: ReturnType<typeof globalThis.setTimeout>) => void;
};

/**
 * Opens the app through `appLink`, then calls `openModal` after 2.5 s if this window still has
 * focus. Without an app link the modal opens at once. Returns a function that cancels the wait.
 */
export function openAppThenDownload(
  appLink: string | null,
  openModal: () => void,
  environment: OpenAppEnvironment,
): () => void {
  if (!appLink) {
    openModal();
    return () => {};
  }
  environment.followLink(appLink);
  const timer = environment.setTimeout(() => {
    if (environment.hasFocus()) openModal();
  }, DOWNLOAD_MODAL_DELAY_MS);
  return () => environment.clearTimeout(timer);
}

export const browserEnvironment: OpenAppEnvironment = {
  followLink: (href) => window.location.assign(href),
  hasFocus: () => document.hasFocus(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id),
};
