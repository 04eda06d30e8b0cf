import { createBrowserRouter } from 'react-router';
import { RequireAuth } from './guards';
import { RootLayout } from './layouts/root-layout';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages/not-found-page';
import { StoreRoute } from './pages/store-route';

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
            { index: true, element: <StoreRoute /> },
            { path: 'login', element: <StoreRoute authMode="login" /> },
            { path: 'register', element: <StoreRoute authMode="register" /> },
            {
              path: 'content/:slug',
              lazy: async () => {
                const { ContentPage } = await import('@/features/catalog/components/content-page');
                return { element: <ContentPage notFound={<NotFoundPage />} /> };
              },
            },
            {
              path: 'library',
              lazy: async () => {
                const { LibraryPage } = await import('./pages/library-page');
                return {
                  element: (
                    <RequireAuth>
                      <LibraryPage />
                    </RequireAuth>
                  ),
                };
              },
            },
            {
              path: 'user-confirm',
              lazy: async () => {
                const { UserConfirmPage } =
                  await import('@/features/account/components/user-confirm-page');
                return { element: <UserConfirmPage /> };
              },
            },
            {
              path: 'unsubscribe-email',
              lazy: async () => {
                const { UnsubscribeEmailPage } =
                  await import('@/features/account/components/unsubscribe-email-page');
                return { element: <UnsubscribeEmailPage /> };
              },
            },
            {
              path: 'social-return',
              lazy: async () => {
                const { SocialReturnPage } =
                  await import('@/features/auth/components/social-return-page');
                return { element: <SocialReturnPage /> };
              },
            },
            {
              path: 'auth-result',
              lazy: async () => {
                const { AuthResultPage } =
                  await import('@/features/auth/components/auth-result-page');
                return { element: <AuthResultPage /> };
              },
            },
            {
              path: 'payment-result',
              lazy: async () => {
                const { PaymentResultPage } = await import('./pages/payment-result-page');
                return { element: <PaymentResultPage /> };
              },
            },
            {
              path: 'dev',
              lazy: async () => {
                const { DevPage } = await import('@/features/dev/components/dev-page');
                return { element: <DevPage notFound={<NotFoundPage />} /> };
              },
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
