import { describe, expect, it } from 'vitest';
import { safeHref } from './links.js';

describe('safeHref', () => {
  it('keeps web addresses', () => {
    expect(safeHref('https://discord.com/invite/x')).toBe('https://discord.com/invite/x');
    expect(safeHref('http://localhost:8080/a')).toBe('http://localhost:8080/a');
  });

  it('keeps e-mail addresses only where asked', () => {
    expect(safeHref('mailto:support@parallax.example')).toBeNull();
    expect(safeHref('mailto:support@parallax.example', { allowMailto: true })).toBe(
      'mailto:support@parallax.example',
    );
  });

  it('refuses script, data and relative addresses and empty values', () => {
    expect(safeHref('javascript:alert(1)', { allowMailto: true })).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref(undefined)).toBeNull();
  });
});
