import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n } from '@/lib/i18n';
import { RouterProvider } from 'react-router';
import { shouldRetry } from '@/lib/http';
import { nextTask } from '@/lib/next-task';
import { dropServerHeadOnNavigation } from '@/lib/server-head';
import { prefetchLayoutData } from './first-data';
import { createRouter, routerReady, type AppRouter } from './router';

type AppState = { queryClient: QueryClient; router: AppRouter };

/**
 * The query client and the router, ready for the first render: the router has loaded the first
 * page's code (and, for a page the server wrote the first screen of, its data) and the layout's
 * data has come (first-data.ts), so the app's first render is that page and not a loading state
 * in place of the server's first screen, and it is drawn once rather than once per answer.
 */
export async function prepareApp(): Promise<AppState> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetry } },
  });
  const layoutData = prefetchLayoutData(queryClient);
  // The router's setup (the route table, the first page's loaders) in tasks of its own.
  await nextTask();
  const router = await createRouter(queryClient);
  await Promise.all([routerReady(router), layoutData]);
  return { queryClient, router };
}

/** `servedPath`: the page the server wrote the HTML (and its head) for. */
export function App({ queryClient, router, servedPath }: AppState & { servedPath: string }) {
  useEffect(() => dropServerHeadOnNavigation(router, servedPath), [router, servedPath]);
  // Catalog texts come in the language of the request (User-Language): a switch refetches them.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
