import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
