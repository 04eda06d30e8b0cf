import { describe, expect, it } from 'vitest';
import {
  API_CACHE_MAX_AGE_MS,
  apiCacheKey,
  apiCacheName,
  isApiCacheName,
  isCatalogRequest,
  isDemoImageRequest,
  isExpired,
  isAppPageRequest,
  isHashedAssetRequest,
  isPartition,
  parseWorkerMessage,
  partitionFor,
  withoutFirstScreen,
} from './cache-rules';

const ORIGIN = 'https://parallax.example';
const url = (path: string) => new URL(path, ORIGIN);
const USER = '5f0c3b1e-7a43-4e0e-9a53-4f4c1d1d2a10';

describe('partitions (spec 2 §7: cached per guest or per user)', () => {
  it('gives guests one partition and each user their own', () => {
    expect(partitionFor(null)).toBe('guest');
    expect(partitionFor(USER)).toBe(`user-${USER}`);
    expect(partitionFor(USER.toUpperCase())).toBe(`user-${USER}`);
    expect(apiCacheName(partitionFor(USER))).not.toBe(apiCacheName(partitionFor(null)));
  });

  it('accepts only partition names it makes', () => {
    expect(isPartition('guest')).toBe(true);
    expect(isPartition(`user-${USER}`)).toBe(true);
    expect(isPartition('user-../../etc')).toBe(false);
    expect(isPartition('parallax-shell-abc')).toBe(false);
    expect(isPartition(42)).toBe(false);
  });

  it('tells its API caches from the others', () => {
    expect(isApiCacheName(apiCacheName('guest'))).toBe(true);
    expect(isApiCacheName('parallax-shell-abc')).toBe(false);
  });
});

describe('what is cached', () => {
  it.each([
    '/api/v1/content/list',
    '/api/v1/content/list/short/categories/optimized?platform=web_app',
    '/store/api/v1/content/list/short/categories/optimized?platform=web_app',
    '/store/api/v1/content/alpine-dawn/optimized',
    '/store/api/v1/content/alpine-dawn/optimized/additional',
    '/api/v1/collection/content/0b7c/metadata',
    '/api/v1/collection/list/short',
    '/api/v1/category/list',
    '/api/v1/sectioned-content/section/new',
    '/api/v1/sectioned-content/category/1/content',
    '/api/v1/username/parallax/content',
    '/store/api/v1/model/list',
    '/store/api/v1/model/aurora-vale',
    '/store/api/v1/tags/mountains',
    '/store/api/v1/faq',
    '/store/api/v1/documents/cookie-policy',
    '/store/api/v1/blog/posts',
    '/store/api/v1/origins-pack/nature-origins',
  ])('the catalog read %s', (path) => {
    expect(isCatalogRequest(url(path), ORIGIN)).toBe(true);
  });

  it.each([
    '/api/v1/settings/user/info',
    '/api/v1/cart/list',
    '/api/v1/feature/list',
    '/api/v1/age-check',
    '/api/bootstrap/check',
    '/api/v1/contents',
    '/content/alpine-dawn',
    '/api/v2/content/list',
  ])('not %s', (path) => {
    expect(isCatalogRequest(url(path), ORIGIN)).toBe(false);
  });

  it('not another site', () => {
    expect(isCatalogRequest(new URL('https://evil.example/api/v1/content/list'), ORIGIN)).toBe(
      false,
    );
  });

  it('keeps the app pages, not the pages the server makes itself', () => {
    for (const path of ['/', '/content/alpine-dawn', '/pornstars', '/cookie-policy']) {
      expect(isAppPageRequest(url(path), ORIGIN), path).toBe(true);
    }
    for (const path of [
      '/api/docs/',
      '/age-verification/provider/1',
      '/oauth2/authorization/google',
      '/login/oauth2/code/google',
    ]) {
      expect(isAppPageRequest(url(path), ORIGIN), path).toBe(false);
    }
  });

  it('sorts assets and demo images', () => {
    expect(isHashedAssetRequest(url('/assets/index-abc.js'), ORIGIN)).toBe(true);
    expect(isHashedAssetRequest(url('/favicon.svg'), ORIGIN)).toBe(false);
    expect(isDemoImageRequest(url('/static/demo/covers/cover-01.jpg'), ORIGIN)).toBe(true);
    expect(isDemoImageRequest(url('/static/demo/trailer.mp4'), ORIGIN)).toBe(false);
  });
});

describe('cache keys', () => {
  it('separate languages and ignore the fragment', () => {
    const path = url('/store/api/v1/faq?platform=web_app#x');
    expect(apiCacheKey(path, 'en')).not.toBe(apiCacheKey(path, 'es'));
    expect(apiCacheKey(path, 'en')).toBe(
      apiCacheKey(url('/store/api/v1/faq?platform=web_app'), 'en'),
    );
    expect(apiCacheKey(path, 'es')).toContain('platform=web_app');
  });
});

describe('expiry (spec 1 §9: one month)', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');

  it('keeps an answer for 30 days', () => {
    expect(isExpired(String(now - 1000), now)).toBe(false);
    expect(isExpired(String(now - API_CACHE_MAX_AGE_MS + 1), now)).toBe(false);
    expect(isExpired(String(now - API_CACHE_MAX_AGE_MS), now)).toBe(true);
  });

  it('treats an unstamped or future-dated answer as expired', () => {
    expect(isExpired(null, now)).toBe(true);
    expect(isExpired('soon', now)).toBe(true);
    expect(isExpired(String(now + 3_600_000), now)).toBe(true);
  });
});

describe('messages from the page', () => {
  it('accepts the known shapes', () => {
    expect(parseWorkerMessage({ type: 'partition', partition: 'guest' })).toEqual({
      type: 'partition',
      partition: 'guest',
    });
    expect(parseWorkerMessage({ type: 'clear-partition', partition: `user-${USER}` })).toEqual({
      type: 'clear-partition',
      partition: `user-${USER}`,
    });
    expect(parseWorkerMessage({ type: 'cache-urls', urls: ['/assets/a.js'] })).toEqual({
      type: 'cache-urls',
      urls: ['/assets/a.js'],
    });
    expect(parseWorkerMessage({ type: 'skip-waiting' })).toEqual({ type: 'skip-waiting' });
  });

  it('ignores anything else', () => {
    expect(parseWorkerMessage(null)).toBeNull();
    expect(parseWorkerMessage('partition')).toBeNull();
    expect(parseWorkerMessage({ type: 'partition', partition: 'everyone' })).toBeNull();
    expect(parseWorkerMessage({ type: 'cache-urls', urls: [1] })).toBeNull();
    expect(parseWorkerMessage({ type: 'delete-all' })).toBeNull();
  });
});

describe('the app shell for pages not cached themselves', () => {
  it("drops the store's first screen and keeps the rest of the page", () => {
    const html = `<html><head><title>Parallax</title></head>
  <body>
    <div id="root"><div class="layout"><header class="site-header"><nav></nav></header><main><section class="hero"><div class="trailer"><div></div></div><h1>Step inside</h1></section></main></div></div>
  </body>
</html>`;
    const shell = withoutFirstScreen(html);
    expect(shell).toContain('<div id="root"></div>\n  </body>');
    expect(shell).not.toContain('Step inside');
    expect(shell).toContain('<title>Parallax</title>');
    const empty = '<body><div id="root"></div></body>';
    expect(withoutFirstScreen(empty)).toBe(empty);
  });
});
