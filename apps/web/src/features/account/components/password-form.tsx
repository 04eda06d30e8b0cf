import { useId } from 'react';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { UsernameForPasswordManagers } from '@/components/ui/username-for-password-managers';
import { useTranslation } from '@/lib/i18n';
import { usePasswordForm } from '../model/use-password-form';

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
  const ownTitleId = useId();
  const titleId = givenTitleId ?? ownTitleId;
  const isSetting = !hasPassword;
  const { fields, errors, change, formError, isSaving, handleSubmit } = usePasswordForm(isSetting);

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
