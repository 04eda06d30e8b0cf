import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, i18n, initI18n, resolveInitialLanguage, type TFunction } from './i18n';
import { createLanguageHistory } from './language-address';

describe('resolveInitialLanguage', () => {
  it('prefers the stored choice', () => {
    expect(resolveInitialLanguage('es', ['en-US'])).toBe('es');
  });
  it('falls back to the first supported browser language', () => {
    expect(resolveInitialLanguage(null, ['fr-FR', 'es-MX', 'en'])).toBe('es');
  });
  it('ignores a stored value that is not a supported language', () => {
    expect(resolveInitialLanguage('klingon', ['de-DE'])).toBe('en');
  });
});

describe('switching language', () => {
  afterEach(() => initI18n('en'));

  it('loads the catalogue, then tells the listeners and marks the document', async () => {
    await initI18n('en');
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    i18n.on('languageChanged', listener);
    await i18n.changeLanguage('es');
    i18n.off('languageChanged', listener);
    expect(heard).toEqual(['es']);
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('errors.no_internet')).toBe(es.errors.no_internet);
    expect(i18n.exists('errors.no_internet')).toBe(true);
    expect(i18n.exists('errors')).toBe(false);
  });

  it('remembers the choice in storage and in a cookie the server reads', async () => {
    await i18n.changeLanguage('es');
    expect(window.localStorage.getItem('parallax_language')).toBe('es');
    expect(document.cookie).toContain('parallax_language=es');
  });

  it('of two quick switches, the last one wins whichever catalogue arrives last', async () => {
    await initI18n('en');
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    i18n.on('languageChanged', listener);
    await Promise.all([i18n.changeLanguage('es'), i18n.changeLanguage('en')]);
    i18n.off('languageChanged', listener);
    expect(currentLanguage()).toBe('en');
    expect(heard).toEqual([]);
    expect(window.localStorage.getItem('parallax_language')).toBe('en');
  });

  it('treats an unknown language as the default one', async () => {
    await i18n.changeLanguage('xx');
    expect(currentLanguage()).toBe('en');
  });
});

describe('the language of the address', () => {
  afterEach(async () => {
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
    await initI18n('en');
  });

  it('is the page’s language whatever was chosen, and is not remembered', async () => {
    window.localStorage.setItem('parallax_language', 'en');
    window.history.replaceState(null, '', '/es/tags/mountains');
    await initI18n();
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem('parallax_language')).toBe('en');
  });

  it('leaves plain paths to the chosen language', async () => {
    window.localStorage.setItem('parallax_language', 'es');
    window.history.replaceState(null, '', '/tags/mountains');
    await initI18n();
    expect(currentLanguage()).toBe('es');
    expect(window.location.pathname).toBe('/tags/mountains');
  });

  it('moves when a language is chosen: Spanish under /es, English on the plain path', async () => {
    window.history.replaceState(null, '', '/tags/mountains?sort=new');
    await initI18n();
    await i18n.changeLanguage('es');
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/es/tags/mountains?sort=new',
    );
    await i18n.changeLanguage('en');
    expect(window.location.pathname).toBe('/tags/mountains');
    expect(window.localStorage.getItem('parallax_language')).toBe('en');
  });

  it('is followed back to a page in the other language, the choice kept', async () => {
    window.history.replaceState(null, '', '/es/tags/mountains');
    await initI18n();
    window.history.pushState(null, '', '/es/content/alpine-dawn');
    await i18n.changeLanguage('en');
    expect(window.location.pathname).toBe('/content/alpine-dawn');
    // The router's history is what hears the back button.
    const stop = createLanguageHistory().listen(() => {});
    window.history.back();
    await vi.waitFor(() => expect(currentLanguage()).toBe('es'));
    expect(window.localStorage.getItem('parallax_language')).toBe('en');
    stop();
  });
});

describe('the messages of the areas beyond the store page', () => {
  /** A fresh copy of the module, as a page that has just started has it. */
  async function freshI18n(path: string) {
    window.history.replaceState(null, '', path);
    vi.resetModules();
    return import('./i18n');
  }

  afterEach(async () => {
    window.history.replaceState(null, '', '/');
    await initI18n('en');
  });

  it('wait on the store page until a message of theirs is asked for', async () => {
    const fresh = await freshI18n('/');
    await fresh.initI18n();
    expect(fresh.i18n.t('store.heroTitle')).toBe(en.store.heroTitle);
    expect(fresh.i18n.t('library.title')).toBe('library.title');
    await vi.waitFor(() => expect(fresh.i18n.t('library.title')).toBe(en.library.title));
  });

  it('come on the store page with the first touch, and the components render again', async () => {
    const fresh = await freshI18n('/es/');
    const { act, createElement } = await import('react');
    const { createRoot } = await import('react-dom/client');
    await fresh.initI18n();
    // Shows a message of the store page only, so that nothing but the touch asks for the rest.
    const rendered: TFunction[] = [];
    const Probe = () => {
      const { t } = fresh.useTranslation();
      rendered.push(t);
      return t('store.heroTitle');
    };
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Probe)));
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(rendered).toHaveLength(2));
    expect(rendered[1]?.('documents.loading')).toBe(es.documents.loading);
    act(() => root.unmount());
  });

  it('come for a part that asks for them before showing', async () => {
    const fresh = await freshI18n('/');
    await fresh.initI18n();
    expect(fresh.i18n.t('store.heroTitle')).toBe(en.store.heroTitle);
    await fresh.loadAllMessages();
    expect(fresh.i18n.t('subscription.oldPrice')).toBe(en.subscription.oldPrice);
  });

  it('come before the first render on any other page', async () => {
    const fresh = await freshI18n('/library');
    await fresh.initI18n();
    expect(fresh.i18n.t('library.title')).toBe(en.library.title);
  });
});
