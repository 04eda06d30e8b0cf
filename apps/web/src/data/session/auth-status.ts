/**
 * spec 1 §4 auth status: unknown until user info answers, then authenticated or notAuthenticated.
 * Sign-in status records the outcome of the last sign-in attempt. The consents are the defaults
 * of the sign-up forms (both true).
 */
export type AuthStatus = 'unknown' | 'authenticated' | 'notAuthenticated';
export type SignInStatus = 'unknown' | 'success' | 'error';

export type AuthState = {
  status: AuthStatus;
  signInStatus: SignInStatus;
  emailConsent: boolean;
  quickRegistrationConsent: boolean;
  /** When the last successful sign-in happened in this page (for the header's greeting). */
  signedInAt: number | null;
};

export const initialAuthState: AuthState = {
  status: 'unknown',
  signInStatus: 'unknown',
  emailConsent: true,
  quickRegistrationConsent: true,
  signedInAt: null,
};

export type AuthAction =
  | { type: 'userLoaded' }
  | { type: 'userMissing' }
  | { type: 'signedIn'; at: number }
  | { type: 'signInFailed' }
  | { type: 'loggedOut' }
  | { type: 'emailConsentChanged'; value: boolean }
  | { type: 'quickRegistrationConsentChanged'; value: boolean };

/**
 * A guest, or most likely one while user info has not answered yet (spec 1 §4 auth status
 * unknown): no live session marker. The header shows such a visitor the login button at once.
 */
export function isLikelyGuest(status: AuthStatus, hasLiveSession: boolean): boolean {
  return status === 'notAuthenticated' || (status === 'unknown' && !hasLiveSession);
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'userLoaded':
      return { ...state, status: 'authenticated' };
    case 'userMissing':
      // The header offers login before the bootstrap ends: a sign-in that completed meanwhile
      // outlives the bootstrap's user info, which was asked for before it.
      return state.signInStatus === 'success' ? state : { ...state, status: 'notAuthenticated' };
    case 'signedIn':
      return { ...state, status: 'authenticated', signInStatus: 'success', signedInAt: action.at };
    case 'signInFailed':
      return { ...state, signInStatus: 'error' };
    case 'loggedOut':
      return { ...state, status: 'notAuthenticated', signInStatus: 'unknown', signedInAt: null };
    case 'emailConsentChanged':
      return { ...state, emailConsent: action.value };
    case 'quickRegistrationConsentChanged':
      return { ...state, quickRegistrationConsent: action.value };
  }
}
