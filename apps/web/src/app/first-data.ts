import type { QueryClient } from '@tanstack/react-query';
import { loadAgeCheck } from '@/data/age-check/age-check';
import { flagQueries } from '@/data/flags/flag-queries';
import { tagQueries } from '@/features/tags/api/tags-queries';
import { isBot } from '@/lib/bot';

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
  const loads = Promise.all([
    queryClient.prefetchQuery(flagQueries.list()),
    queryClient.prefetchQuery(tagQueries.list()),
    // Bots never browse in safe mode (safe-mode-banner.tsx asks for the same on its mount).
    isBot() ? undefined : loadAgeCheck(),
  ]);
  const longest = new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS));
  return Promise.race([loads, longest]).then(() => undefined);
}
