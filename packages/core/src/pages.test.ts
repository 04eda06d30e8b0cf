import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_SLUGS,
  hasParams,
  isDocumentPage,
  matchPage,
  PAGE_KEYS,
  pagePath,
  PAGES,
} from './pages.js';

describe('page paths', () => {
  it('fills a page’s parameters, encoded', () => {
    expect(pagePath('store')).toBe('/');
    expect(pagePath('models')).toBe('/pornstars');
    expect(pagePath('content', { slug: 'alpine-dawn' })).toBe('/content/alpine-dawn');
    expect(pagePath('model', { slug: 'lena-hart' })).toBe('/pornstars/lena-hart');
    expect(pagePath('tag', { slug: '360-degrees' })).toBe('/tags/360-degrees');
    expect(pagePath('originsPack', { slug: 'nature' })).toBe('/content-promo/nature');
    expect(pagePath('blogPost', { slug: 'vr-comfort-tips' })).toBe('/blog/vr-comfort-tips');
    expect(pagePath('dmca')).toBe('/dmca');
    expect(pagePath('tag', { slug: 'a/b?c#d é' })).toBe('/tags/a%2Fb%3Fc%23d%20%C3%A9');
  });

  it('refuses, at compile time, a missing or unexpected parameter', () => {
    // @ts-expect-error the content page needs its slug
    expect(() => pagePath('content')).toThrow('content needs slug');
    // @ts-expect-error the cart takes no parameters
    expect(pagePath('cart', { slug: 'x' })).toBe('/cart');
  });

  it('reads every page’s path back, parameters decoded', () => {
    for (const page of PAGE_KEYS) {
      const path = hasParams(page)
        ? PAGES[page].path.replace(':slug', encodeURIComponent('a b/é'))
        : PAGES[page].path;
      expect(matchPage(path), path).toEqual({
        page,
        params: hasParams(page) ? { slug: 'a b/é' } : {},
      });
    }
  });

  it('matches nothing else: other paths, empty or extra segments, malformed escapes', () => {
    for (const path of [
      '',
      '//',
      '/content',
      '/content/',
      '/content/x/y',
      '//content/x',
      '/Content/x',
      '/refund-policy',
      '/subscription/x',
      '/tags/%E0%A4%A',
    ]) {
      expect(matchPage(path), path).toBeNull();
    }
  });

  it('keeps hidden pages addressable by their path alone (robots.txt names them)', () => {
    const hidden = PAGE_KEYS.filter((page) => PAGES[page].visibility === 'hidden');
    expect(hidden).toContain('library');
    for (const page of hidden) expect(hasParams(page), page).toBe(false);
  });

  it('has a page per document, at its slug', () => {
    expect(PAGE_KEYS.filter(isDocumentPage)).toEqual([...DOCUMENT_SLUGS]);
    for (const slug of DOCUMENT_SLUGS) expect(pagePath(slug)).toBe(`/${slug}`);
  });
});
