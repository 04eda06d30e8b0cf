import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { reportToAnalytics } from '@/data/analytics/analytics';
import { ApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { declinePairing, devicesQuery, verifyPairCode } from '../api/devices';
import {
  initialPairState,
  isCompletePairCode,
  normalizePairCode,
  pairErrorOf,
  pairReducer,
} from './pair-headset';

/**
 * The pair-headset page's state and calls (spec 2 §2): the entered code, its submission once
 * complete, declining a pairing, and focus back on the entry after an error. `onSignedOut` opens
 * the login when the session ended meanwhile (the code stays).
 */
export function usePairHeadset(linkCode: string | null, onSignedOut: () => void) {
  const [state, dispatch] = useReducer(pairReducer, linkCode ?? '', initialPairState);
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const refreshDevices = () =>
    void queryClient.invalidateQueries({ queryKey: devicesQuery().queryKey });

  const submit = (code: string) => {
    if (!isCompletePairCode(code)) return;
    dispatch({ type: 'submitted' });
    verifyPairCode(code).then(
      (approval) => {
        dispatch({ type: 'paired', device: approval.clientType });
        refreshDevices();
      },
      (failure: unknown) => {
        const errorType = failure instanceof ApiError ? failure.errorType : 'unknown';
        dispatch({ type: 'failed', error: pairErrorOf(errorType) });
        // The session ended meanwhile: log in again, and the code is still here.
        if (failure instanceof ApiError && failure.status === 401) onSignedOut();
        reportToAnalytics({
          kind: 'pair_code_failed',
          errorType: /^[\w.-]{1,64}$/.test(errorType) ? errorType : 'unknown',
          message: failure instanceof Error ? failure.message.slice(0, 500) : 'unknown',
        });
      },
    );
  };

  // A code from a link is only filled in: the user confirms it, so a link sent by somebody else
  // cannot pair their device unseen (RFC 8628 §5.4 remote phishing).
  const [isFromLink, setIsFromLink] = useState(() => isCompletePairCode(state.code));

  useEffect(() => {
    if (state.status === 'error') inputRef.current?.focus();
  }, [state.status]);

  const decline = () => {
    declinePairing(state.code).then(
      () => {
        dispatch({ type: 'declined' });
        refreshDevices();
      },
      () => showToast('errors.something_went_wrong', { tone: 'error' }),
    );
  };

  const change = (code: string) => {
    setIsFromLink(false);
    dispatch({ type: 'changed', code: normalizePairCode(code) });
  };
  const complete = (code: string) => {
    if (isCompletePairCode(normalizePairCode(code))) submit(normalizePairCode(code));
  };

  return {
    state,
    isFromLink,
    inputRef,
    submit,
    decline,
    change,
    complete,
    reset: () => dispatch({ type: 'reset' }),
  };
}
