import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  DownloadAppContext,
  type DownloadAppContextValue,
} from '@/data/download-app/download-app-context';
import { useAppDownloads } from '../api/app-downloads';
import { installPrompt } from '../model/install-prompt';
import { browserEnvironment, openAppThenDownload } from '../model/open-app';

// The modals load on first opening: the store page only carries this provider.
const DownloadAppModal = lazy(() =>
  import('./download-app-modal').then((module) => ({ default: module.DownloadAppModal })),
);
const HowToWatchModal = lazy(() =>
  import('./guide-modals').then((module) => ({ default: module.HowToWatchModal })),
);
const InstallViewerAppModal = lazy(() =>
  import('./guide-modals').then((module) => ({ default: module.InstallViewerAppModal })),
);

type OpenModal = 'download' | 'howToWatch' | 'installViewerApp' | null;

/**
 * Owns the download-app, how-to-watch and install-viewer-app modals (one open at a time) and the
 * browser's install prompt; supplies `useDownloadApp()`.
 */
export function DownloadAppProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenModal>(null);
  const close = useCallback(() => setOpen(null), []);
  const { appLink } = useAppDownloads();
  const cancelWait = useRef<() => void>(() => {});

  useEffect(() => installPrompt.listen(window), []);
  useEffect(() => () => cancelWait.current(), []);

  const openDownloadApp = useCallback(() => setOpen('download'), []);
  const openHowToWatch = useCallback(() => setOpen('howToWatch'), []);
  const openInstallViewerApp = useCallback(() => setOpen('installViewerApp'), []);
  const openAppOrDownload = useCallback(() => {
    cancelWait.current();
    cancelWait.current = openAppThenDownload(appLink, openDownloadApp, browserEnvironment);
  }, [appLink, openDownloadApp]);
  const value = useMemo<DownloadAppContextValue>(
    () => ({ openDownloadApp, openAppOrDownload, openHowToWatch, openInstallViewerApp }),
    [openDownloadApp, openAppOrDownload, openHowToWatch, openInstallViewerApp],
  );

  return (
    <DownloadAppContext value={value}>
      {children}
      {open !== null && (
        <Suspense fallback={null}>
          {open === 'download' && <DownloadAppModal onClose={close} />}
          {open === 'howToWatch' && (
            <HowToWatchModal onClose={close} onInstallViewerApp={openInstallViewerApp} />
          )}
          {open === 'installViewerApp' && (
            <InstallViewerAppModal onClose={close} onDownloadApp={openDownloadApp} />
          )}
        </Suspense>
      )}
    </DownloadAppContext>
  );
}
