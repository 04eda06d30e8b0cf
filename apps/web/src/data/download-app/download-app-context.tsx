import { createContext, useContext } from 'react';

/**
 * Opens the download-app modal (spec 2 §2) from anywhere: the header, the footer, the store's
 * demo section. The download-app feature supplies it; other features only call it.
 */
export type DownloadAppContextValue = {
  openDownloadApp: () => void;
  /**
   * spec 2 §4 download app flow: opens the installed app through the configured app link, then
   * the download modal after 2.5 s if this window still has focus (the app did not open). With
   * no app link configured the modal opens at once.
   */
  openAppOrDownload: () => void;
  /** spec 2 §2: the how-to-watch-in-VR modal (the guide in short, with links to each platform). */
  openHowToWatch: () => void;
  /** spec 2 §2: the install-viewer-app info modal (Parallax on a headset, and how to get it). */
  openInstallViewerApp: () => void;
};

export const DownloadAppContext = createContext<DownloadAppContextValue | null>(null);

export function useDownloadApp(): DownloadAppContextValue {
  const value = useContext(DownloadAppContext);
  if (!value)
    throw new Error('useDownloadApp needs the DownloadAppProvider (features/download-app)');
  return value;
}

/** The same, or null where no provider is (a part shown in a test or outside the app's layout). */
export function useOptionalDownloadApp(): DownloadAppContextValue | null {
  return useContext(DownloadAppContext);
}
