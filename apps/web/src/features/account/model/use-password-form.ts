import type { UserInfo } from '@parallax/core/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { userQueries } from '@/data/account/user-queries';
import { newPasswordProblems } from '@/lib/form-problems';
import { errorMessageKey } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { useFormFields } from '@/lib/use-form-fields';
import { refreshCredentials } from '../api/credentials';
import { changePassword, logPasswordError, setPassword } from '../api/passwords';

/** spec 1 §8: password notices stay 5 s. */
const NOTICE_MS = 5000;

type Fields = { oldPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Fields = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The set-password (`isSetting`) or change-password form's fields, checks and save (spec 2 §4):
 * a problem shows under its field, a refused save above the button.
 */
export function usePasswordForm(isSetting: boolean) {
  const queryClient = useQueryClient();
  const { fields, setFields, errors, change, check } = useFormFields<Fields>(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

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

  return { fields, errors, change, formError, isSaving, handleSubmit };
}
