import { formatCountdown } from '@parallax/core/rules/auth';
import { useTranslation } from '@/lib/i18n';
import { useOneTimeCode, type Issued } from '../model/use-one-time-code';
import { FormError, type AuthModeProps } from './auth-form-parts';

/**
 * Otp mode (spec 1 §4): shows a one-time code to enter on a signed-in device and polls every
 * second (or as the server asks: slow_down) until that device approves it, which signs this one
 * in. A code that runs out is replaced by a new one at once; a declined pairing says so.
 */
export function OneTimeLogin({ dispatch }: AuthModeProps) {
  const { t } = useTranslation();
  const { issued, error, isDenied, isExpired, now, renew } = useOneTimeCode(dispatch);

  return (
    <div className="auth-form">
      <p className="auth-intro">{t('auth.otpIntro')}</p>
      {issued ? (
        <IssuedCode
          issued={issued}
          isExpired={isExpired}
          isDenied={isDenied}
          now={now}
          onRenew={renew}
        />
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

/** The code drawn like the entry it is typed into, and what happens to it meanwhile. */
function IssuedCode({
  issued,
  isExpired,
  isDenied,
  now,
  onRenew,
}: {
  issued: Issued;
  isExpired: boolean;
  isDenied: boolean;
  now: number;
  onRenew: () => void;
}) {
  const { t } = useTranslation();
  return (
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
          <button type="button" className="button button-block" onClick={onRenew}>
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
