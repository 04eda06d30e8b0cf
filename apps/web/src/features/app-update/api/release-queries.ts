import { AndroidSourceParams, AndroidUpdateManifest } from '@parallax/core/contracts/releases';
import { releasesEndpoints } from '@parallax/core/endpoints/releases';
import { queryOptions } from '@tanstack/react-query';
import { endpointUrl } from '@/lib/api-client';
import {
  fetchReleaseFile,
  latestReleaseQuery,
  RELEASE_CHECK_INTERVAL_MS,
} from '@/data/releases/release-queries';

/** The Android manifest of the visitor's source, or the default one (no source, or an odd one). */
function androidManifestUrl(source: string | undefined): string {
  const params = AndroidSourceParams.safeParse({ source });
  return params.success
    ? endpointUrl(releasesEndpoints.androidLatestOfSource, { params: params.data })
    : endpointUrl(releasesEndpoints.androidLatest, {});
}

/**
 * What the apps update to. A failed check is quiet and tried again at the next interval or
 * return to the tab (TanStack Query refetches on `visibilitychange`).
 */
export const releaseQueries = {
  all: () => ['releases'] as const,
  latest: latestReleaseQuery,
  android: (source: string | undefined) =>
    queryOptions({
      queryKey: [...releaseQueries.all(), 'android', source ?? null],
      queryFn: ({ signal }) =>
        fetchReleaseFile(androidManifestUrl(source), AndroidUpdateManifest, {
          signal,
          credentials: 'same-origin',
        }),
      staleTime: 0,
      refetchInterval: RELEASE_CHECK_INTERVAL_MS,
      refetchOnWindowFocus: true,
      retry: false,
    }),
};
