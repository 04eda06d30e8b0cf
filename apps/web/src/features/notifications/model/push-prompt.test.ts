import { describe, expect, it } from 'vitest';
import {
  parseVisitedPaths,
  promptPath,
  shouldShowPushPrompt,
  withVisitedPath,
} from './push-prompt';

describe('promptPath (main, content and promo routes)', () => {
  it('counts the store, content and origins pack pages', () => {
    expect(promptPath('/')).toBe('/');
    expect(promptPath('/content/dawn')).toBe('/content/dawn');
    expect(promptPath('/content/dawn/')).toBe('/content/dawn');
    expect(promptPath('/content-promo/origins')).toBe('/content-promo/origins');
  });

  it('ignores every other page', () => {
    for (const path of ['/cart', '/library', '/pornstars', '/tags/x', '/blog', '/login', '/nope']) {
      expect(promptPath(path)).toBeNull();
    }
  });
});

describe('shouldShowPushPrompt (spec 2 §4)', () => {
  const base = {
    consent: null,
    permission: 'default',
    isBot: false,
  } as const;

  it('shows on the second distinct path, not on the first nor on the first again', () => {
    let visited = withVisitedPath([], '/');
    expect(shouldShowPushPrompt({ ...base, visited, currentPath: '/' })).toBe(false);
    visited = withVisitedPath(visited, '/');
    expect(shouldShowPushPrompt({ ...base, visited, currentPath: '/' })).toBe(false);
    visited = withVisitedPath(visited, '/content/dawn');
    expect(shouldShowPushPrompt({ ...base, visited, currentPath: '/content/dawn' })).toBe(true);
    // Until answered it stays on the counted pages, and only there.
    expect(shouldShowPushPrompt({ ...base, visited, currentPath: '/' })).toBe(true);
    expect(withVisitedPath(visited, '/content-promo/x')).toBe(visited);
    expect(shouldShowPushPrompt({ ...base, visited, currentPath: '/content-promo/x' })).toBe(true);
    expect(shouldShowPushPrompt({ ...base, visited, currentPath: null })).toBe(false);
  });

  it('needs the consent unset and the permission not yet asked', () => {
    const visited = ['/', '/content/dawn'];
    const at = { visited, currentPath: '/' };
    expect(shouldShowPushPrompt({ ...base, ...at, consent: false })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, ...at, consent: true })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, ...at, consent: undefined })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, ...at, permission: 'denied' })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, ...at, permission: 'granted' })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, ...at, permission: 'unsupported' })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, ...at, isBot: true })).toBe(false);
  });

  it('reads stored paths defensively', () => {
    expect(parseVisitedPaths(null)).toEqual([]);
    expect(parseVisitedPaths('not json')).toEqual([]);
    expect(parseVisitedPaths('["/", 3, "/content/a", "/content/b"]')).toEqual(['/', '/content/a']);
  });
});
