import { emailProblem, normalizeEmail } from '@parallax/core/rules/auth';
import { useTranslation } from '@/lib/i18n';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { collectProblems } from '@/lib/form-problems';
import { showToast } from '@/lib/toast';
import { startPasswordReset } from '../api/reset-password';
import { useAuthFormSubmit } from '../model/use-auth-form-submit';
import { useFieldProps } from '../model/use-field-props';
import { FormError, type AuthModeProps } from './auth-form-parts';
import { NOTICE_MS } from '../model/email-confirmation-calls';

export function ResetPasswordForm({ state, dispatch }: AuthModeProps) {
  const { t } = useTranslation();
  const submit = useAuthFormSubmit(state.isLoading, dispatch);
  const fieldProps = useFieldProps(state, dispatch);
  const { fields, isLoading } = state;

  const handleSubmit = submit(() => ({
    problems: collectProblems({ email: emailProblem(fields.email) }),
    fields: ['email'],
    send: async () => {
      const challenge = await startPasswordReset(fields.email);
      dispatch({
        type: 'emailConfirmationRequired',
        email: normalizeEmail(fields.email),
        challenge,
        now: Date.now(),
      });
      showToast('auth.notices.emailSent', { durationMs: NOTICE_MS, tone: 'success' });
    },
  }));

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <p className="auth-intro">{t('auth.resetIntro')}</p>
      <TextField
        label={t('auth.fields.email')}
        {...fieldProps('email')}
        type="email"
        autoComplete="email"
        autoFocus
        maxLength={254}
      />
      <FormError error={state.error} />
      <SubmitButton isBusy={isLoading} label={t('auth.submit.resetPassword')} />
    </form>
  );
}
