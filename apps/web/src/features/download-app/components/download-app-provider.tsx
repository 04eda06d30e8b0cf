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
import { DownloadAppContext, type DownloadAppContextValue } from '@/lib/download-app-context';
import { useAppDownloads } from '../api/app-downloads';
import { installPrompt } from '../model/install-prompt';
import { browserEnvironment, openAppThenDownload } from '../model/open-app';

// The modal loads on first opening: the store page only carries this provider.
const DownloadAppModal = lazy(() =>
  import('./download-app-modal').then((module) => ({ default: module.DownloadAppModal })),
);

/** Owns the download-app modal and the browser's install prompt; supplies `useDownloadApp()`. */
export function DownloadAppProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const { appLink } = useAppDownloads();
  const cancelWait = useRef<() => void>(() => {});

  useEffect(() => installPrompt.listen(window), []);
  useEffect(() => () => cancelWait.current(), []);

  const openDownloadApp = useCallback(() => setIsOpen(true), []);
  const openAppOrDownload = useCallback(() => {
    cancelWait.current();
    cancelWait.current = openAppThenDownload(appLink, openDownloadApp, browserEnvironment);
  }, [appLink, openDownloadApp]);
  const value = useMemo<DownloadAppContextValue>(
    () => ({ openDownloadApp, openAppOrDownload }),
    [openDownloadApp, openAppOrDownload],
  );

  return (
    <DownloadAppContext value={value}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <DownloadAppModal onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </DownloadAppContext>
  );
}
