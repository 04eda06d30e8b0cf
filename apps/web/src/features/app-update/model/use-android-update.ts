import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { readAttribution } from '@/data/marketing/attribution';
import { APP_VERSION } from '@/lib/platform';
import { androidPackageQuery } from '@/data/releases/android-package-query';
import { downloadPackage } from '../lib/download-package';
import { androidUpdateReducer, INITIAL_ANDROID_UPDATE } from './android-update';

/**
 * The Android in-app update's state (spec 2 §2, §4): the package offered for the visitor's
 * marketing source, its download while the state says so, and its install, which hands the
 * downloaded package to the WebView shell as a download.
 */
export function useAndroidUpdate() {
  const { data } = useQuery(androidPackageQuery(readAttribution().source));
  const [state, dispatch] = useReducer(androidUpdateReducer, INITIAL_ANDROID_UPDATE);
  const packageRef = useRef<{ blob: Blob; url: string | null } | null>(null);

  useEffect(() => {
    if (data) dispatch({ type: 'checked', manifest: data, installed: APP_VERSION });
  }, [data]);

  // The download runs while the state says so: started by Download or Retry.
  const downloading = state.status === 'downloading' ? state.release : null;
  useEffect(() => {
    if (!downloading) return;
    const controller = new AbortController();
    downloadPackage(
      downloading.url,
      downloading.fileSizeInBytes,
      (received, total) => dispatch({ type: 'progress', received, total }),
      controller.signal,
    ).then(
      (blob) => {
        packageRef.current = { blob, url: null };
        dispatch({ type: 'downloaded' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('The app update could not be downloaded', error);
        dispatch({ type: 'failed' });
      },
    );
    return () => controller.abort();
  }, [downloading]);

  useEffect(
    () => () => {
      const url = packageRef.current?.url;
      if (url) URL.revokeObjectURL(url);
    },
    [],
  );

  const install = () => {
    const downloaded = packageRef.current;
    if (!downloaded || state.status !== 'downloaded') return;
    try {
      downloaded.url ??= URL.createObjectURL(downloaded.blob);
      const link = document.createElement('a');
      link.href = downloaded.url;
      link.download = `Parallax-${state.release.version}.apk`;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      console.error('The app update could not be installed', error);
      dispatch({ type: 'failed' });
    }
  };

  return { state, dispatch, install };
}
