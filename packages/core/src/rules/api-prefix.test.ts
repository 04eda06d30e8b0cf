import { describe, expect, it } from 'vitest';
import { viewerApiPrefix } from './api-prefix.js';

describe('viewer API prefix (spec 1 §6)', () => {
  const full = { hasFullAccess: true, isAuthenticated: true };
  const fullGuest = { hasFullAccess: true, isAuthenticated: false };
  const limited = { hasFullAccess: false, isAuthenticated: true };

  it('uses plain paths with full access when signed in', () => {
    expect(viewerApiPrefix('/cart/list', full)).toBe('plain');
    expect(viewerApiPrefix('/settings/user/info', full)).toBe('plain');
  });

  it('uses plain paths only for user info and refresh with full access but no sign-in', () => {
    expect(viewerApiPrefix('/settings/user/info', fullGuest)).toBe('plain');
    expect(viewerApiPrefix('/auth/refresh', fullGuest)).toBe('plain');
    expect(viewerApiPrefix('/cart/list', fullGuest)).toBe('store');
  });

  it('uses the store prefix without full access', () => {
    expect(viewerApiPrefix('/settings/user/info', limited)).toBe('store');
    expect(viewerApiPrefix('/auth/refresh', limited)).toBe('store');
  });

  it('always keeps the store prefix for the content list', () => {
    expect(viewerApiPrefix('/content/list', full)).toBe('store');
    expect(viewerApiPrefix('/content/list', fullGuest)).toBe('store');
  });
});
