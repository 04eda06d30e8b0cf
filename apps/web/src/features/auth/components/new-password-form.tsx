import { useTranslation } from '@/lib/i18n';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { UsernameForPasswordManagers } from '@/components/ui/username-for-password-managers';
import { collectProblems, newPasswordProblems } from '@/lib/form-problems';
import { showToast } from '@/lib/toast';
import { resetPassword } from '../api/reset-password';
import { useAuthFormSubmit } from '../model/use-auth-form-submit';
import { FormError, type AuthModeProps } from './auth-form-parts';
import { NOTICE_MS } from '../model/email-confirmation-calls';

export function NewPasswordForm({ state, dispatch }: AuthModeProps) {
  const { t } = useTranslation();
  const submit = useAuthFormSubmit(state.isLoading, dispatch);
  const { fields, fieldErrors, isLoading, resetToken } = state;

  const handleSubmit = submit(() => {
    if (!resetToken) {
      dispatch({ type: 'wentBack' });
      return null;
    }
    const { password, confirmation } = newPasswordProblems(fields.password, fields.confirmPassword);
    return {
      problems: collectProblems({ password, confirmPassword: confirmation }),
      fields: ['password'],
      send: async () => {
        await resetPassword(resetToken, fields.password);
        showToast('auth.notices.passwordChanged', { durationMs: NOTICE_MS, tone: 'success' });
        dispatch({ type: 'passwordResetCompleted' });
      },
    };
  });

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <p className="auth-intro">{t('auth.newPasswordIntro')}</p>
      <UsernameForPasswordManagers value={fields.email.trim().toLowerCase()} />
      <NewPasswordFields
        names={['password', 'confirmPassword']}
        values={fields}
        errors={fieldErrors}
        onChange={(field, value) => dispatch({ type: 'fieldChanged', field, value })}
        autoFocus
      />
      <FormError error={state.error} />
      <SubmitButton isBusy={isLoading} label={t('auth.submit.newPassword')} />
    </form>
  );
}
