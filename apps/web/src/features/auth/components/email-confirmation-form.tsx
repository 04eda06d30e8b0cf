import { codeProblem, formatCountdown } from '@parallax/core/rules/auth';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '@/components/ui/code-input';
import { errorMessageKey, hasErrorType } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { confirmRegistration, resendRegistrationCode } from '../api/register';
import { confirmPasswordReset, resendPasswordResetCode } from '../api/reset-password';
import { useFinishLogin } from '../model/use-finish-login';
import { FormError, type AuthModeProps } from './auth-modal';

export const NOTICE_MS = 5000;

/**
 * spec 1 §2 email confirmation: a six-digit code, digits only, submitted when full; resend after
 * a countdown (mm:ss), hidden when locked. The code confirms a registration (or an unconfirmed
 * login) or a password reset, depending on where the user came from.
 */
export function EmailConfirmationForm({ state, dispatch }: AuthModeProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const finishLogin = useFinishLogin(dispatch);
  const confirmation = state.emailConfirmation;
  const now = useNow(Boolean(confirmation && !confirmation.isLocked));
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
      <p className="auth-intro">{t('auth.codeSent', { email: confirmation.email })}</p>
      <CodeInput
        label={t('auth.fields.code')}
        value={state.fields.code}
        onChange={(value) => dispatch({ type: 'fieldChanged', field: 'code', value })}
        onComplete={(value) => void submit(value)}
        isDisabled={state.isLoading}
        isInvalid={Boolean(state.error)}
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
              disabled={confirmation.resendStatus === 'inProgress' || state.isLoading}
            >
              {confirmation.resendStatus === 'inProgress' ? t('auth.resending') : t('auth.resend')}
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
