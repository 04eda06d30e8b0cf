import type { UserInfo } from '@parallax/core/contracts/auth';
import { authEndpoints } from '@parallax/core/endpoints/auth';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { callEndpoint } from '@/lib/api-client';
import { setApiAccess } from '@/lib/api-path';
import { authReducer, initialAuthState } from '@/data/session/auth-status';
import {
  BOOTSTRAP_FINAL_DELAY_MS,
  bootstrapReducer,
  initialBootstrapState,
} from '@/data/session/bootstrap';
import { fetchBootstrapCheck } from '@/data/session/bootstrap-queries';
import { flagQueries } from '@/data/flags/flag-queries';
import { ApiError, NO_RESPONSE_STATUS } from '@/lib/http';
import {
  msUntilRefresh,
  onSessionEnded,
  readSessionMarker,
  refreshSession,
  runBeforeLogout,
  tokenState,
} from '@/lib/session';
import { SessionContext, type SessionContextValue } from '@/data/session/session-context';
import { fetchCurrentUser, userQueries } from '@/data/account/user-queries';

/** After a refresh that could not reach the server, try again this much later. */
const REFRESH_RETRY_MS = 30_000;

const isOffline = (error: unknown) =>
  !navigator.onLine || (error instanceof ApiError && error.status === NO_RESPONSE_STATUS);

type BootstrapOutcome =
  { status: 'outdated' | 'offline' } | { status: 'bootstrapped'; user: UserInfo | null };

/**
 * spec 1 §4 app bootstrap: version check (outdated stops it), user info, feature flags, then a
 * 500 ms delay. A failed user-info call counts as signed out; no answer at all is offline.
 */
async function runBootstrap(queryClient: QueryClient): Promise<BootstrapOutcome> {
  try {
    // Each bootstrap asks again (a retry after offline, a newer server).
    const check = await fetchBootstrapCheck(queryClient);
    if (check.isOutdated) return { status: 'outdated' };
  } catch (error) {
    if (isOffline(error)) return { status: 'offline' };
    // Any other failure of the check does not stop the app: the version is only advisory.
  }
  let user: UserInfo | null = null;
  try {
    user = await fetchCurrentUser();
  } catch (error) {
    if (isOffline(error)) return { status: 'offline' };
    console.error('User info failed; continuing signed out', error);
  }
  // The header offers login at once: a sign-in completed while this ran has set the user already.
  if (queryClient.getQueryData(userQueries.info().queryKey) === undefined) {
    queryClient.setQueryData(userQueries.info().queryKey, user);
  }
  await queryClient.prefetchQuery(flagQueries.list());
  await new Promise((resolve) => setTimeout(resolve, BOOTSTRAP_FINAL_DELAY_MS));
  return { status: 'bootstrapped', user };
}

/**
 * Supplies the session (data/session/session-context): bootstrap, auth status, the signed-in user, and
 * the token timer that refreshes the access token 10 s before it expires (spec 1 §4 tokens).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [bootstrap, dispatchBootstrap] = useReducer(bootstrapReducer, initialBootstrapState);
  const [auth, dispatchAuth] = useReducer(authReducer, initialAuthState);
  const [bootstrapAttempt, setBootstrapAttempt] = useState(0);
  const [refreshRound, setRefreshRound] = useState({ count: 0, hasFailed: false });

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

  useEffect(() => {
    let isCurrent = true;
    dispatchBootstrap({ type: 'started' });
    void runBootstrap(queryClient).then((outcome) => {
      if (!isCurrent) return;
      if (outcome.status !== 'bootstrapped') {
        dispatchBootstrap({ type: outcome.status });
        return;
      }
      dispatchAuth({ type: outcome.user ? 'userLoaded' : 'userMissing' });
      dispatchBootstrap({ type: 'finished' });
    });
    return () => {
      isCurrent = false;
    };
  }, [queryClient, bootstrapAttempt]);

  // Offline stops the bootstrap; coming back online starts it again.
  const isOfflineNow = bootstrap.status === 'offline';
  useEffect(() => {
    if (!isOfflineNow) return;
    const handleOnline = () => setBootstrapAttempt((attempt) => attempt + 1);
    window.addEventListener('online', handleOnline);
    return () => window.removeEventListener('online', handleOnline);
  }, [isOfflineNow]);

  // spec 1 §4: a refused refresh logs the user out.
  useEffect(() => onSessionEnded(endSession), [endSession]);

  // A refetch of user info that finds no session (expired elsewhere) also logs out.
  const hasLostUser = isAuthenticated && userQuery.isSuccess && userQuery.data === null;
  useEffect(() => {
    if (hasLostUser) endSession();
  }, [hasLostUser, endSession]);

  // The token timer: refresh 10 s before the access token expires while signed in.
  useEffect(() => {
    if (!isAuthenticated) return;
    const marker = readSessionMarker();
    if (!marker) return;
    const now = Date.now();
    if (tokenState(marker, now) === 'ended') {
      endSession();
      return;
    }
    const delay = refreshRound.hasFailed ? REFRESH_RETRY_MS : msUntilRefresh(marker, now);
    const timer = setTimeout(() => {
      void refreshSession().then((isRefreshed) =>
        setRefreshRound((round) => ({ count: round.count + 1, hasFailed: !isRefreshed })),
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [isAuthenticated, refreshRound, endSession]);

  const completeSignIn = useCallback(
    (signedIn: UserInfo) => {
      resetViewerData(signedIn);
      dispatchAuth({ type: 'signedIn', at: Date.now() });
      setRefreshRound((round) => ({ count: round.count + 1, hasFailed: false }));
    },
    [resetViewerData],
  );

  const logout = useCallback<SessionContextValue['logout']>(
    async ({ isServerDone = false } = {}) => {
      await runBeforeLogout();
      if (!isServerDone) {
        await callEndpoint(authEndpoints.logout, { prefix: 'store', body: {} }).catch(
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
      retryBootstrap: () => setBootstrapAttempt((attempt) => attempt + 1),
    }),
    [bootstrap, auth, user, completeSignIn, logout],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
