import { emailProblem } from '@parallax/core/rules/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { userQueries } from '@/data/account/user-queries';
import { useSession } from '@/data/session/session-context';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { newPasswordProblems } from '@/lib/form-problems';
import { errorMessageKey, hasErrorType } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { useFormFields } from '@/lib/use-form-fields';
import { confirmQuickRegistration } from '../api/account';
import { logPasswordError, setPassword } from '../api/passwords';

type Fields = { email: string; newPassword: string; confirmPassword: string };

/**
 * The user-confirm form (spec 1 §2, spec 2 §5): with a `token` it finishes a quick registration,
 * without one it sets the signed-in user's password; then the store page. A taken address keeps
 * the form, with the problem under the address.
 */
export function useUserConfirm(token: string | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { completeSignIn } = useSession();
  const { fields, errors, setErrors, change, check } = useFormFields<Fields>({
    email: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [isSaving, setIsSaving] = useState(false);

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

  return { fields, errors, change, isSaving, handleSubmit };
}
