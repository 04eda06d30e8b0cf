import { androidPackageQuery, latestReleaseQuery } from '@/data/releases/release-queries';

/**
 * What the apps update to. A failed check is quiet and tried again at the next interval or
 * return to the tab (TanStack Query refetches on `visibilitychange`).
 */
export const releaseQueries = {
  all: () => ['releases'] as const,
  latest: latestReleaseQuery,
  android: androidPackageQuery,
};
