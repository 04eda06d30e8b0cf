import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isKnownPage, SLUG_PAGES, STATIC_PAGES } from './page-routes.js';

const routerSource = readFileSync(
  new URL('../../../web/src/app/router.tsx', import.meta.url),
  'utf8',
);

const lookup = {
  contentSlugExists: (slug: string) => Promise.resolve(slug === 'alpine-dawn'),
  modelSlugExists: (slug: string) => Promise.resolve(slug === 'lena-hart'),
  tagSlugExists: (slug: string) => Promise.resolve(slug === 'mountains'),
  originsPackSlugExists: (slug: string) => Promise.resolve(slug === 'nature-origins'),
  hasDevPage: false,
};

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
    expect(await isKnownPage('/content/alpine-dawn', lookup)).toBe(true);
    expect(await isKnownPage('/content/alpine-dawn/', lookup)).toBe(true);
    expect(await isKnownPage('/content/nope', lookup)).toBe(false);
    expect(await isKnownPage('/library', lookup)).toBe(true);
    expect(await isKnownPage('/dev', lookup)).toBe(false);
    expect(await isKnownPage('/dev', { ...lookup, hasDevPage: true })).toBe(true);
    expect(await isKnownPage('/no/such/page', lookup)).toBe(false);
  });

  it('checks model, tag and origins pack slugs, each against its own kind', async () => {
    expect(await isKnownPage('/pornstars', lookup)).toBe(true);
    expect(await isKnownPage('/pornstars/lena-hart', lookup)).toBe(true);
    expect(await isKnownPage('/pornstars/mountains', lookup)).toBe(false);
    expect(await isKnownPage('/tags/mountains', lookup)).toBe(true);
    expect(await isKnownPage('/tags/lena-hart', lookup)).toBe(false);
    expect(await isKnownPage('/content-promo/nature-origins', lookup)).toBe(true);
    expect(await isKnownPage('/content-promo/alpine-dawn', lookup)).toBe(false);
    expect(await isKnownPage('/pornstars/lena-hart/extra', lookup)).toBe(false);
  });
});
