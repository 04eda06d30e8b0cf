import {
  confirmationProblem,
  newPasswordProblem,
  passwordProblem,
} from '@parallax/core/rules/auth';

/** Only the fields with a problem, as catalogue keys (`errors.*`); empty when the form is valid. */
export function collectProblems<Field extends string>(
  checks: Partial<Record<Field, string | null>>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [field, key] of Object.entries(checks) as [Field, string | null][]) {
    if (key) errors[field] = key.startsWith('errors.') ? key : `errors.${key}`;
  }
  return errors;
}

/**
 * spec 1 §5: the problems of a new password and its confirmation. Given the old password (a
 * change rather than a first password), the new one must also differ from it.
 */
export function newPasswordProblems(
  password: string,
  confirmation: string,
  oldPassword?: string,
): { password: string | null; confirmation: string | null } {
  return {
    password:
      oldPassword === undefined
        ? passwordProblem(password)
        : newPasswordProblem(oldPassword, password),
    confirmation: confirmationProblem(password, confirmation),
  };
}
