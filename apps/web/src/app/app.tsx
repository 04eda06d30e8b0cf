import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { i18n } from '@/lib/i18n';
import { RouterProvider } from 'react-router';
import { shouldRetry } from '@/lib/http';
import { dropServerHeadOnNavigation } from '@/lib/server-head';
import { createRouter } from './router';

export function App() {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetry } } }),
  );
  const [router] = useState(createRouter);
  useEffect(() => dropServerHeadOnNavigation(router), [router]);
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
