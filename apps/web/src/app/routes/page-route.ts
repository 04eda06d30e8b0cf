import type { LoaderFunction, NonIndexRouteObject } from 'react-router';

/** What a page renders and loads; its path comes from the page table. */
export type PageRoute = Omit<NonIndexRouteObject, 'path' | 'children'>;

/**
 * Wraps a page's first-screen fetch as its loader: awaited on the app's first load only
 * (router.tsx), so the app replaces the server's first screen with the same boxes.
 */
export type FirstScreenData = (load: (slug: string) => Promise<unknown>) => LoaderFunction;
