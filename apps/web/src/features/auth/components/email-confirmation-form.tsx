import { formatCountdown } from '@parallax/core/rules/auth';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CodeInput } from '@/components/ui/code-input';
import { useNow } from '@/lib/use-now';
import { resendCode, submitCode } from '../model/email-confirmation-calls';
import { useFinishLogin } from '../model/use-finish-login';
import { FormError, type AuthModeProps } from './auth-form-parts';

const EMAIL_MARK = '\u0000';

/** Verdicts on the code itself (the cells turn red); other errors concern the request. */
const CODE_ERRORS = new Set([
  'errors.wrong_otp',
  'errors.too_many_wrong_otp',
  'errors.expired_otp',
]);

/**
 * spec 1 §2 email confirmation: a six-digit code, digits only, submitted when full; resend after
 * a countdown (mm:ss), hidden when locked. The code confirms a registration (or an unconfirmed
 * login) or a password reset, depending on where the user came from.
 */
export function EmailConfirmationForm({ state, dispatch }: AuthModeProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const finishLogin = useFinishLogin(dispatch);
  const codeRef = useRef<HTMLInputElement>(null);
  const confirmation = state.emailConfirmation;
  const now = useNow(Boolean(confirmation && !confirmation.isLocked));
  const isResending = confirmation?.resendStatus === 'inProgress';

  // After a verdict or a resend, the entry has focus again with its digits selected, so typing
  // replaces the code (the resend button may just have disappeared from under the focus).
  useEffect(() => {
    if (state.isLoading || isResending) return;
    if (state.error || state.fields.code === '') codeRef.current?.select();
  }, [state.isLoading, isResending, state.error, state.fields.code]);

  if (!confirmation) return null;

  const submit = (code: string) => submitCode(code, { confirmation, dispatch, finishLogin });
  const resend = () => resendCode({ confirmation, dispatch });

  // The address stands out in the sentence. Split around a marker rather than with <Trans>,
  // whose parser would join the store page's initial vendor chunk.
  const [before, after = ''] = t('auth.codeSent', { email: EMAIL_MARK }).split(EMAIL_MARK);
  const secondsLeft = (confirmation.resendAvailableAt - now) / 1000;
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!state.isLoading) void submit(state.fields.code);
      }}
    >
      <p className="auth-intro">
        {before}
        <strong className="auth-email">{confirmation.email}</strong>
        {after}
      </p>
      <CodeInput
        inputRef={codeRef}
        label={t('auth.fields.code')}
        value={state.fields.code}
        onChange={(value) => dispatch({ type: 'fieldChanged', field: 'code', value })}
        onComplete={(value) => void submit(value)}
        isReadOnly={state.isLoading}
        isInvalid={state.error !== null && CODE_ERRORS.has(state.error)}
        describedBy={state.error ? errorId : undefined}
        autoFocus
      />
      <div id={errorId}>
        <FormError error={state.error} />
      </div>
      {!confirmation.isLocked && (
        <ResendCode
          secondsLeft={secondsLeft}
          isResending={isResending}
          isDisabled={isResending || state.isLoading}
          onResend={() => void resend()}
        />
      )}
      {state.isLoading && (
        <span className="spinner spinner-center" aria-label={t('common.loading')} />
      )}
    </form>
  );
}

/** spec 1 §2: the countdown to resending, then the resend button. */
function ResendCode({
  secondsLeft,
  isResending,
  isDisabled,
  onResend,
}: {
  secondsLeft: number;
  isResending: boolean;
  isDisabled: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="resend" data-testid="resend">
      {secondsLeft > 0 ? (
        <p className="resend-countdown">
          {t('auth.resendIn', { time: formatCountdown(secondsLeft) })}
        </p>
      ) : (
        <button type="button" className="link-button" onClick={onResend} disabled={isDisabled}>
          {isResending ? t('auth.resending') : t('auth.resend')}
        </button>
      )}
    </div>
  );
}
