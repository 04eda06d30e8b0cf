import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAFE_createRouter as createDataRouter } from 'react-router';
import {
  addressLanguage,
  createLanguageHistory,
  moveAddressTo,
  onAddressLanguageChange,
} from './language-address';

/** A data router over the language history, as app/router.tsx makes it (no elements needed). */
function routerAt(address: string) {
  window.history.replaceState(null, '', address);
  return createDataRouter({
    routes: [
      { id: 'store', path: '/' },
      { id: 'tag', path: '/tags/:slug' },
      { id: 'content', path: '/content/:slug' },
    ],
    history: createLanguageHistory(),
  }).initialize();
}

const popped = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the language of the address', () => {
  it('is the prefix’s, or none on a plain path', () => {
    window.history.replaceState(null, '', '/es/tags/mountains');
    expect(addressLanguage()).toBe('es');
    window.history.replaceState(null, '', '/tags/mountains');
    expect(addressLanguage()).toBeNull();
  });

  it('is invisible to the router, which matches the page without it', () => {
    const router = routerAt('/es/tags/mountains?sort=new');
    expect(router.state.location).toMatchObject({
      pathname: '/tags/mountains',
      search: '?sort=new',
    });
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['tag']);
    router.dispose();
    const store = routerAt('/es/');
    expect(store.state.matches.map((match) => match.route.id)).toEqual(['store']);
    store.dispose();
  });

  it('is kept by every address the router writes or links to', async () => {
    const router = routerAt('/es/tags/mountains');
    expect(router.createHref(new URL('http://x/content/alpine-dawn'))).toBe(
      '/es/content/alpine-dawn',
    );
    await router.navigate('/content/alpine-dawn');
    expect(window.location.pathname).toBe('/es/content/alpine-dawn');
    expect(router.state.location.pathname).toBe('/content/alpine-dawn');
    await router.navigate('/', { replace: true });
    expect(window.location.pathname).toBe('/es/');
    router.dispose();
  });

  it('moves with a choice of language, in place, and the links follow', async () => {
    const router = routerAt('/es/content/alpine-dawn?promoCode=X#scenes');
    const heard: (string | null)[] = [];
    const stop = onAddressLanguageChange((language) => heard.push(language));
    const entries = window.history.length;
    moveAddressTo('en');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/content/alpine-dawn?promoCode=X#scenes',
    );
    expect(window.history.length).toBe(entries);
    expect(router.state.location.pathname).toBe('/content/alpine-dawn');
    await router.navigate('/tags/mountains');
    expect(window.location.pathname).toBe('/tags/mountains');
    moveAddressTo('es');
    expect(window.location.pathname).toBe('/es/tags/mountains');
    moveAddressTo('es');
    expect(heard).toEqual([null, 'es']);
    stop();
    router.dispose();
  });

  it('follows the back button across languages, telling who listens', async () => {
    const router = routerAt('/es/tags/mountains');
    await router.navigate('/content/alpine-dawn');
    moveAddressTo('en');
    const heard: (string | null)[] = [];
    const stop = onAddressLanguageChange((language) => heard.push(language));
    const back = popped();
    window.history.back();
    await back;
    expect(window.location.pathname).toBe('/es/tags/mountains');
    expect(heard).toEqual(['es']);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/tags/mountains'));
    expect(router.createHref(new URL('http://x/'))).toBe('/es/');
    stop();
    router.dispose();
  });
});
