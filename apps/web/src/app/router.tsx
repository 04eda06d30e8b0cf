import { createBrowserRouter } from 'react-router';
import { StorePage } from '@/features/catalog/components/store-page';
import { RootLayout } from './layouts/root-layout';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages/not-found-page';

/** The route table (spec 1 §2). Pages other than the store load on demand. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <ErrorPage isStandalone />,
      // Shown while a lazy page's code loads on the first visit (React Router data mode).
      hydrateFallbackElement: <div className="route-loading" aria-busy="true" />,
      children: [
        {
          errorElement: <ErrorPage />,
          children: [
            { index: true, element: <StorePage /> },
            {
              path: 'content/:slug',
              lazy: async () => {
                const { ContentPage } = await import('@/features/catalog/components/content-page');
                return { element: <ContentPage notFound={<NotFoundPage />} /> };
              },
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
