import { describe, expect, it } from 'vitest';
import { pickTranslation } from './translations.js';

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
