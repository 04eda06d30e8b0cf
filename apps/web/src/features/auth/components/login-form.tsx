import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useSession } from '@/lib/session-context';
import { signIn } from '../api/sign-in';
import { collectProblems, submitFailure } from '../model/form-errors';
import { useFinishLogin } from '../model/use-finish-login';
import { FormError, SubmitButton, type AuthModeProps } from './auth-modal';
import { SocialButtons } from './social-buttons';

export function LoginForm({ state, dispatch }: AuthModeProps) {
  const { t, i18n } = useTranslation();
  const { failSignIn } = useSession();
  const finishLogin = useFinishLogin(dispatch);
  const { fields, fieldErrors, isLoading } = state;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (isLoading) return;
    const problems = collectProblems({
      identifier: fields.identifier.trim() ? null : 'empty_field',
      // spec 1 §8 required-field message: "Password is required."
      password: fields.password ? null : 'password_required',
    });
    if (Object.keys(problems).length > 0) {
      dispatch({ type: 'validationFailed', fieldErrors: problems });
      focusFirstInvalid(form);
      return;
    }
    dispatch({ type: 'submitStarted' });
    try {
      finishLogin(await signIn(fields.identifier, fields.password));
    } catch (error) {
      failSignIn();
      const failure = submitFailure(error, ['identifier', 'password'], (key) => i18n.exists(key));
      dispatch({ type: 'submitFailed', ...failure });
      if (failure.fieldErrors) focusFirstInvalid(form);
    }
  };

  const fieldError = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('auth.fields.identifier')}
          name="identifier"
          value={fields.identifier}
          onChange={(value) => dispatch({ type: 'fieldChanged', field: 'identifier', value })}
          error={fieldError(fieldErrors.identifier)}
          autoComplete="username"
          // Arriving with the identifier filled in (after a reset, or "log in instead"), the
          // password is what is left to type.
          autoFocus={!fields.identifier}
          maxLength={254}
        />
        <TextField
          label={t('auth.fields.password')}
          name="password"
          type="password"
          value={fields.password}
          onChange={(value) => dispatch({ type: 'fieldChanged', field: 'password', value })}
          error={fieldError(fieldErrors.password)}
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
        <SubmitButton isLoading={isLoading} label={t('auth.submit.login')} />
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
      <p className="auth-switch">
        {t('auth.noAccount')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => dispatch({ type: 'toggled' })}
          disabled={isLoading}
          data-testid="auth-toggle"
        >
          {t('auth.toRegister')}
        </button>
      </p>
    </>
  );
}
