import { describe, expect, it } from 'vitest';
import { moveAddressTo } from './language-address';
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
    dropServerHeadOnNavigation(router, '/content/alpine-dawn');

    router.go('/content/alpine-dawn'); // same page (a search change): kept
    expect(document.head.querySelectorAll('[data-ssr]')).toHaveLength(3);

    router.go('/');
    expect(document.head.querySelectorAll('[data-ssr]')).toHaveLength(0);
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
    expect(router.listeners.size).toBe(0);
  });

  it('drops the server’s title and description as soon as the app renders its own', async () => {
    document.head.innerHTML =
      '<title data-ssr>Server</title><meta name="description" content="s" data-ssr><meta property="og:title" content="Server" data-ssr>';
    const stop = dropServerHeadOnNavigation(
      fakeRouter('/pornstars/lena-hart'),
      '/pornstars/lena-hart',
    );
    const title = document.createElement('title');
    title.textContent = 'Lena Hart | Parallax';
    document.head.append(title);
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'app';
    document.head.append(description);
    await Promise.resolve(); // mutation observers report in a microtask
    expect(document.title).toBe('Lena Hart | Parallax');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    // The Open Graph card stays until the app shows another page.
    expect(document.head.querySelectorAll('[data-ssr]')).toHaveLength(1);
    stop();
  });

  it('goes at once when the app already shows another page by the time it starts watching', () => {
    document.head.innerHTML =
      '<title data-ssr>Alpine Dawn | Parallax</title><script type="application/ld+json" data-ssr>{}</script>';
    // A click on "Back to the store" landed between the first render and its effects.
    const router = fakeRouter('/');
    dropServerHeadOnNavigation(router, '/content/alpine-dawn');
    expect(document.head.querySelectorAll('[data-ssr]')).toHaveLength(0);
    expect(router.listeners.size).toBe(0);
  });

  it('goes when the page moves to its address in another language', () => {
    window.history.replaceState(null, '', '/tags/mountains');
    document.head.innerHTML =
      '<link rel="canonical" href="https://parallax.example/tags/mountains" data-ssr><link rel="alternate" hreflang="es" href="https://parallax.example/es/tags/mountains" data-ssr>';
    const router = fakeRouter('/tags/mountains');
    dropServerHeadOnNavigation(router, '/tags/mountains');
    moveAddressTo('es');
    expect(window.location.pathname).toBe('/es/tags/mountains');
    expect(document.head.querySelectorAll('[data-ssr]')).toHaveLength(0);
    expect(router.listeners.size).toBe(0);
    window.history.replaceState(null, '', '/');
  });
});
