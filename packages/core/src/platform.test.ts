import { describe, expect, it } from 'vitest';
import { firstSupportedLanguage } from './platform.js';

describe('firstSupportedLanguage', () => {
  it('takes the first candidate Parallax speaks, whatever its region or case', () => {
    expect(firstSupportedLanguage(['fr-FR', 'ES-mx', 'en'])).toBe('es');
    expect(firstSupportedLanguage([' en-GB', 'es'])).toBe('en');
  });

  it('skips missing and unknown candidates, and falls back to English', () => {
    expect(firstSupportedLanguage([null, undefined, '', 'klingon', 'es'])).toBe('es');
    expect(firstSupportedLanguage(['de-DE', '*'])).toBe('en');
    expect(firstSupportedLanguage([])).toBe('en');
  });
});
