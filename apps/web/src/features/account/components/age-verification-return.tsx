import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { showToast } from '@/lib/toast';
import { userQueries } from '@/data/account/user-queries';

const PARAM = 'successVerification';

/**
 * spec 1 §2: `successVerification` (true or false) is read and removed after the age-verification
 * provider returns; on success the user's flag is re-read from the server.
 */
export function AgeVerificationReturn() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const result = params.get(PARAM);
  // One notice per arrival, even when the effect runs twice (React's development checks).
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    if (result === null || handledKey.current === key) return;
    handledKey.current = key;
    if (result === 'true') {
      void queryClient.invalidateQueries({ queryKey: userQueries.all() });
      showToast('account.ageVerificationSucceeded', { tone: 'success', durationMs: 5000 });
    } else {
      showToast('account.ageVerificationFailed', { tone: 'error', durationMs: 5000 });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  }, [result, key, queryClient, setParams]);

  return null;
}
