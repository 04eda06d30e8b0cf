import { latestReleaseQuery } from '@/data/releases/release-queries';

/**
 * What the web app updates to (the Android package's manifest is in
 * data/releases/android-package-query.ts, loaded with the Android update). A failed check is quiet
 * and tried again at the next interval or return to the tab (TanStack Query refetches on
 * `visibilitychange`).
 */
export const releaseQueries = {
  all: () => ['releases'] as const,
  latest: latestReleaseQuery,
};
