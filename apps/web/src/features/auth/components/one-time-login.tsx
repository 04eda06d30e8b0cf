import type { OtpCode } from '@parallax/core/contracts/auth';
import { formatCountdown } from '@parallax/core/rules/auth';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ApiError, errorMessageKey } from '@/lib/http';
import { useNow } from '@/lib/use-now';
import { OTP_POLL_MS, pollOneTimeCode, requestOneTimeCode } from '../api/one-time-login';
import { useFinishLogin } from '../model/use-finish-login';
import { FormError, type AuthModeProps } from './auth-form-parts';

type Issued = OtpCode & { expiresAt: number };

/**
 * Otp mode (spec 1 §4): shows a one-time code to enter on a signed-in device and polls every
 * second until that device approves it, which signs this one in.
 */
export function OneTimeLogin({ dispatch }: AuthModeProps) {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin(dispatch);
  const [issued, setIssued] = useState<Issued | null>(null);
  const [error, setError] = useState<string | null>(null);
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

  const code = issued && !isExpired ? issued.code : null;
  useEffect(() => {
    if (!code) return;
    let timer: ReturnType<typeof setTimeout>;
    let isCurrent = true;
    // One poll at a time: the next one starts a second after the previous answer.
    const poll = () => {
      timer = setTimeout(() => {
        pollOneTimeCode(code).then(
          (answer) => {
            if (!isCurrent) return;
            if (answer) finishLogin(answer);
            else poll();
          },
          (failure: unknown) => {
            if (!isCurrent) return;
            // 410: the code expired on the server; show it as expired. Anything else: keep going.
            if (failure instanceof ApiError && failure.status === 410) {
              setIssued((current) => current && { ...current, expiresAt: 0 });
            } else poll();
          },
        );
      }, OTP_POLL_MS);
    };
    poll();
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [code, finishLogin]);

  const renew = useCallback(() => {
    setIssued(null);
    setError(null);
    setAttempt((value) => value + 1);
  }, []);

  return (
    <div className="auth-form">
      <p className="auth-intro">{t('auth.otpIntro')}</p>
      {issued ? (
        <>
          <p className={`otp-code${isExpired ? ' is-expired' : ''}`}>
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
          {isExpired ? (
            <>
              <p className="auth-note">{t('auth.otpExpired')}</p>
              <button type="button" className="button button-block" onClick={renew}>
                {t('auth.otpNewCode')}
              </button>
            </>
          ) : (
            <>
              <p className="auth-note otp-waiting" aria-live="polite">
                <span className="spinner spinner-inline" aria-hidden="true" />
                {t('auth.otpWaiting')}
              </p>
              <p className="auth-note">
                {t('auth.otpExpiresIn', {
                  time: formatCountdown(
                    Math.min(issued.expiresInSeconds, (issued.expiresAt - now) / 1000),
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
    </div>
  );
}
