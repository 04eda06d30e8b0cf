import {
  confirmationProblem,
  newPasswordProblem,
  passwordProblem,
} from '@parallax/core/rules/auth';
import type { UserInfo } from '@parallax/core/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { UsernameForPasswordManagers } from '@/components/ui/username-for-password-managers';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { errorMessageKey } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { userQueries } from '@/lib/user-queries';
import { changePassword, logPasswordError, setPassword } from '../api/passwords';

/** spec 1 §8: password notices stay 5 s. */
const NOTICE_MS = 5000;

type Fields = { oldPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Fields = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * spec 2 §4: a user without a password (social sign-in) sees the set-password form and, after
 * success, the change-password form; everyone else sees change-password.
 */
export function PasswordForm({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isSetting = !hasPassword;

  const change = (field: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (isSaving) return;
    const problems = {
      oldPassword: isSetting ? null : fields.oldPassword ? null : 'password_required',
      newPassword: isSetting
        ? passwordProblem(fields.newPassword)
        : newPasswordProblem(fields.oldPassword, fields.newPassword),
      confirmPassword: confirmationProblem(fields.newPassword, fields.confirmPassword),
    };
    const found = Object.fromEntries(
      Object.entries(problems).flatMap(([field, key]) => (key ? [[field, `errors.${key}`]] : [])),
    );
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
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
      }
      setFields(EMPTY);
    } catch (error) {
      logPasswordError(isSetting ? 'Set password' : 'Change password', error);
      setFormError(errorMessageKey(error));
    } finally {
      setIsSaving(false);
    }
  };

  const reveal = { show: t('auth.showPassword'), hide: t('auth.hidePassword') };
  const message = (key: string | undefined) => (key ? t(key) : undefined);
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
            onChange={change('oldPassword')}
            error={message(errors.oldPassword)}
            autoComplete="current-password"
            reveal={reveal}
          />
        )}
        <TextField
          label={t('account.newPassword')}
          name="newPassword"
          type="password"
          value={fields.newPassword}
          onChange={change('newPassword')}
          error={message(errors.newPassword)}
          hint={t('auth.passwordHint')}
          autoComplete="new-password"
          reveal={reveal}
        />
        <TextField
          label={t('account.confirmPassword')}
          name="confirmPassword"
          type="password"
          value={fields.confirmPassword}
          onChange={change('confirmPassword')}
          error={message(errors.confirmPassword)}
          autoComplete="new-password"
          reveal={reveal}
        />
        {formError && (
          <p className="form-error" role="alert" data-testid="password-form-error">
            {t(formError)}
          </p>
        )}
        <button
          type="submit"
          className="button"
          disabled={isSaving}
          aria-busy={isSaving || undefined}
        >
          {isSaving && <span className="spinner" aria-hidden="true" />}
          {t('account.savePassword')}
        </button>
      </form>
    </section>
  );
}
