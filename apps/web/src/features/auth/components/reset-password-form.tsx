import { emailProblem, normalizeEmail } from '@parallax/core/rules/auth';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { showToast } from '@/lib/toast';
import { startPasswordReset } from '../api/reset-password';
import { collectProblems, submitFailure } from '../model/form-errors';
import { FormError, SubmitButton, type AuthModeProps } from './auth-modal';
import { NOTICE_MS } from './email-confirmation-form';

export function ResetPasswordForm({ state, dispatch }: AuthModeProps) {
  const { t, i18n } = useTranslation();
  const { fields, fieldErrors, isLoading } = state;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (isLoading) return;
    const problems = collectProblems({ email: emailProblem(fields.email) });
    if (Object.keys(problems).length > 0) {
      dispatch({ type: 'validationFailed', fieldErrors: problems });
      focusFirstInvalid(form);
      return;
    }
    dispatch({ type: 'submitStarted' });
    try {
      const challenge = await startPasswordReset(fields.email);
      dispatch({
        type: 'emailConfirmationRequired',
        email: normalizeEmail(fields.email),
        challenge,
        now: Date.now(),
      });
      showToast('auth.notices.emailSent', { durationMs: NOTICE_MS, tone: 'success' });
    } catch (error) {
      const failure = submitFailure(error, ['email'], (key) => i18n.exists(key));
      dispatch({ type: 'submitFailed', ...failure });
      if (failure.fieldErrors) focusFirstInvalid(form);
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <p className="auth-intro">{t('auth.resetIntro')}</p>
      <TextField
        label={t('auth.fields.email')}
        name="email"
        type="email"
        value={fields.email}
        onChange={(value) => dispatch({ type: 'fieldChanged', field: 'email', value })}
        error={fieldErrors.email ? t(fieldErrors.email) : undefined}
        autoComplete="email"
        autoFocus
        maxLength={254}
      />
      <FormError error={state.error} />
      <SubmitButton isLoading={isLoading} label={t('auth.submit.resetPassword')} />
    </form>
  );
}
