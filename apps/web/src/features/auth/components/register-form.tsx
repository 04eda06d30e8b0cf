import { useTranslation } from '@/lib/i18n';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useSession } from '@/data/session/session-context';
import { useFieldProps } from '../model/use-field-props';
import { useRegisterForm } from '../model/use-register-form';
import { AuthSwitch, FormError, type AuthModeProps } from './auth-form-parts';
import { SocialButtons } from './social-buttons';

export function RegisterForm({ state, dispatch }: AuthModeProps) {
  const { t } = useTranslation();
  const { auth, setEmailConsent } = useSession();
  const fieldProps = useFieldProps(state, dispatch);
  const { fields, fieldErrors, isLoading } = state;
  const { checkUsername, checkEmail, logInWithEmail, handleSubmit } = useRegisterForm(
    state,
    dispatch,
  );

  return (
    <>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('auth.fields.username')}
          {...fieldProps('username')}
          onBlur={() => void checkUsername(fields.username)}
          hint={t('auth.usernameHint')}
          autoComplete="username"
          autoFocus
        />
        <TextField
          label={t('auth.fields.email')}
          {...fieldProps('email')}
          type="email"
          onBlur={() => void checkEmail(fields.email)}
          errorAction={
            fieldErrors.email === 'errors.email_exists_viewer' ||
            fieldErrors.email === 'errors.email_exists' ? (
              <button
                type="button"
                className="link-button"
                onClick={logInWithEmail}
                data-testid="login-with-email"
              >
                {t('auth.loginInstead')}
              </button>
            ) : undefined
          }
          autoComplete="email"
          maxLength={254}
        />
        <TextField
          label={t('auth.fields.password')}
          {...fieldProps('password')}
          type="password"
          hint={t('auth.passwordHint')}
          autoComplete="new-password"
          reveal={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={auth.emailConsent}
            onChange={(event) => setEmailConsent(event.target.checked)}
            disabled={isLoading}
          />
          <span>{t('auth.fields.emailConsent')}</span>
        </label>
        <FormError error={state.error} />
        <SubmitButton isBusy={isLoading} label={t('auth.submit.register')} />
      </form>
      <SocialButtons isDisabled={isLoading} />
      <AuthSwitch
        question={t('auth.haveAccount')}
        action={t('auth.toLogin')}
        onSwitch={() => dispatch({ type: 'toggled' })}
        isDisabled={isLoading}
      />
    </>
  );
}
