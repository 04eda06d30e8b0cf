import type { UserInfo } from '@parallax/core/contracts/auth';
import { sessionEndpoints } from '@parallax/core/endpoints/session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { userQueries } from '@/data/account/user-queries';
import { authReducer, initialAuthState } from '@/data/session/auth-status';
import { SessionContext, type SessionContextValue } from '@/data/session/session-context';
import { callEndpoint } from '@/lib/api-client';
import { setApiAccess } from '@/lib/api-path';
import { onSessionEnded, runBeforeLogout } from '@/lib/session';
import { useBootstrap } from './session-bootstrap';
import { useTokenTimer } from './token-timer';

/**
 * Supplies the session (data/session/session-context): bootstrap, auth status, the signed-in
 * user, and the token timer that refreshes the access token 10 s before it expires (spec 1 §4 tokens).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [auth, dispatchAuth] = useReducer(authReducer, initialAuthState);

  const isAuthenticated = auth.status === 'authenticated';
  const userQuery = useQuery({ ...userQueries.info(), enabled: isAuthenticated });
  const user = isAuthenticated ? (userQuery.data ?? null) : null;
  // Set while rendering, before any child's effect sends a request with the old prefix.
  setApiAccess({ hasFullAccess: user?.hasFullAccess ?? false, isAuthenticated });

  // Everything cached for one viewer (owned packs, library…) is refetched for the next one.
  const resetViewerData = useCallback(
    (nextUser: UserInfo | null) => {
      queryClient.removeQueries({ queryKey: userQueries.all() });
      queryClient.setQueryData(userQueries.info().queryKey, nextUser);
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== userQueries.all()[0],
      });
    },
    [queryClient],
  );

  const endSession = useCallback(() => {
    dispatchAuth({ type: 'loggedOut' });
    resetViewerData(null);
  }, [resetViewerData]);

  const { bootstrap, retryBootstrap } = useBootstrap(queryClient, dispatchAuth);

  // spec 1 §4: a refused refresh logs the user out.
  useEffect(() => onSessionEnded(endSession), [endSession]);

  // A refetch of user info that finds no session (expired elsewhere) also logs out.
  const hasLostUser = isAuthenticated && userQuery.isSuccess && userQuery.data === null;
  useEffect(() => {
    if (hasLostUser) endSession();
  }, [hasLostUser, endSession]);

  const { restartTimer } = useTokenTimer(isAuthenticated, endSession);

  const completeSignIn = useCallback(
    (signedIn: UserInfo) => {
      resetViewerData(signedIn);
      dispatchAuth({ type: 'signedIn', at: Date.now() });
      restartTimer();
    },
    [resetViewerData, restartTimer],
  );

  const logout = useCallback<SessionContextValue['logout']>(
    async ({ isServerDone = false } = {}) => {
      await runBeforeLogout();
      if (!isServerDone) {
        await callEndpoint(sessionEndpoints.logout, { prefix: 'store', body: {} }).catch(
          (error: unknown) => console.error('Logout failed; forgetting the session locally', error),
        );
      }
      endSession();
    },
    [endSession],
  );

  const value = useMemo<SessionContextValue>(
    () => ({
      bootstrap,
      auth,
      user,
      completeSignIn,
      failSignIn: () => dispatchAuth({ type: 'signInFailed' }),
      logout,
      setEmailConsent: (isOn) => dispatchAuth({ type: 'emailConsentChanged', value: isOn }),
      setQuickRegistrationConsent: (isOn) =>
        dispatchAuth({ type: 'quickRegistrationConsentChanged', value: isOn }),
      retryBootstrap,
    }),
    [bootstrap, auth, user, completeSignIn, logout, retryBootstrap],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
