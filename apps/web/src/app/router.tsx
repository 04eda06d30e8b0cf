import {
  DOCUMENT_SLUGS,
  PAGE_KEYS,
  PAGES,
  type DocumentSlug,
  type Page,
} from '@parallax/core/pages';
import type { QueryClient } from '@tanstack/react-query';
import {
  UNSAFE_createRouter as createDataRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type LoaderFunction,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
// Already in the store page's bundle; the model and tag pages reuse the catalog's cards.
import { catalogQueries } from '@/features/catalog/api/catalog-queries';
import { CardGrid, CardGridSkeleton } from '@/features/catalog/components/card-grid';
import { tagQueries } from '@/features/tags/api/tags-queries';
import { currentLanguage } from '@/lib/i18n';
import { createLanguageHistory } from '@/lib/language-address';
import { RequireAuth } from './guards';
import { RootLayout } from './layouts/root-layout';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages/not-found-page';
import { StoreRoute } from './pages/store-route';

export type AppRouter = ReturnType<typeof createRouter>;

/** The longest the first render waits for a page's data: a slow answer must not hold the app. */
const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * The app's router over the browser history without the language prefix
 * (lib/language-address.ts): `/es/…` and the plain paths reach the same routes, and links keep
 * the address's language. React Router does not let `basename` change while the app runs, and
 * its public `createBrowserRouter` takes no history, hence its lower-level `createRouter`, set
 * up as `createBrowserRouter` sets it up.
 */
export function createRouter(queryClient: QueryClient) {
  let isFirstLoad = true;
  /**
   * The pages whose first screen the server writes into the HTML (content, model, tag, origins
   * pack, blog post): on the app's first load their data is fetched before the first render
   * (app.tsx waits for the router), so the app replaces the server's first screen with the same
   * boxes instead of a skeleton. Later navigations show the page's skeleton at once, as before.
   */
  const firstScreenData =
    (load: (slug: string) => Promise<unknown>): LoaderFunction =>
    async ({ params }) => {
      if (!isFirstLoad) return null;
      // A failure is the page's to show (its 404, or its error after its own retries).
      const loaded = load(params.slug ?? '').catch(() => null);
      await Promise.race([loaded, new Promise((wait) => setTimeout(wait, FIRST_SCREEN_WAIT_MS))]);
      return null;
    };
  const router = createDataRouter({
    routes: routes(queryClient, firstScreenData),
    history: createLanguageHistory(),
    mapRouteProperties,
    hydrationRouteProperties,
  }).initialize();
  void routerReady(router).then(() => {
    isFirstLoad = false;
  });
  return router;
}

/** Resolves once the router has the first page's code and data (its loaders have run). */
export function routerReady(router: {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** What a page renders and loads; its path comes from the page table. */
type PageRoute = Omit<NonIndexRouteObject, 'path' | 'children'>;

/**
 * The route table (spec 1 §2): a route per page of @parallax/core/pages, at the page's path, the
 * server's list of pages. Pages other than the store load on demand.
 */
function routes(
  queryClient: QueryClient,
  firstScreenData: (load: (slug: string) => Promise<unknown>) => LoaderFunction,
): RouteObject[] {
  const pages = pageRoutes(queryClient, firstScreenData);
  return [
    {
      element: <RootLayout />,
      errorElement: <ErrorPage isStandalone />,
      // Shown while a lazy page's code loads on the first visit (React Router data mode).
      hydrateFallbackElement: <div className="route-loading" aria-busy="true" />,
      children: [
        {
          errorElement: <ErrorPage />,
          children: [
            ...PAGE_KEYS.map((page) => ({ ...pages[page], path: PAGES[page].path })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

/** The document pages (spec 1 §2 other pages), loaded on demand. */
function documentRoutes(): Record<DocumentSlug, PageRoute> {
  return Object.fromEntries(
    DOCUMENT_SLUGS.map((slug) => [
      slug,
      {
        lazy: async () => {
          const { DocumentPage } = await import('@/features/documents/components/document-page');
          return { element: <DocumentPage slug={slug} notFound={<NotFoundPage />} /> };
        },
      },
    ]),
  ) as Record<DocumentSlug, PageRoute>;
}

/** Every page's route, by page: a page without one, or one the table lacks, does not compile. */
function pageRoutes(
  queryClient: QueryClient,
  firstScreenData: (load: (slug: string) => Promise<unknown>) => LoaderFunction,
): Record<Page, PageRoute> {
  return {
    store: { element: <StoreRoute /> },
    login: { element: <StoreRoute authMode="login" /> },
    register: { element: <StoreRoute authMode="register" /> },
    content: {
      loader: firstScreenData((slug) =>
        queryClient.ensureQueryData({ ...catalogQueries.content(slug), retry: false }),
      ),
      lazy: async () => {
        const { ContentPage } = await import('@/features/catalog/components/content-page');
        return { element: <ContentPage notFound={<NotFoundPage />} /> };
      },
    },
    ...documentRoutes(),
    blog: {
      lazy: async () => {
        const { BlogListPage } = await import('@/features/documents/components/blog-list-page');
        return { element: <BlogListPage /> };
      },
    },
    blogPost: {
      loader: firstScreenData(async (slug) => {
        const { blogQueries } = await import('@/features/documents/api/blog-queries');
        return queryClient.ensureQueryData({
          ...blogQueries.detail(slug, currentLanguage()),
          retry: false,
        });
      }),
      lazy: async () => {
        const { BlogPostPage } = await import('@/features/documents/components/blog-post-page');
        return { element: <BlogPostPage notFound={<NotFoundPage />} /> };
      },
    },
    howToWatch: {
      lazy: async () => {
        const [{ HowToWatchPage }, { SetPasswordButton }] = await Promise.all([
          import('@/features/guides/components/how-to-watch-page'),
          import('@/features/account/components/set-password-button'),
        ]);
        return { element: <HowToWatchPage setPasswordAction={<SetPasswordButton />} /> };
      },
    },
    models: {
      lazy: async () => {
        const { ModelsPage } = await import('@/features/models/components/models-page');
        return { element: <ModelsPage /> };
      },
    },
    model: {
      loader: firstScreenData(async (slug) => {
        const { modelQueries } = await import('@/features/models/api/models-queries');
        return queryClient.ensureQueryData({ ...modelQueries.detail(slug), retry: false });
      }),
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
    tag: {
      // The tag queries are in the first bundle already (the footer's tag links use them).
      loader: firstScreenData((slug) =>
        queryClient.ensureQueryData({ ...tagQueries.detail(slug), retry: false }),
      ),
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
    originsPack: {
      loader: firstScreenData(async (slug) => {
        const { originsQueries } = await import('@/features/origins/api/origins-queries');
        return queryClient.ensureQueryData({ ...originsQueries.detail(slug), retry: false });
      }),
      lazy: async () => {
        const { OriginsPage } = await import('@/features/origins/components/origins-page');
        return { element: <OriginsPage notFound={<NotFoundPage />} /> };
      },
    },
    cart: {
      lazy: async () => {
        const { CartPage } = await import('@/features/cart/components/cart-page');
        return { element: <CartPage /> };
      },
    },
    library: {
      lazy: async () => {
        const { LibraryPage, OfflineLibraryPage } = await import('./pages/library-page');
        return {
          element: (
            <RequireAuth offline={<OfflineLibraryPage />}>
              <LibraryPage />
            </RequireAuth>
          ),
        };
      },
    },
    userConfirm: {
      lazy: async () => {
        const { UserConfirmPage } = await import('@/features/account/components/user-confirm-page');
        return { element: <UserConfirmPage /> };
      },
    },
    unsubscribeEmail: {
      lazy: async () => {
        const { UnsubscribeEmailPage } =
          await import('@/features/account/components/unsubscribe-email-page');
        return { element: <UnsubscribeEmailPage /> };
      },
    },
    socialReturn: {
      lazy: async () => {
        const { SocialReturnPage } = await import('@/features/auth/components/social-return-page');
        return { element: <SocialReturnPage /> };
      },
    },
    authResult: {
      lazy: async () => {
        const { AuthResultPage } = await import('@/features/auth/components/auth-result-page');
        return { element: <AuthResultPage /> };
      },
    },
    paymentResult: {
      lazy: async () => {
        const { PaymentResultPage } =
          await import('@/features/cart/components/payment-result-page');
        return { element: <PaymentResultPage /> };
      },
    },
    pairHeadset: {
      lazy: async () => {
        const { PairHeadsetPage } = await import('@/features/account/components/pair-headset-page');
        return { element: <PairHeadsetPage /> };
      },
    },
    subscription: {
      lazy: async () => {
        const { SubscriptionRoute } = await import('./pages/subscription-route');
        return { element: <SubscriptionRoute /> };
      },
    },
    subscriptionCancelResult: {
      lazy: async () => {
        const [{ CancelResultPage }, { ControlPanel }] = await Promise.all([
          import('@/features/subscription/components/cancel-result-page'),
          import('@/features/account/components/control-panel'),
        ]);
        return {
          element: (
            <CancelResultPage
              renderControlPanel={(user, onClose) => <ControlPanel user={user} onClose={onClose} />}
            />
          ),
        };
      },
    },
    support: {
      lazy: async () => {
        const { SupportPage } = await import('@/features/support/components/support-page');
        return { element: <SupportPage /> };
      },
    },
    moderation: {
      lazy: async () => {
        const { ModerationPage } = await import('@/features/moderation/components/moderation-page');
        return { element: <ModerationPage notFound={<NotFoundPage />} /> };
      },
    },
    dev: {
      lazy: async () => {
        const { DevPage } = await import('@/features/dev/components/dev-page');
        return { element: <DevPage notFound={<NotFoundPage />} /> };
      },
    },
  };
}
