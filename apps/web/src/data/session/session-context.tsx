import type { UserInfo } from '@parallax/core/contracts/auth';
import { createContext, useContext } from 'react';
import type { AuthState } from './auth-status';
import type { BootstrapState } from './bootstrap';

/**
 * The session every part of the app reads: bootstrap status, auth status and the signed-in user.
 * app/session-provider.tsx supplies it; features only consume it.
 */
export type SessionContextValue = {
  bootstrap: BootstrapState;
  auth: AuthState;
  /** The signed-in user; null for a guest and while the status is unknown. */
  user: UserInfo | null;
  /** A sign-in succeeded (the server has set the session cookies). */
  completeSignIn: (user: UserInfo) => void;
  failSignIn: () => void;
  /**
   * Ends the session. By default tells the server first; `isServerDone` skips that when the
   * server already ended it (account deleted, refresh refused, unconfirmed e-mail).
   */
  logout: (options?: { isServerDone?: boolean }) => Promise<void>;
  setEmailConsent: (value: boolean) => void;
  setQuickRegistrationConsent: (value: boolean) => void;
  retryBootstrap: () => void;
};

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs the SessionProvider (app/session-provider)');
  return session;
}
