import { DOCUMENT_SLUGS, type DocumentSlug, type Page } from '@parallax/core/pages';
import type { QueryClient } from '@tanstack/react-query';
// Already in the store page's bundle; the model and tag pages reuse the catalog's cards.
import { catalogQueries } from '@/features/catalog/api/catalog-queries';
import { CardGrid, CardGridSkeleton } from '@/features/catalog/components/card-grid';
import { tagQueries } from '@/features/tags/api/tags-queries';
import { currentLanguage } from '@/lib/i18n';
import { NotFoundPage } from '../pages/not-found-page';
import { StoreRoute } from '../pages/store-route';
import type { FirstScreenData, PageRoute } from './page-route';

type BrowsePage = Extract<Page, 'store' | 'login' | 'register' | 'blog' | 'howToWatch' | 'models'>;

/** The pages any visitor browses whose first screen the app draws itself. */
export function browseRoutes(
  queryClient: QueryClient,
  firstScreenData: FirstScreenData,
): Record<BrowsePage | DocumentSlug, PageRoute> {
  // The store's sections and FAQ, on the app's first load: its first render draws them at once.
  const loader = firstScreenData(() =>
    Promise.all([
      queryClient.ensureQueryData(catalogQueries.store()),
      queryClient.ensureQueryData(catalogQueries.faq(currentLanguage())),
    ]),
  );
  return {
    store: { loader, element: <StoreRoute /> },
    login: { loader, element: <StoreRoute authMode="login" /> },
    register: { loader, element: <StoreRoute authMode="register" /> },
    ...documentRoutes(),
    blog: {
      lazy: async () => {
        const { BlogListPage } = await import('@/features/documents/components/blog-list-page');
        return { element: <BlogListPage /> };
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
  };
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

type FirstScreenPage = Extract<Page, 'content' | 'blogPost' | 'model' | 'tag' | 'originsPack'>;

/** The pages whose first screen the server writes into the HTML, with their first-screen data. */
export function firstScreenRoutes(
  queryClient: QueryClient,
  firstScreenData: FirstScreenData,
): Record<FirstScreenPage, PageRoute> {
  return {
    content: {
      loader: firstScreenData(async (slug) => {
        const { contentQueries } = await import('@/features/catalog/api/content-queries');
        return queryClient.ensureQueryData({ ...contentQueries.content(slug), retry: false });
      }),
      lazy: async () => {
        const { ContentPage } = await import('@/features/catalog/components/content-page');
        return { element: <ContentPage notFound={<NotFoundPage />} /> };
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
  };
}
