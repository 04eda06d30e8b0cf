import type { UserInfo } from '@parallax/core/contracts/auth';
import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useReducer, useState } from 'react';
import type { AuthAction } from '@/data/session/auth-status';
import {
  BOOTSTRAP_FINAL_DELAY_MS,
  bootstrapReducer,
  initialBootstrapState,
} from '@/data/session/bootstrap';
import { fetchBootstrapCheck } from '@/data/session/bootstrap-queries';
import { flagQueries } from '@/data/flags/flag-queries';
import { fetchCurrentUser, userQueries } from '@/data/account/user-queries';
import { ApiError, NO_RESPONSE_STATUS } from '@/lib/http';
import { nextTask } from '@/lib/next-task';

const isOffline = (error: unknown) =>
  !navigator.onLine || (error instanceof ApiError && error.status === NO_RESPONSE_STATUS);

type BootstrapOutcome =
  { status: 'outdated' | 'offline' } | { status: 'bootstrapped'; user: UserInfo | null };

/**
 * spec 1 §4 app bootstrap: version check (outdated stops it), user info, feature flags, then a
 * 500 ms delay. A failed user-info call counts as signed out; no answer at all is offline.
 */
async function runBootstrap(queryClient: QueryClient): Promise<BootstrapOutcome> {
  // Not in the task that started it: the first run starts with the first screen's effects, and
  // the check's request (the query library's and the fetch's work) would lengthen that task.
  await nextTask();
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
 * Runs the bootstrap when the app starts, again on `retryBootstrap`, and again when an offline
 * bootstrap sees the browser come back online; its outcome settles the auth status.
 */
export function useBootstrap(queryClient: QueryClient, dispatchAuth: (action: AuthAction) => void) {
  // The first run starts with the app's first render (its effect below), so that render is
  // bootstrapping already. Only a retry dispatches `started`: a dispatch renders the provider
  // again even when the state stays the same, and the first one would do it in the same task as
  // the first screen's other effects.
  const [bootstrap, dispatchBootstrap] = useReducer(
    bootstrapReducer,
    initialBootstrapState,
    (state) => bootstrapReducer(state, { type: 'started' }),
  );
  const [bootstrapAttempt, setBootstrapAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    if (bootstrapAttempt > 0) dispatchBootstrap({ type: 'started' });
    void runBootstrap(queryClient).then((outcome) => {
      if (!isCurrent) return;
      // The outcome renders the whole app again (and opens the age gate for a guest): a
      // transition, so that render yields to the page and the new dialogs open in a task of
      // their own.
      startTransition(() => {
        if (outcome.status !== 'bootstrapped') {
          dispatchBootstrap({ type: outcome.status });
          return;
        }
        dispatchAuth({ type: outcome.user ? 'userLoaded' : 'userMissing' });
        dispatchBootstrap({ type: 'finished' });
      });
    });
    return () => {
      isCurrent = false;
    };
  }, [queryClient, bootstrapAttempt, dispatchAuth]);

  // Offline stops the bootstrap; coming back online starts it again.
  const isOfflineNow = bootstrap.status === 'offline';
  useEffect(() => {
    if (!isOfflineNow) return;
    const handleOnline = () => setBootstrapAttempt((attempt) => attempt + 1);
    window.addEventListener('online', handleOnline);
    return () => window.removeEventListener('online', handleOnline);
  }, [isOfflineNow]);

  const retryBootstrap = useCallback(() => setBootstrapAttempt((attempt) => attempt + 1), []);
  return { bootstrap, retryBootstrap };
}
