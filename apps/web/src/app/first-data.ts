import type { QueryClient } from '@tanstack/react-query';
import { loadAgeCheck } from '@/data/age-check/age-check';
import { flagQueries } from '@/data/flags/flag-queries';
import { tagQueries } from '@/features/tags/api/tags-queries';
import { isBot } from '@/lib/bot';
import { nextTask } from '@/lib/next-task';

/** The longest the first render waits for the layout's data: a slow answer must not hold the app. */
const FIRST_DATA_WAIT_MS = 3000;

/**
 * Asks for the data every page's layout shows at once — the feature flags (footer links), the
 * footer's tags and the visitor's age-check answer (safe mode) — so the app's first render has
 * it and draws the page once, rather than drawing it again as each answer comes. The layout asks
 * for the same on its first render; these requests are the ones it then reads. A failure is the
 * layout's to handle, as before.
 */
export function prefetchLayoutData(queryClient: QueryClient): Promise<void> {
  const longest = new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS));
  return Promise.race([askForLayoutData(queryClient), longest]).then(() => undefined);
}

/**
 * The three requests, each started in a task of its own: the first runs the query library's code
 * for the first time, and the three together were one of the longest tasks of the app's start on
 * a phone. None rejects (a failure stays in its query, or leaves the visitor unanswered).
 */
async function askForLayoutData(queryClient: QueryClient): Promise<void> {
  const flags = queryClient.prefetchQuery(flagQueries.list());
  await nextTask();
  const tags = queryClient.prefetchQuery(tagQueries.list());
  await nextTask();
  // Bots never browse in safe mode (safe-mode-banner.tsx asks for the same on its mount).
  const ageCheck = isBot() ? undefined : loadAgeCheck();
  await Promise.all([flags, tags, ageCheck]);
}
