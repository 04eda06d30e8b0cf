import { hasParams, PAGE_KEYS, pagePath, PAGES } from '@parallax/core/pages';
import { describe, expect, it } from 'vitest';
import { resolvePage, type PageLookup } from './page-routes.js';

const head = (title: string) => Promise.resolve({ title, description: 'd' });
const none = () => Promise.resolve(null);
/** Every slug kind names nothing unless a test says otherwise. */
const slugPages = (overrides: Partial<PageLookup['slugPage']>): PageLookup['slugPage'] => ({
  content: none,
  pornstars: none,
  tags: none,
  'content-promo': none,
  blog: none,
  ...overrides,
});

describe('the pages the server knows', () => {
  it('are the pages of the page table, each with the head its kind calls for', async () => {
    const lookup: PageLookup = {
      slugPage: {
        content: (slug) => head(`content ${slug}`),
        pornstars: (slug) => head(`pornstars ${slug}`),
        tags: (slug) => head(`tags ${slug}`),
        'content-promo': (slug) => head(`content-promo ${slug}`),
        blog: (slug) => head(`blog ${slug}`),
      },
      staticPage: {},
      hasDevPage: true,
    };
    for (const page of PAGE_KEYS) {
      const path = hasParams(page)
        ? PAGES[page].path.replace(':slug', 'some-slug')
        : PAGES[page].path;
      const kind = path.split('/')[1];
      expect(await resolvePage(path, 'en', lookup), path).toEqual(
        hasParams(page)
          ? { title: `${kind} some-slug`, description: 'd', assets: kind }
          : expect.objectContaining({ noindex: PAGES[page].visibility === 'hidden' }),
      );
    }
    expect(await resolvePage(pagePath('tag', { slug: 'a b' }), 'en', lookup)).toMatchObject({
      title: 'tags a b',
    });
  });

  it('checks slugs against the catalog and hides the DEV page in production', async () => {
    const lookup: PageLookup = {
      slugPage: slugPages({
        content: (slug) => (slug === 'alpine-dawn' ? head('Alpine Dawn') : none()),
      }),
      staticPage: {},
      hasDevPage: false,
    };
    const known = async (path: string, pages = lookup) =>
      (await resolvePage(path, 'en', pages)) !== null;
    expect(await known('/content/alpine-dawn')).toBe(true);
    expect(await known('/content/alpine-dawn/')).toBe(true);
    expect(await known('/content/nope')).toBe(false);
    expect(await known('/content/%E0%A4%A')).toBe(false);
    expect(await known('/library')).toBe(true);
    expect(await known('/dev')).toBe(false);
    expect(await known('/dev', { ...lookup, hasDevPage: true })).toBe(true);
    expect(await known('/no/such/page')).toBe(false);
  });

  it('gives each page its head: its own, the store’s, or the store’s kept out of search results', async () => {
    const lookup: PageLookup = {
      slugPage: slugPages({ content: (slug) => head(`Pack ${slug}`) }),
      staticPage: {
        '/': (language) => Promise.resolve({ title: `Store ${language}`, description: '' }),
      },
      hasDevPage: true,
    };
    expect(await resolvePage('/content/alpine-dawn', 'es', lookup)).toMatchObject({
      title: 'Pack alpine-dawn',
    });
    expect(await resolvePage('/', 'es', lookup)).toMatchObject({ title: 'Store es' });
    expect(await resolvePage('/login', 'en', lookup)).toEqual({
      title: 'Parallax — VR and 2D content store',
      description: expect.stringContaining('Browse') as string,
      noindex: false,
    });
    expect(await resolvePage('/library', 'es', lookup)).toMatchObject({ noindex: true });
  });

  it('knows the document pages, the guide and the blog, and checks post slugs', async () => {
    const lookup: PageLookup = {
      slugPage: slugPages({
        blog: (slug) => (slug === 'vr-comfort-tips' ? head('Tips') : none()),
      }),
      staticPage: { '/dmca': () => Promise.resolve(null) },
      hasDevPage: false,
    };
    const known = async (path: string) => (await resolvePage(path, 'en', lookup)) !== null;
    for (const path of ['/cookie-policy', '/usc-2257', '/dmca/', '/how-to-watch-in-vr', '/blog']) {
      expect(await known(path), path).toBe(true);
    }
    expect(await known('/blog/vr-comfort-tips')).toBe(true);
    expect(await known('/blog/no-such-post')).toBe(false);
    expect(await known('/blog/vr-comfort-tips/more')).toBe(false);
    expect(await known('/refund-policy')).toBe(false);
  });

  it('checks model, tag and origins pack slugs, each against its own kind', async () => {
    const lookup: PageLookup = {
      slugPage: slugPages({
        pornstars: (slug) => (slug === 'lena-hart' ? head('Lena Hart') : none()),
        tags: (slug) => (slug === 'mountains' ? head('Mountains') : none()),
        'content-promo': (slug) => (slug === 'nature-origins' ? head('Nature Origins') : none()),
      }),
      staticPage: {},
      hasDevPage: false,
    };
    const known = async (path: string) => (await resolvePage(path, 'en', lookup)) !== null;
    expect(await known('/pornstars')).toBe(true);
    expect(await known('/pornstars/lena-hart')).toBe(true);
    expect(await known('/pornstars/mountains')).toBe(false);
    expect(await known('/tags/mountains')).toBe(true);
    expect(await known('/tags/lena-hart')).toBe(false);
    expect(await known('/content-promo/nature-origins')).toBe(true);
    expect(await known('/content-promo/alpine-dawn')).toBe(false);
    expect(await known('/pornstars/lena-hart/extra')).toBe(false);
  });
});
