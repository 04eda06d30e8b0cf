import { createContext, useContext } from 'react';

/** spec 1 §2: the six modes of the authentication modal. */
export type AuthModalMode =
  'login' | 'register' | 'emailConfirmation' | 'resetPassword' | 'newPassword' | 'Otp';

/** The modes the modal can be opened in; the others are reached from inside it. */
export type AuthModalEntry = Extract<AuthModalMode, 'login' | 'register' | 'resetPassword' | 'Otp'>;

export type OpenAuthModalOptions = {
  /** spec 1 §2: a permanent modal cannot be closed. */
  isPermanent?: boolean;
  /** An i18n key shown under the form on opening (a failed social sign-in). */
  errorKey?: string;
};

/**
 * Opens the authentication modal from anywhere. The auth feature supplies it (the modal and its
 * state machine live there); other features only call it.
 */
export type AuthModalContextValue = {
  openAuthModal: (mode: AuthModalEntry, options?: OpenAuthModalOptions) => void;
  /** spec 2 §2: the auth-required modal with sign-up and go-to-store buttons. */
  openAuthRequired: () => void;
};

export const AuthModalContext = createContext<AuthModalContextValue | null>(null);

export function useAuthModal(): AuthModalContextValue {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal needs the AuthModalProvider (features/auth)');
  return value;
}
