import { describe, expect, it } from 'vitest';
import { resolveInitialLanguage } from './i18n';

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
