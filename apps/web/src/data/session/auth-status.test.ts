import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState, isLikelyGuest } from './auth-status';

describe('auth status (spec 1 §4)', () => {
  it('starts unknown with both consents on', () => {
    expect(initialAuthState).toMatchObject({
      status: 'unknown',
      signInStatus: 'unknown',
      emailConsent: true,
      quickRegistrationConsent: true,
    });
  });

  it('takes a visitor without a live session marker for a guest until user info answers', () => {
    expect(isLikelyGuest('unknown', false)).toBe(true);
    expect(isLikelyGuest('unknown', true)).toBe(false);
    expect(isLikelyGuest('notAuthenticated', true)).toBe(true);
    expect(isLikelyGuest('authenticated', false)).toBe(false);
  });

  it('user info decides authenticated or notAuthenticated', () => {
    expect(authReducer(initialAuthState, { type: 'userLoaded' }).status).toBe('authenticated');
    expect(authReducer(initialAuthState, { type: 'userMissing' }).status).toBe('notAuthenticated');
  });

  it('a sign-in made while the bootstrap still ran is not undone by its missing user', () => {
    const signedIn = authReducer(initialAuthState, { type: 'signedIn', at: 1 });
    expect(authReducer(signedIn, { type: 'userMissing' }).status).toBe('authenticated');
    const loggedOut = authReducer(signedIn, { type: 'loggedOut' });
    expect(authReducer(loggedOut, { type: 'userMissing' }).status).toBe('notAuthenticated');
  });

  it('a sign-in succeeds or fails', () => {
    const signedIn = authReducer(initialAuthState, { type: 'signedIn', at: 5 });
    expect(signedIn).toMatchObject({ status: 'authenticated', signInStatus: 'success' });
    expect(signedIn.signedInAt).toBe(5);
    expect(authReducer(initialAuthState, { type: 'signInFailed' }).signInStatus).toBe('error');
  });

  it('logout sets notAuthenticated and resets the sign-in status', () => {
    const signedIn = authReducer(initialAuthState, { type: 'signedIn', at: 5 });
    expect(authReducer(signedIn, { type: 'loggedOut' })).toMatchObject({
      status: 'notAuthenticated',
      signInStatus: 'unknown',
      signedInAt: null,
    });
  });

  it('keeps the consents the user chose', () => {
    const state = authReducer(initialAuthState, { type: 'emailConsentChanged', value: false });
    expect(state.emailConsent).toBe(false);
    expect(
      authReducer(state, { type: 'quickRegistrationConsentChanged', value: false })
        .quickRegistrationConsent,
    ).toBe(false);
  });
});
