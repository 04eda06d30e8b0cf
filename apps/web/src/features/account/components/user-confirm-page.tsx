import { confirmationProblem, emailProblem, passwordProblem } from '@parallax/core/rules/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { UsernameForPasswordManagers } from '@/components/ui/username-for-password-managers';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { errorMessageKey, hasErrorType } from '@/lib/http';
import { useSession } from '@/lib/session-context';
import { showToast } from '@/lib/toast';
import { userQueries } from '@/lib/user-queries';
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
  const [fields, setFields] = useState<Fields>({ email: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [isSaving, setIsSaving] = useState(false);

  if (bootstrap.status !== 'bootstrapped' && auth.status === 'unknown') {
    return <div className="route-loading" aria-busy="true" />;
  }
  const isUnconfirmedUser = user?.status === 'NotSetPassword';
  if ((auth.status === 'authenticated' && !isUnconfirmedUser) || (!token && !isUnconfirmedUser)) {
    return <Navigate to="/" replace />;
  }

  const change = (field: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (isSaving) return;
    const problems = {
      // Optional: empty keeps the address the link was sent to.
      email: token && fields.email.trim() ? emailProblem(fields.email) : null,
      newPassword: passwordProblem(fields.newPassword),
      confirmPassword: confirmationProblem(fields.newPassword, fields.confirmPassword),
    };
    const found = Object.fromEntries(
      Object.entries(problems).flatMap(([field, key]) => (key ? [[field, `errors.${key}`]] : [])),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
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

  const reveal = { show: t('auth.showPassword'), hide: t('auth.hidePassword') };
  return (
    <section className="form-page" data-testid="user-confirm">
      <title>{`${t('userConfirm.title')} | Parallax`}</title>
      <h1>{t('userConfirm.title')}</h1>
      <p className="form-page-intro">{t('userConfirm.text')}</p>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {!token && <UsernameForPasswordManagers value={user?.email ?? ''} />}
        <TextField
          label={t('auth.fields.newPassword')}
          name="newPassword"
          type="password"
          value={fields.newPassword}
          onChange={change('newPassword')}
          error={errors.newPassword ? t(errors.newPassword) : undefined}
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
          onChange={change('confirmPassword')}
          error={errors.confirmPassword ? t(errors.confirmPassword) : undefined}
          autoComplete="new-password"
          reveal={reveal}
        />
        {token && (
          <TextField
            label={t('userConfirm.email')}
            name="email"
            type="email"
            value={fields.email}
            onChange={change('email')}
            error={errors.email ? t(errors.email) : undefined}
            hint={t('userConfirm.emailHint')}
            autoComplete="email"
            maxLength={254}
          />
        )}
        <button
          type="submit"
          className="button button-block"
          disabled={isSaving}
          aria-busy={isSaving || undefined}
        >
          {isSaving && <span className="spinner" aria-hidden="true" />}
          {t('userConfirm.submit')}
        </button>
      </form>
    </section>
  );
}
