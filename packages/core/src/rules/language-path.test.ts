import { describe, expect, it } from 'vitest';
import { localizedPath, splitLanguagePath } from './language-path.js';

describe('language addresses', () => {
  it('reads the language from a prefix and the page from the rest', () => {
    expect(splitLanguagePath('/es/content/alpine-dawn')).toEqual({
      language: 'es',
      path: '/content/alpine-dawn',
    });
    expect(splitLanguagePath('/es/')).toEqual({ language: 'es', path: '/' });
    expect(splitLanguagePath('/es')).toEqual({ language: 'es', path: '/' });
  });

  it('leaves plain paths, lookalikes and the default language’s code alone', () => {
    for (const path of ['/', '/content/x', '/espresso', '/es-mx/x', '/ES/x', '/en/x', '/fr/x']) {
      expect(splitLanguagePath(path), path).toEqual({ language: null, path });
    }
  });

  it('writes a page’s address in each language, and reads it back', () => {
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/', 'es')).toBe('/es/');
    expect(localizedPath('/how-to-watch-in-vr?platform=PCVR', 'es')).toBe(
      '/es/how-to-watch-in-vr?platform=PCVR',
    );
    for (const path of ['/', '/tags/mountains', '/blog']) {
      expect(splitLanguagePath(localizedPath(path, 'es'))).toEqual({ language: 'es', path });
      expect(splitLanguagePath(localizedPath(path, 'en'))).toEqual({ language: null, path });
    }
  });
});
