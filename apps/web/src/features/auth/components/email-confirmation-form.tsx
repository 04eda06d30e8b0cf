import { codeProblem, formatCountdown } from '@parallax/core/rules/auth';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CodeInput } from '@/components/ui/code-input';
import { errorMessageKey, hasErrorType } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { confirmRegistration, resendRegistrationCode } from '../api/register';
import { confirmPasswordReset, resendPasswordResetCode } from '../api/reset-password';
import { useFinishLogin } from '../model/use-finish-login';
import { FormError, type AuthModeProps } from './auth-form-parts';

export const NOTICE_MS = 5000;

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
  const isReset = confirmation.previousMode === 'resetPassword';

  const submit = async (code: string) => {
    const problem = codeProblem(code);
    if (problem) {
      dispatch({ type: 'submitFailed', error: `errors.${problem}` });
      return;
    }
    dispatch({ type: 'submitStarted' });
    try {
      if (isReset) {
        const resetToken = await confirmPasswordReset(confirmation.token, code);
        dispatch({ type: 'resetTokenReceived', token: resetToken });
      } else {
        finishLogin(await confirmRegistration(confirmation.token, code));
      }
    } catch (error) {
      dispatch({ type: 'submitFailed', error: errorMessageKey(error) });
    }
  };

  const resend = async () => {
    dispatch({ type: 'resendStarted' });
    try {
      const challenge = await (isReset ? resendPasswordResetCode : resendRegistrationCode)(
        confirmation.token,
      );
      dispatch({ type: 'resendSucceeded', challenge, now: Date.now() });
      showToast('auth.notices.emailSent', { durationMs: NOTICE_MS, tone: 'success' });
    } catch (error) {
      dispatch({
        type: 'resendFailed',
        error: errorMessageKey(error),
        // spec 1 §8: LockedNotification locks resending.
        isLocked: hasErrorType(error, 'LockedNotification'),
      });
    }
  };

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
        <div className="resend" data-testid="resend">
          {secondsLeft > 0 ? (
            <p className="resend-countdown">
              {t('auth.resendIn', { time: formatCountdown(secondsLeft) })}
            </p>
          ) : (
            <button
              type="button"
              className="link-button"
              onClick={() => void resend()}
              disabled={isResending || state.isLoading}
            >
              {isResending ? t('auth.resending') : t('auth.resend')}
            </button>
          )}
        </div>
      )}
      {state.isLoading && (
        <span className="spinner spinner-center" aria-label={t('common.loading')} />
      )}
    </form>
  );
}
