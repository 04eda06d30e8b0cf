import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator, currentLanguage, i18n, initI18n, resolveInitialLanguage } from './i18n';

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

describe('the translator', () => {
  const t = createTranslator('en', en);
  const tEs = createTranslator('es', es);

  it('looks up dotted keys and interpolates values, unescaped', () => {
    expect(t('errors.no_internet')).toBe('No internet connection');
    expect(t('models.memoriesOf', { name: 'Ana & <Bo>' })).toBe('Memories of Ana & <Bo>');
  });

  it('picks the plural form of the language by count, falling back to _other', () => {
    expect(t('models.memories', { count: 1 })).toBe('1 memory');
    expect(t('models.memories', { count: 0 })).toBe('0 memories');
    expect(t('models.memories', { count: 7 })).toBe('7 memories');
    // Spanish has a "many" category for large round numbers; a key without it uses _other.
    expect(new Intl.PluralRules('es').select(1_000_000)).toBe('many');
    expect(tEs('models.memories', { count: 1_000_000 })).toBe(
      tEs('models.memories', { count: 2 }).replace('2', '1000000'),
    );
  });

  it('gives the key back when it is missing or names a group of messages', () => {
    expect(t('models.nope')).toBe('models.nope');
    expect(t('models')).toBe('models');
    expect(createTranslator('en', undefined)('errors.no_internet')).toBe('errors.no_internet');
  });

  it('returns objects on request, with their strings interpolated', () => {
    const tree = { steps: ['Open {{app}}', { title: 'Sign in to {{app}}' }] };
    const translate = createTranslator('en', tree as unknown as typeof en);
    expect(translate('steps', { returnObjects: true, app: 'Parallax' })).toEqual([
      'Open Parallax',
      { title: 'Sign in to Parallax' },
    ]);
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(t('models.memoriesOf')).toBe('Memories of {{name}}');
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
