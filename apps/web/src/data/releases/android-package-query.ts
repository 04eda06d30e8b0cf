import { AndroidSourceParams, AndroidUpdateManifest } from '@parallax/core/contracts/releases';
import { releasesEndpoints } from '@parallax/core/endpoints/releases';
import { queryOptions } from '@tanstack/react-query';
import { endpointUrl } from '@/lib/api-client';
import { fetchReleaseFile, RELEASE_CHECK_INTERVAL_MS } from './release-queries';

/** The Android manifest of the visitor's source, or the default one (no source, or an odd one). */
function androidManifestUrl(source: string | undefined): string {
  const params = AndroidSourceParams.safeParse({ source });
  return params.success
    ? endpointUrl(releasesEndpoints.androidLatestOfSource, { params: params.data })
    : endpointUrl(releasesEndpoints.androidLatest, {});
}

/**
 * spec 2 §7 Android update: the latest Android package for the visitor's marketing source (the
 * in-app update and the download-app modal's sideload package card). A failed check is quiet and
 * tried again at the next interval or return to the tab.
 */
export const androidPackageQuery = (source: string | undefined) =>
  queryOptions({
    queryKey: ['releases', 'android', source ?? null],
    queryFn: ({ signal }) =>
      fetchReleaseFile(androidManifestUrl(source), AndroidUpdateManifest, {
        signal,
        credentials: 'same-origin',
      }),
    staleTime: 0,
    refetchInterval: RELEASE_CHECK_INTERVAL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
