import { useTranslation } from '@/lib/i18n';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { collectProblems } from '@/lib/form-problems';
import { useSession } from '@/data/session/session-context';
import { signIn } from '../api/sign-in';
import { useAuthFormSubmit } from '../model/use-auth-form-submit';
import { useFieldProps } from '../model/use-field-props';
import { useFinishLogin } from '../model/use-finish-login';
import { AuthSwitch, FormError, type AuthModeProps } from './auth-form-parts';
import { SocialButtons } from './social-buttons';

export function LoginForm({ state, dispatch }: AuthModeProps) {
  const { t } = useTranslation();
  const { failSignIn } = useSession();
  const finishLogin = useFinishLogin(dispatch);
  const submit = useAuthFormSubmit(state.isLoading, dispatch);
  const fieldProps = useFieldProps(state, dispatch);
  const { fields, isLoading } = state;

  const handleSubmit = submit(() => ({
    problems: collectProblems({
      identifier: fields.identifier.trim() ? null : 'empty_field',
      // spec 1 §8 required-field message: "Password is required."
      password: fields.password ? null : 'password_required',
    }),
    fields: ['identifier', 'password'],
    send: async () => finishLogin(await signIn(fields.identifier, fields.password)),
    onFailure: failSignIn,
  }));

  return (
    <>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('auth.fields.identifier')}
          {...fieldProps('identifier')}
          autoComplete="username"
          // Arriving with the identifier filled in (after a reset, or "log in instead"), the
          // password is what is left to type.
          autoFocus={!fields.identifier}
          maxLength={254}
        />
        <TextField
          label={t('auth.fields.password')}
          {...fieldProps('password')}
          type="password"
          autoComplete="current-password"
          autoFocus={Boolean(fields.identifier)}
          reveal={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
        />
        <button
          type="button"
          className="link-button auth-forgot"
          onClick={() => dispatch({ type: 'modeChanged', mode: 'resetPassword' })}
          disabled={isLoading}
        >
          {t('auth.forgotPassword')}
        </button>
        <FormError error={state.error} />
        <SubmitButton isBusy={isLoading} label={t('auth.submit.login')} />
      </form>
      <SocialButtons isDisabled={isLoading} />
      <button
        type="button"
        className="button button-secondary button-block"
        onClick={() => dispatch({ type: 'modeChanged', mode: 'Otp' })}
        disabled={isLoading}
      >
        {t('auth.withCode')}
      </button>
      <AuthSwitch
        question={t('auth.noAccount')}
        action={t('auth.toRegister')}
        onSwitch={() => dispatch({ type: 'toggled' })}
        isDisabled={isLoading}
      />
    </>
  );
}
