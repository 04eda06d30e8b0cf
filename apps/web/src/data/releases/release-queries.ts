import { ReleaseInfo } from '@parallax/core/contracts/release-check';
import { releaseCheckEndpoints } from '@parallax/core/endpoints/release-check';
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
      fetchReleaseFile(endpointUrl(releaseCheckEndpoints.latest, {}), ReleaseInfo, {
        signal,
        credentials: 'omit',
      }),
    staleTime: 0,
    refetchInterval: RELEASE_CHECK_INTERVAL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
