import {
  AndroidSourceParams,
  AndroidUpdateManifest,
  ReleaseInfo,
} from '@parallax/core/contracts/releases';
import { releasesEndpoints } from '@parallax/core/endpoints/releases';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { endpointUrl } from '@/lib/api-client';

/** spec 1 §2, spec 2 §2: the release check runs on start, every 30 minutes and on a return. */
export const RELEASE_CHECK_INTERVAL_MS = 30 * 60 * 1000;

/**
 * A public JSON file of the releases module. spec 1 §7: the release check is the one call (with
 * the Google callback) that sends no credentials; the Android manifest keeps the browser's default
 * (this site's cookies only), so a package hosted elsewhere can be read with `*` CORS.
 */
export async function fetchReleaseFile<T>(
  url: string,
  schema: z.ZodType<T>,
  options: { signal: AbortSignal; credentials: RequestCredentials },
): Promise<T> {
  const response = await fetch(url, {
    credentials: options.credentials,
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
    signal: options.signal,
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return schema.parse(await response.json());
}

/**
 * spec 1 §7 release check: the latest web version (the update prompt compares it with its own)
 * and whether this server hands out the desktop installer. A failed check is quiet and tried
 * again at the next interval or return to the tab.
 */
export const latestReleaseQuery = () =>
  queryOptions({
    queryKey: ['releases', 'latest'],
    queryFn: ({ signal }) =>
      fetchReleaseFile(endpointUrl(releasesEndpoints.latest, {}), ReleaseInfo, {
        signal,
        credentials: 'omit',
      }),
    staleTime: 0,
    refetchInterval: RELEASE_CHECK_INTERVAL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });

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
