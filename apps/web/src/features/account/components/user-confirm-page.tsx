import { emailProblem } from '@parallax/core/rules/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { UsernameForPasswordManagers } from '@/components/ui/username-for-password-managers';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { newPasswordProblems } from '@/lib/form-problems';
import { errorMessageKey, hasErrorType } from '@/lib/http';
import { useSession } from '@/data/session/session-context';
import { showToast } from '@/lib/toast';
import { useFormFields } from '@/lib/use-form-fields';
import { userQueries } from '@/data/account/user-queries';
import { confirmQuickRegistration } from '../api/account';
import { logPasswordError, setPassword } from '../api/passwords';

type Fields = { email: string; newPassword: string; confirmPassword: string };

/**
 * spec 1 §2 / spec 2 §5 user confirm: with the e-mailed `token` it finishes a quick registration
 * (a password and, optionally, a corrected e-mail address: spec 1 §3); a signed-in NotSetPassword
 * user without a token sets the password directly. A failed confirm goes to main, except an
 * address that is taken: the link still works, so the form stays for another address.
 * Signed-in users whose status is not NotSetPassword are sent to main.
 */
export function UserConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { bootstrap, auth, user, completeSignIn } = useSession();
  const { fields, errors, setErrors, change, check } = useFormFields<Fields>({
    email: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [isSaving, setIsSaving] = useState(false);

  if (bootstrap.status !== 'bootstrapped' && auth.status === 'unknown') {
    return <div className="route-loading" aria-busy="true" />;
  }
  const isUnconfirmedUser = user?.status === 'NotSetPassword';
  if ((auth.status === 'authenticated' && !isUnconfirmedUser) || (!token && !isUnconfirmedUser)) {
    return <Navigate to="/" replace />;
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (isSaving) return;
    const { password, confirmation } = newPasswordProblems(
      fields.newPassword,
      fields.confirmPassword,
    );
    const isValid = check(form, {
      // Optional: empty keeps the address the link was sent to.
      email: token && fields.email.trim() ? emailProblem(fields.email) : null,
      newPassword: password,
      confirmPassword: confirmation,
    });
    if (!isValid) return;
    setIsSaving(true);
    try {
      if (token) {
        const email = fields.email.trim() || undefined;
        const result = await confirmQuickRegistration(token, fields.newPassword, email);
        if (result.status === 'ACTIVE') completeSignIn(result.user);
      } else {
        await setPassword(fields.newPassword);
        await queryClient.invalidateQueries({ queryKey: userQueries.all() });
      }
      showToast('userConfirm.finalized', { tone: 'success' });
    } catch (error) {
      logPasswordError('Confirm account', error);
      if (hasErrorType(error, 'EmailNotUnique')) {
        setIsSaving(false);
        setErrors({ email: 'errors.email_exists' });
        focusFirstInvalid(form);
        return;
      }
      showToast(errorMessageKey(error), { tone: 'error' });
    }
    void navigate('/', { replace: true });
  };

  return (
    <section className="form-page" data-testid="user-confirm">
      <title>{`${t('userConfirm.title')} | Parallax`}</title>
      <h1>{t('userConfirm.title')}</h1>
      <p className="form-page-intro">{t('userConfirm.text')}</p>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {!token && <UsernameForPasswordManagers value={user?.email ?? ''} />}
        <NewPasswordFields
          names={['newPassword', 'confirmPassword']}
          values={fields}
          errors={errors}
          onChange={change}
          autoFocus
        />
        {token && (
          <TextField
            label={t('userConfirm.email')}
            name="email"
            type="email"
            value={fields.email}
            onChange={(value) => change('email', value)}
            error={errors.email ? t(errors.email) : undefined}
            hint={t('userConfirm.emailHint')}
            autoComplete="email"
            maxLength={254}
          />
        )}
        <SubmitButton isBusy={isSaving} label={t('userConfirm.submit')} />
      </form>
    </section>
  );
}
