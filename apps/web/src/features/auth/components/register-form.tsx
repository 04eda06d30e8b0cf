import { emailProblem, passwordProblem, usernameProblem } from '@parallax/core/rules/auth';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useSession } from '@/lib/session-context';
import { isEmailInViewerSystem, isEmailTaken, isUsernameTaken, register } from '../api/register';
import { collectProblems, submitFailure } from '../model/form-errors';
import { FormError, SubmitButton, type AuthModeProps } from './auth-modal';
import { SocialButtons } from './social-buttons';

export function RegisterForm({ state, dispatch }: AuthModeProps) {
  const { t, i18n } = useTranslation();
  const { auth, setEmailConsent } = useSession();
  const { fields, fieldErrors, isLoading } = state;

  // spec 1 §5: the username and e-mail must not be taken; checked when the field is left.
  const checkUsername = async (value: string) => {
    if (usernameProblem(value)) return;
    const isTaken = await isUsernameTaken(value).catch(() => false);
    dispatch({
      type: 'fieldChecked',
      field: 'username',
      value,
      error: isTaken ? 'errors.username_exists' : null,
    });
  };
  // An address of the viewer system is also a store account, so that answer is asked first:
  // it turns "taken" into "log in instead" (spec 1 §5).
  const checkEmail = async (value: string) => {
    if (emailProblem(value)) return;
    let error: string | null = null;
    if (await isEmailInViewerSystem(value).catch(() => false)) error = 'errors.email_exists_viewer';
    else if (await isEmailTaken(value).catch(() => false)) error = 'errors.email_exists';
    dispatch({ type: 'fieldChecked', field: 'email', value, error });
  };
  const logInWithEmail = () => {
    dispatch({ type: 'fieldChanged', field: 'identifier', value: fields.email.trim() });
    dispatch({ type: 'toggled' });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (isLoading) return;
    const problems = collectProblems({
      username: usernameProblem(fields.username),
      email: emailProblem(fields.email),
      password: passwordProblem(fields.password),
    });
    if (Object.keys(problems).length > 0) {
      dispatch({ type: 'validationFailed', fieldErrors: problems });
      focusFirstInvalid(form);
      return;
    }
    dispatch({ type: 'submitStarted' });
    try {
      const challenge = await register({
        username: fields.username,
        email: fields.email,
        password: fields.password,
        emailConsent: auth.emailConsent,
      });
      dispatch({
        type: 'emailConfirmationRequired',
        email: fields.email.trim().toLowerCase(),
        challenge,
        now: Date.now(),
      });
    } catch (error) {
      const failure = submitFailure(error, ['username', 'email', 'password'], (key) =>
        i18n.exists(key),
      );
      dispatch({ type: 'submitFailed', ...failure });
      if (failure.fieldErrors) focusFirstInvalid(form);
    }
  };

  const fieldError = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('auth.fields.username')}
          name="username"
          value={fields.username}
          onChange={(value) => dispatch({ type: 'fieldChanged', field: 'username', value })}
          onBlur={() => void checkUsername(fields.username)}
          error={fieldError(fieldErrors.username)}
          hint={t('auth.usernameHint')}
          autoComplete="username"
          autoFocus
        />
        <TextField
          label={t('auth.fields.email')}
          name="email"
          type="email"
          value={fields.email}
          onChange={(value) => dispatch({ type: 'fieldChanged', field: 'email', value })}
          onBlur={() => void checkEmail(fields.email)}
          error={fieldError(fieldErrors.email)}
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
          name="password"
          type="password"
          value={fields.password}
          onChange={(value) => dispatch({ type: 'fieldChanged', field: 'password', value })}
          error={fieldError(fieldErrors.password)}
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
        <SubmitButton isLoading={isLoading} label={t('auth.submit.register')} />
      </form>
      <SocialButtons isDisabled={isLoading} />
      <p className="auth-switch">
        {t('auth.haveAccount')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => dispatch({ type: 'toggled' })}
          disabled={isLoading}
          data-testid="auth-toggle"
        >
          {t('auth.toLogin')}
        </button>
      </p>
    </>
  );
}
