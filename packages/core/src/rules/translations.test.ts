import { describe, expect, it } from 'vitest';
import { localized, pickTranslation } from './translations.js';

const en = { language: 'en', title: 'Cookie policy' };
const es = { language: 'es', title: 'Política de cookies' };

describe('pickTranslation', () => {
  it('takes the wanted language when it exists', () => {
    expect(pickTranslation([en, es], 'es')).toBe(es);
    expect(pickTranslation([es, en], 'en')).toBe(en);
  });

  it('falls back to English, and to nothing when there is no English either', () => {
    expect(pickTranslation([en], 'es')).toBe(en);
    expect(pickTranslation([es], 'en')).toBeUndefined();
    expect(pickTranslation([], 'es')).toBeUndefined();
  });
});

describe('localized', () => {
  const row = {
    title: 'Space',
    description: 'Nebulae and ringed planets.',
    position: 2,
    translations: { es: { title: 'Espacio', description: undefined } },
  };

  it('lays the translated fields over the English row, keeping the rest', () => {
    expect(localized(row, 'es')).toEqual({ ...row, title: 'Espacio' });
  });

  it('answers English, or a row without that language, as stored', () => {
    expect(localized(row, 'en')).toBe(row);
    expect(localized({ ...row, translations: {} }, 'es')).toEqual({ ...row, translations: {} });
  });
});
