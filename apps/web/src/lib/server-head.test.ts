import { describe, expect, it } from 'vitest';
import { dropServerHeadOnNavigation } from './server-head';

function fakeRouter(pathname: string) {
  const listeners = new Set<(state: { location: { pathname: string } }) => void>();
  return {
    state: { location: { pathname } },
    subscribe(listener: (state: { location: { pathname: string } }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(path: string) {
      for (const listener of [...listeners]) listener({ location: { pathname: path } });
    },
    listeners,
  };
}

describe('the server-written head', () => {
  it('stays for the first page and goes once the app shows another', () => {
    document.head.innerHTML =
      '<title data-ssr>Alpine Dawn | Parallax</title><meta name="description" content="x" data-ssr><script type="application/ld+json" data-ssr>{}</script><link rel="icon" href="/favicon.svg">';
    const router = fakeRouter('/content/alpine-dawn');
    dropServerHeadOnNavigation(router);

    router.go('/content/alpine-dawn'); // same page (a search change): kept
    expect(document.head.querySelectorAll('[data-ssr]')).toHaveLength(3);

    router.go('/');
    expect(document.head.querySelectorAll('[data-ssr]')).toHaveLength(0);
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
    expect(router.listeners.size).toBe(0);
  });
});
