import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { es } from './es.js';
import { createTranslator } from './translate.js';

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
