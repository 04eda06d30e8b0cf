import { useCallback, useEffect, useState } from 'react';
import { msUntilRefresh, readSessionMarker, refreshSession, tokenState } from '@/lib/session';

/** After a refresh that could not reach the server, try again this much later. */
const REFRESH_RETRY_MS = 30_000;

/**
 * The token timer (spec 1 §4 tokens): while signed in, refreshes the access token 10 s before it
 * expires, and ends a session whose tokens have ended. `restartTimer` starts a new round (a
 * sign-in has new tokens).
 */
export function useTokenTimer(isAuthenticated: boolean, endSession: () => void) {
  const [refreshRound, setRefreshRound] = useState({ count: 0, hasFailed: false });

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

  const restartTimer = useCallback(
    () => setRefreshRound((round) => ({ count: round.count + 1, hasFailed: false })),
    [],
  );
  return { restartTimer };
}
