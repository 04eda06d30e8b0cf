import type { DocumentSlug } from '@parallax/core/contracts/documents';
import { createBrowserRouter } from 'react-router';
// Already in the store page's bundle; the model and tag pages reuse the catalog's cards.
import { CardGrid, CardGridSkeleton } from '@/features/catalog/components/card-grid';
import { RequireAuth } from './guards';
import { RootLayout } from './layouts/root-layout';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages/not-found-page';
import { StoreRoute } from './pages/store-route';

/** A document page (spec 1 §2 other pages), loaded on demand. */
async function documentRoute(slug: DocumentSlug) {
  const { DocumentPage } = await import('@/features/documents/components/document-page');
  return { element: <DocumentPage slug={slug} notFound={<NotFoundPage />} /> };
}

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
              path: 'pornstars',
              lazy: async () => {
                const { ModelsPage } = await import('@/features/models/components/models-page');
                return { element: <ModelsPage /> };
              },
            },
            {
              path: 'pornstars/:slug',
              lazy: async () => {
                const { ModelPage } = await import('@/features/models/components/model-page');
                return {
                  element: (
                    <ModelPage
                      notFound={<NotFoundPage />}
                      renderCards={(items) => <CardGrid items={items} />}
                    />
                  ),
                };
              },
            },
            {
              path: 'tags/:slug',
              lazy: async () => {
                const { TagPage } = await import('@/features/tags/components/tag-page');
                return {
                  element: (
                    <TagPage
                      notFound={<NotFoundPage />}
                      renderCards={(items) => <CardGrid items={items} />}
                      renderCardsSkeleton={(count) => <CardGridSkeleton count={count} />}
                    />
                  ),
                };
              },
            },
            {
              path: 'content-promo/:slug',
              lazy: async () => {
                const { OriginsPage } = await import('@/features/origins/components/origins-page');
                return { element: <OriginsPage notFound={<NotFoundPage />} /> };
              },
            },
            {
              path: 'cart',
              lazy: async () => {
                const { CartPage } = await import('@/features/cart/components/cart-page');
                return { element: <CartPage /> };
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
                const { PaymentResultPage } =
                  await import('@/features/cart/components/payment-result-page');
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
            { path: 'cookie-policy', lazy: () => documentRoute('cookie-policy') },
            { path: 'privacy-policy', lazy: () => documentRoute('privacy-policy') },
            { path: 'terms-of-service', lazy: () => documentRoute('terms-of-service') },
            { path: 'usc-2257', lazy: () => documentRoute('usc-2257') },
            { path: 'dmca', lazy: () => documentRoute('dmca') },
            {
              path: 'blog',
              lazy: async () => {
                const { BlogListPage } =
                  await import('@/features/documents/components/blog-list-page');
                return { element: <BlogListPage /> };
              },
            },
            {
              path: 'blog/:slug',
              lazy: async () => {
                const { BlogPostPage } =
                  await import('@/features/documents/components/blog-post-page');
                return { element: <BlogPostPage notFound={<NotFoundPage />} /> };
              },
            },
            {
              path: 'how-to-watch-in-vr',
              lazy: async () => {
                const [{ HowToWatchPage }, { SetPasswordButton }] = await Promise.all([
                  import('@/features/guides/components/how-to-watch-page'),
                  import('@/features/account/components/set-password-button'),
                ]);
                return { element: <HowToWatchPage setPasswordAction={<SetPasswordButton />} /> };
              },
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
