import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffMember } from '@parallax/core/contracts/desk-staff';
import { USER_ROLES, type UserRole } from '@parallax/core/rules/support';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/lib/http';
import { useLocalTexts } from '@/lib/local-texts';
import { useGrantRole } from '../api/staff-api';
import {
  GrantForm,
  grantProblemFromServer,
  grantProblemOf,
  type GrantFormValues,
} from '../model/grant-form';
import { STAFF_TEXTS } from '../model/staff-texts';

/** The form's state and its submit: the server's 404 and 400 issues land on their fields. */
function useGrantRoleForm(onGranted: (member: StaffMember, role: UserRole) => void) {
  const texts = useLocalTexts(STAFF_TEXTS);
  const grant = useGrantRole();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<GrantFormValues>({
    resolver: zodResolver(GrantForm),
    defaultValues: { email: '', role: '' },
    shouldFocusError: true,
  });
  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const role = values.role as UserRole;
    try {
      const member = await grant.mutateAsync({ email: values.email, role });
      form.reset();
      onGranted(member, role);
    } catch (error) {
      if (error instanceof ApiError && error.errorType === 'UserNotFound') {
        form.setError('email', { type: 'server', message: 'userNotFound' }, { shouldFocus: true });
        return;
      }
      const issues = error instanceof ApiError && error.status === 400 ? error.issues : [];
      const fields = issues.map(grantProblemFromServer).filter((issue) => issue !== null);
      fields.forEach(({ field, problem }, index) =>
        form.setError(field, { type: 'server', message: problem }, { shouldFocus: index === 0 }),
      );
      if (fields.length === 0) setFailure(texts.errors.failed);
    }
  });
  return { form, failure, handleSubmit };
}

/** The staff area's form: give the account of an e-mail a role. */
export function GrantRoleForm({
  onGranted,
}: {
  onGranted: (member: StaffMember, role: UserRole) => void;
}) {
  const texts = useLocalTexts(STAFF_TEXTS);
  const id = useId();
  const { form, failure, handleSubmit } = useGrantRoleForm(onGranted);
  const { errors, isSubmitting } = form.formState;
  const emailProblem = grantProblemOf(errors.email?.message);
  const roleProblem = grantProblemOf(errors.role?.message);

  return (
    <form
      className="desk-form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{texts.grant.heading}</h3>
      <div className="staff-grant-fields">
        <div className="desk-field">
          <label htmlFor={`${id}-email`}>{texts.grant.email}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={emailProblem ? true : undefined}
            aria-describedby={emailProblem ? `${id}-email-error` : undefined}
            data-testid="staff-grant-email"
            {...form.register('email')}
          />
          {emailProblem && (
            <p id={`${id}-email-error`} className="desk-error">
              {texts.errors[emailProblem]}
            </p>
          )}
        </div>
        <div className="desk-field">
          <label htmlFor={`${id}-role`}>{texts.grant.role}</label>
          <select
            id={`${id}-role`}
            aria-invalid={roleProblem ? true : undefined}
            aria-describedby={roleProblem ? `${id}-role-error` : undefined}
            data-testid="staff-grant-role"
            {...form.register('role')}
          >
            <option value="">{texts.grant.chooseRole}</option>
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {texts.roles[role]}
              </option>
            ))}
          </select>
          {roleProblem && (
            <p id={`${id}-role-error`} className="desk-error">
              {texts.errors[roleProblem]}
            </p>
          )}
        </div>
      </div>
      {failure && (
        <p className="desk-error" role="alert">
          {failure}
        </p>
      )}
      <div className="desk-actions">
        <button
          type="submit"
          className="desk-button desk-button-primary"
          disabled={isSubmitting}
          data-testid="staff-grant-submit"
        >
          {isSubmitting ? texts.grant.busy : texts.grant.submit}
        </button>
      </div>
    </form>
  );
}
