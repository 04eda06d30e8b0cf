import { Navigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { UsernameForPasswordManagers } from '@/components/ui/username-for-password-managers';
import { useSession } from '@/data/session/session-context';
import { useTranslation } from '@/lib/i18n';
import { useUserConfirm } from '../model/use-user-confirm';

/**
 * spec 1 §2 / spec 2 §5 user confirm: with the e-mailed `token` it finishes a quick registration
 * (a password and, optionally, a corrected e-mail address: spec 1 §3); a signed-in NotSetPassword
 * user without a token sets the password directly. A failed confirm goes to main, except an
 * address that is taken: the link still works, so the form stays for another address.
 * Signed-in users whose status is not NotSetPassword are sent to main.
 */
export function UserConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { bootstrap, auth, user } = useSession();
  const { fields, errors, change, isSaving, handleSubmit } = useUserConfirm(token);

  if (bootstrap.status !== 'bootstrapped' && auth.status === 'unknown') {
    return <div className="route-loading" aria-busy="true" />;
  }
  const isUnconfirmedUser = user?.status === 'NotSetPassword';
  if ((auth.status === 'authenticated' && !isUnconfirmedUser) || (!token && !isUnconfirmedUser)) {
    return <Navigate to="/" replace />;
  }

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
