import type { OtpCode } from '@parallax/core/contracts/auth';
import { formatCountdown } from '@parallax/core/rules/auth';
import { pagePath } from '@parallax/core/pages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { errorMessageKey, hasErrorType } from '@/lib/http';
import { VARIANT } from '@/lib/platform';
import { useNow } from '@/lib/use-now';
import { OTP_POLL_MS, pollOneTimeCode, requestOneTimeCode } from '../api/one-time-login';
import { useFinishLogin } from '../model/use-finish-login';
import { FormError, type AuthModeProps } from './auth-form-parts';

type Issued = OtpCode & { expiresAt: number };

/** How long past its time a code is kept when the server has not yet said it ran out. */
const RENEW_GRACE_MS = 3000;

/**
 * Otp mode (spec 1 §4): shows a one-time code to enter on a signed-in device and polls every
 * second (or as the server asks: slow_down) until that device approves it, which signs this one
 * in. A code that runs out is replaced by a new one at once; a declined pairing says so.
 */
export function OneTimeLogin({ dispatch }: AuthModeProps) {
  const { t } = useTranslation();
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

  return (
    <div className="auth-form">
      <p className="auth-intro">{t('auth.otpIntro')}</p>
      {issued ? (
        <>
          <p className={`otp-code${isExpired || isDenied ? ' is-expired' : ''}`}>
            <span className="visually-hidden">
              {t('auth.otpCodeLabel')}: <span data-testid="otp-code">{issued.code}</span>
            </span>
            {/* Drawn like the code entry it is typed into. */}
            <span className="otp-code-cells" aria-hidden="true">
              {[...issued.code].map((character, index) => (
                <span key={index} className="otp-code-cell">
                  {character}
                </span>
              ))}
            </span>
          </p>
          {isDenied ? (
            <>
              <p className="auth-note" role="alert">
                {t('auth.otpDenied')}
              </p>
              <button type="button" className="button button-block" onClick={renew}>
                {t('auth.otpNewCode')}
              </button>
            </>
          ) : (
            <>
              <p className="auth-note">
                {t('auth.otpWhere', { address: displayAddress(issued.verificationUri) })}
              </p>
              <p className="auth-note otp-waiting" aria-live="polite">
                <span className="spinner spinner-inline" aria-hidden="true" />
                {t('auth.otpWaiting')}
              </p>
              <p className="auth-note" data-testid="otp-expires-in">
                {t('auth.otpExpiresIn', {
                  time: formatCountdown(
                    Math.max(0, Math.min(issued.expiresInSeconds, (issued.expiresAt - now) / 1000)),
                  ),
                })}
              </p>
            </>
          )}
        </>
      ) : error ? (
        <>
          <FormError error={error} />
          <button type="button" className="button button-block" onClick={renew}>
            {t('common.retry')}
          </button>
        </>
      ) : (
        <span className="spinner spinner-center" aria-label={t('common.loading')} />
      )}
      <button
        type="button"
        className="button button-secondary button-block"
        onClick={() => dispatch({ type: 'modeChanged', mode: 'login' })}
      >
        {t('auth.withPassword')}
      </button>
    </div>
  );
}

/** The pair page's address as a person types it: host and path, without the scheme. */
function displayAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return url;
  }
}
