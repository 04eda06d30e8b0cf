import { confirmationProblem, passwordProblem } from '@parallax/core/rules/auth';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { UsernameForPasswordManagers } from '@/components/ui/username-for-password-managers';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { showToast } from '@/lib/toast';
import { resetPassword } from '../api/reset-password';
import { collectProblems, submitFailure } from '../model/form-errors';
import { FormError, SubmitButton, type AuthModeProps } from './auth-modal';
import { NOTICE_MS } from './email-confirmation-form';

export function NewPasswordForm({ state, dispatch }: AuthModeProps) {
  const { t, i18n } = useTranslation();
  const { fields, fieldErrors, isLoading, resetToken } = state;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (isLoading) return;
    if (!resetToken) {
      dispatch({ type: 'wentBack' });
      return;
    }
    const problems = collectProblems({
      password: passwordProblem(fields.password),
      confirmPassword: confirmationProblem(fields.password, fields.confirmPassword),
    });
    if (Object.keys(problems).length > 0) {
      dispatch({ type: 'validationFailed', fieldErrors: problems });
      focusFirstInvalid(form);
      return;
    }
    dispatch({ type: 'submitStarted' });
    try {
      await resetPassword(resetToken, fields.password);
      showToast('auth.notices.passwordChanged', { durationMs: NOTICE_MS, tone: 'success' });
      dispatch({ type: 'passwordResetCompleted' });
    } catch (error) {
      const failure = submitFailure(error, ['password'], (key) => i18n.exists(key));
      dispatch({ type: 'submitFailed', ...failure });
      if (failure.fieldErrors) focusFirstInvalid(form);
    }
  };

  const reveal = { show: t('auth.showPassword'), hide: t('auth.hidePassword') };
  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <p className="auth-intro">{t('auth.newPasswordIntro')}</p>
      <UsernameForPasswordManagers value={fields.email.trim().toLowerCase()} />
      <TextField
        label={t('auth.fields.newPassword')}
        name="password"
        type="password"
        value={fields.password}
        onChange={(value) => dispatch({ type: 'fieldChanged', field: 'password', value })}
        error={fieldErrors.password ? t(fieldErrors.password) : undefined}
        hint={t('auth.passwordHint')}
        autoComplete="new-password"
        autoFocus
        reveal={reveal}
      />
      <TextField
        label={t('auth.fields.confirmPassword')}
        name="confirmPassword"
        type="password"
        value={fields.confirmPassword}
        onChange={(value) => dispatch({ type: 'fieldChanged', field: 'confirmPassword', value })}
        error={fieldErrors.confirmPassword ? t(fieldErrors.confirmPassword) : undefined}
        autoComplete="new-password"
        reveal={reveal}
      />
      <FormError error={state.error} />
      <SubmitButton isLoading={isLoading} label={t('auth.submit.newPassword')} />
    </form>
  );
}
