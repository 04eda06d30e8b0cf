import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isKnownPage, SLUG_PAGES, STATIC_PAGES } from './page-routes.js';

const routerSource = readFileSync(
  new URL('../../../web/src/app/router.tsx', import.meta.url),
  'utf8',
);

describe('the pages the server knows', () => {
  it('are exactly the pages of the web router', () => {
    const routerPaths = [...routerSource.matchAll(/path: '([^']+)'/g)]
      .map((match) => match[1] ?? '')
      .filter((path) => path !== '*' && path !== '/');
    const known = [
      ...STATIC_PAGES.filter((path) => path !== '/').map((path) => path.slice(1)),
      ...Object.keys(SLUG_PAGES).map((kind) => `${kind}/:slug`),
    ];
    expect(routerPaths.sort()).toEqual(known.sort());
  });

  it('checks slugs against the catalog and hides the DEV page in production', async () => {
    const lookup = {
      contentSlugExists: (slug: string) => Promise.resolve(slug === 'alpine-dawn'),
      blogPostExists: (slug: string) => Promise.resolve(slug === 'vr-comfort-tips'),
      hasDevPage: false,
    };
    expect(await isKnownPage('/content/alpine-dawn', lookup)).toBe(true);
    expect(await isKnownPage('/content/alpine-dawn/', lookup)).toBe(true);
    expect(await isKnownPage('/content/nope', lookup)).toBe(false);
    expect(await isKnownPage('/library', lookup)).toBe(true);
    expect(await isKnownPage('/dev', lookup)).toBe(false);
    expect(await isKnownPage('/dev', { ...lookup, hasDevPage: true })).toBe(true);
    expect(await isKnownPage('/no/such/page', lookup)).toBe(false);
  });

  it('knows the document pages, the guide and the blog, and checks post slugs', async () => {
    const lookup = {
      contentSlugExists: () => Promise.resolve(false),
      blogPostExists: (slug: string) => Promise.resolve(slug === 'vr-comfort-tips'),
      hasDevPage: false,
    };
    for (const path of ['/cookie-policy', '/usc-2257', '/dmca/', '/how-to-watch-in-vr', '/blog']) {
      expect(await isKnownPage(path, lookup), path).toBe(true);
    }
    expect(await isKnownPage('/blog/vr-comfort-tips', lookup)).toBe(true);
    expect(await isKnownPage('/blog/no-such-post', lookup)).toBe(false);
    expect(await isKnownPage('/blog/vr-comfort-tips/more', lookup)).toBe(false);
    expect(await isKnownPage('/refund-policy', lookup)).toBe(false);
  });
});
