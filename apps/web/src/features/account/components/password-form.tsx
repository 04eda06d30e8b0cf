import type { UserInfo } from '@parallax/core/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { UsernameForPasswordManagers } from '@/components/ui/username-for-password-managers';
import { newPasswordProblems } from '@/lib/form-problems';
import { errorMessageKey } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { useFormFields } from '@/lib/use-form-fields';
import { userQueries } from '@/data/account/user-queries';
import { refreshCredentials } from '../api/credentials';
import { changePassword, logPasswordError, setPassword } from '../api/passwords';

/** spec 1 §8: password notices stay 5 s. */
const NOTICE_MS = 5000;

type Fields = { oldPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Fields = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * spec 2 §4: a user without a password (social sign-in) sees the set-password form and, after
 * success, the change-password form; everyone else sees change-password.
 */
export function PasswordForm({
  hasPassword,
  email,
  titleId: givenTitleId,
}: {
  hasPassword: boolean;
  email: string;
  /** The heading's id, when something around the form (a dialog) is named by it. */
  titleId?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ownTitleId = useId();
  const titleId = givenTitleId ?? ownTitleId;
  const { fields, setFields, errors, change, check } = useFormFields<Fields>(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isSetting = !hasPassword;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (isSaving) return;
    const { password, confirmation } = newPasswordProblems(
      fields.newPassword,
      fields.confirmPassword,
      isSetting ? undefined : fields.oldPassword,
    );
    setFormError(null);
    const isValid = check(form, {
      oldPassword: isSetting ? null : fields.oldPassword ? null : 'password_required',
      newPassword: password,
      confirmPassword: confirmation,
    });
    if (!isValid) return;
    setIsSaving(true);
    try {
      if (isSetting) {
        await setPassword(fields.newPassword);
        queryClient.setQueryData(
          userQueries.info().queryKey,
          (user: UserInfo | null | undefined) => (user ? { ...user, hasPassword: true } : user),
        );
        showToast('auth.notices.passwordSet', { durationMs: NOTICE_MS, tone: 'success' });
      } else {
        await changePassword(fields.oldPassword, fields.newPassword);
        showToast('auth.notices.passwordUpdated', { durationMs: NOTICE_MS, tone: 'success' });
        // Every other session, device and feed link ended with the old password.
        void refreshCredentials(queryClient);
      }
      setFields(EMPTY);
    } catch (error) {
      logPasswordError(isSetting ? 'Set password' : 'Change password', error);
      setFormError(errorMessageKey(error));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section className="settings-block" aria-labelledby={titleId}>
      <h4 id={titleId} className="settings-title">
        {isSetting ? t('account.setPassword') : t('account.changePassword')}
      </h4>
      {isSetting && <p className="settings-text">{t('account.setPasswordText')}</p>}
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <UsernameForPasswordManagers value={email} />
        {!isSetting && (
          <TextField
            label={t('account.oldPassword')}
            name="oldPassword"
            type="password"
            value={fields.oldPassword}
            onChange={(value) => change('oldPassword', value)}
            error={errors.oldPassword ? t(errors.oldPassword) : undefined}
            autoComplete="current-password"
            reveal={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
          />
        )}
        <NewPasswordFields
          names={['newPassword', 'confirmPassword']}
          values={fields}
          errors={errors}
          onChange={change}
        />
        {formError && (
          <p className="form-error" role="alert" data-testid="password-form-error">
            {t(formError)}
          </p>
        )}
        <SubmitButton isBusy={isSaving} label={t('account.savePassword')} isBlock={false} />
      </form>
    </section>
  );
}
