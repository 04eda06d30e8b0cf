import { PAGE_KEYS, PAGES, type Page } from '@parallax/core/pages';
import type { QueryClient } from '@tanstack/react-query';
import {
  UNSAFE_createRouter as createDataRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { createLanguageHistory } from '@/lib/language-address';
import { nextTask } from '@/lib/next-task';
import { RootLayout } from './layouts/root-layout';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages/not-found-page';
import { accountRoutes, serviceRoutes } from './routes/account-routes';
import { browseRoutes, firstScreenRoutes } from './routes/browse-routes';
import type { FirstScreenData, PageRoute } from './routes/page-route';

export type AppRouter = Awaited<ReturnType<typeof createRouter>>;

/** The longest the first render waits for a page's data: a slow answer must not hold the app. */
const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * The app's router over the browser history without the language prefix
 * (lib/language-address.ts): `/es/…` and the plain paths reach the same routes, and links keep
 * the address's language. React Router does not let `basename` change while the app runs, and
 * its public `createBrowserRouter` takes no history, hence its lower-level `createRouter`, set
 * up as `createBrowserRouter` sets it up. The history, the route table and the first page's
 * loaders each take a task of their own (together some 300 ms of a phone's main thread).
 */
export async function createRouter(queryClient: QueryClient) {
  let isFirstLoad = true;
  /**
   * The pages whose first screen the server writes into the HTML (store, content, model, tag,
   * origins pack, blog post): on the app's first load their data is fetched before the first render
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
  const history = createLanguageHistory();
  await nextTask();
  const router = createDataRouter({
    routes: routes(queryClient, firstScreenData),
    history,
    mapRouteProperties,
    hydrationRouteProperties,
  });
  await nextTask();
  router.initialize();
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

/**
 * The route table (spec 1 §2): a route per page of @parallax/core/pages, at the page's path, the
 * server's list of pages. Pages other than the store load on demand.
 */
function routes(queryClient: QueryClient, firstScreenData: FirstScreenData): RouteObject[] {
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

/** Every page's route, by page: a page without one, or one the table lacks, does not compile. */
function pageRoutes(
  queryClient: QueryClient,
  firstScreenData: FirstScreenData,
): Record<Page, PageRoute> {
  return {
    ...browseRoutes(queryClient, firstScreenData),
    ...firstScreenRoutes(queryClient, firstScreenData),
    ...accountRoutes(),
    ...serviceRoutes(),
  };
}
