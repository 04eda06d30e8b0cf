import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './compression.js';
import { memoizeHeader } from './header-memo.js';
import { languageOfHeaders } from './language.js';

describe('memoizeHeader', () => {
  it('parses each distinct value once, and again once more than `max` were seen', () => {
    const seen: string[] = [];
    const length = memoizeHeader((value) => {
      seen.push(value);
      return value.length;
    }, 2);
    expect([length('a'), length('bb'), length('a'), length('bb')]).toEqual([1, 2, 1, 2]);
    expect(seen).toEqual(['a', 'bb']);
    expect(length('ccc')).toBe(3);
    expect(length('a')).toBe(1);
    expect(seen).toEqual(['a', 'bb', 'ccc', 'a']);
  });
});

describe('the variant headers, read again and again', () => {
  it('takes User-Language first, even the default language, then Accept-Language', () => {
    for (let round = 0; round < 2; round++) {
      expect(languageOfHeaders({ 'user-language': 'en', 'accept-language': 'es-ES,es' })).toBe(
        'en',
      );
      expect(languageOfHeaders({ 'user-language': 'es', 'accept-language': 'en' })).toBe('es');
      expect(languageOfHeaders({ 'user-language': 'xx', 'accept-language': 'de,es;q=0.8' })).toBe(
        'es',
      );
      expect(languageOfHeaders({ 'accept-language': 'fr' })).toBe('en');
      expect(languageOfHeaders({})).toBe('en');
    }
  });

  it('picks br, else gzip, by weight', () => {
    for (let round = 0; round < 2; round++) {
      expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
      expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
      expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity');
      expect(preferredEncoding('*')).toBe('br');
      expect(preferredEncoding(undefined)).toBe('identity');
      expect(preferredEncoding('')).toBe('identity');
    }
  });
});
