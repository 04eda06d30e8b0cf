import { emailProblem, passwordProblem, usernameProblem } from '@parallax/core/rules/auth';
import { useTranslation } from '@/lib/i18n';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { collectProblems } from '@/lib/form-problems';
import { useSession } from '@/data/session/session-context';
import { isEmailInViewerSystem, isEmailTaken, isUsernameTaken, register } from '../api/register';
import { useAuthFormSubmit } from '../model/use-auth-form-submit';
import { useFieldProps } from '../model/use-field-props';
import { AuthSwitch, FormError, type AuthModeProps } from './auth-form-parts';
import { SocialButtons } from './social-buttons';

export function RegisterForm({ state, dispatch }: AuthModeProps) {
  const { t } = useTranslation();
  const { auth, setEmailConsent } = useSession();
  const submit = useAuthFormSubmit(state.isLoading, dispatch);
  const fieldProps = useFieldProps(state, dispatch);
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

  const handleSubmit = submit(() => ({
    problems: collectProblems({
      username: usernameProblem(fields.username),
      email: emailProblem(fields.email),
      password: passwordProblem(fields.password),
    }),
    fields: ['username', 'email', 'password'],
    send: async () => {
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
    },
  }));

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
