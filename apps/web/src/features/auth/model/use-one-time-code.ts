import type { OtpCode } from '@parallax/core/contracts/devices';
import { pagePath } from '@parallax/core/pages';
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageKey, hasErrorType } from '@/lib/http';
import { VARIANT } from '@/lib/platform';
import { useNow } from '@/lib/use-now';
import { OTP_POLL_MS, pollOneTimeCode, requestOneTimeCode } from '../api/one-time-login';
import type { AuthModalAction } from './auth-modal-machine';
import { useFinishLogin } from './use-finish-login';

export type Issued = OtpCode & { expiresAt: number };

/** How long past its time a code is kept when the server has not yet said it ran out. */
const RENEW_GRACE_MS = 3000;

/**
 * The Otp mode's code (spec 1 §4): asked for, polled until a signed-in device approves it (which
 * signs this one in) or declines it, and replaced by a new one when it runs out.
 */
export function useOneTimeCode(dispatch: Dispatch<AuthModalAction>) {
  const finishLogin = useFinishLogin(dispatch);
  const navigate = useNavigate();
  const [issued, setIssued] = useState<Issued | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isDenied, setIsDenied] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const now = useNow(issued !== null);
  const isExpired = issued !== null && now >= issued.expiresAt;

  useEffect(() => {
    let isCurrent = true;
    requestOneTimeCode().then(
      (code) => {
        if (isCurrent) setIssued({ ...code, expiresAt: Date.now() + code.expiresInSeconds * 1000 });
      },
      (failure: unknown) => {
        if (isCurrent) setError(errorMessageKey(failure));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  // The latest callbacks, so a new session context does not restart the polling (and its delay).
  const finishRef = useRef(finishLogin);
  const navigateRef = useRef(navigate);
  useEffect(() => {
    finishRef.current = finishLogin;
    navigateRef.current = navigate;
  });

  // Polled until the server says the code ran out (expired_token), not by this device's clock: a
  // code entered in its last second still signs this device in.
  const current = issued && !isDenied ? issued : null;
  useEffect(() => {
    if (!current) return;
    let timer: ReturnType<typeof setTimeout>;
    let isCurrent = true;
    // One poll at a time: the next one starts an interval after the previous answer.
    const poll = (delay: number) => {
      timer = setTimeout(() => {
        pollOneTimeCode(current).then(
          (outcome) => {
            if (!isCurrent) return;
            if (outcome.kind === 'signedIn') {
              finishRef.current(outcome.answer);
              // A headset or app signed in by pairing opens the library (the web stays put).
              if (VARIANT.platform !== 'web_app' && outcome.answer.status === 'ACTIVE') {
                void navigateRef.current(pagePath('library'));
              }
            } else poll(outcome.intervalMs);
          },
          (failure: unknown) => {
            if (!isCurrent) return;
            if (hasErrorType(failure, 'slow_down')) poll(delay + OTP_POLL_MS);
            else if (hasErrorType(failure, 'access_denied')) setIsDenied(true);
            // Run out, or no longer known (used, or cleared): a new code.
            else if (
              hasErrorType(failure, 'expired_token') ||
              hasErrorType(failure, 'InvalidTokenId')
            )
              setIssued((value) => value && { ...value, expiresAt: 0 });
            else poll(delay); // the network: keep going
          },
        );
      }, delay);
    };
    poll(current.interval * 1000);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [current]);

  const renew = useCallback(() => {
    setIssued(null);
    setError(null);
    setIsDenied(false);
    setAttempt((value) => value + 1);
  }, []);

  // A code that runs out is replaced at once, when the server says so or, should it not answer,
  // shortly after its time: the headset always shows one that works.
  useEffect(() => {
    if (!issued || isDenied) return;
    const grace = issued.expiresAt === 0 ? 0 : RENEW_GRACE_MS;
    const timer = setTimeout(renew, Math.max(0, issued.expiresAt + grace - Date.now()));
    return () => clearTimeout(timer);
  }, [issued, isDenied, renew]);

  return { issued, error, isDenied, isExpired, now, renew };
}
