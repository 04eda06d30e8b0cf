import { hasParams, PAGE_KEYS, pagePath, PAGES } from '@parallax/core/pages';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRouter } from './router';

describe('the route table', () => {
  it('routes exactly the pages the server answers (@parallax/core/pages), then the 404', async () => {
    const router = await createRouter(new QueryClient());
    const pageRoutes = router.routes[0]?.children?.[0]?.children ?? [];
    expect(pageRoutes.map((route) => route.path)).toEqual([
      ...PAGE_KEYS.map((page) => PAGES[page].path),
      '*',
    ]);
    router.dispose();
  });

  it('reaches each page at the address pagePath writes, and anything else reaches the 404', async () => {
    const router = await createRouter(new QueryClient());
    const routedPath = (path: string) => matchRoutes(router.routes, path)?.at(-1)?.route.path;
    for (const page of PAGE_KEYS) {
      const path = hasParams(page)
        ? PAGES[page].path.replace(':slug', encodeURIComponent('a b'))
        : PAGES[page].path;
      expect(routedPath(path), path).toBe(PAGES[page].path);
    }
    expect(routedPath(pagePath('tag', { slug: 'mountains' }))).toBe('/tags/:slug');
    expect(routedPath('/refund-policy')).toBe('*');
    expect(routedPath('/content/x/more')).toBe('*');
    router.dispose();
  });
});
