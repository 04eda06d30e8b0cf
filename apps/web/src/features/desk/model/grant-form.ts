import { hasControlCharacters } from '@parallax/core/contracts/common';
import { emailProblem } from '@parallax/core/rules/auth';
import { USER_ROLES, type UserRole } from '@parallax/core/rules/support';
import { z } from 'zod';

/** A field problem of the grant form: a key of the staff texts' `errors`. */
export type GrantProblem = 'emailRequired' | 'emailInvalid' | 'controlCharacters' | 'roleRequired';

const isRole = (value: string): value is UserRole =>
  (USER_ROLES as readonly string[]).includes(value);

/** The grant form: the same e-mail rule as the server's (rules/auth.ts), and a role of the list. */
export const GrantForm = z.object({
  email: z.string().superRefine((value, context) => {
    const problem: GrantProblem | null = hasControlCharacters(value)
      ? 'controlCharacters'
      : emailProblem(value) === 'empty_field'
        ? 'emailRequired'
        : emailProblem(value)
          ? 'emailInvalid'
          : null;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  role: z.string().refine(isRole, { message: 'roleRequired' satisfies GrantProblem }),
});
export type GrantFormValues = z.input<typeof GrantForm>;

/** What the grant form says under a field: a rule of the form, or the server's answer. */
export type GrantFieldProblem = GrantProblem | 'userNotFound';

const PROBLEMS: readonly string[] = [
  'emailRequired',
  'emailInvalid',
  'controlCharacters',
  'roleRequired',
  'userNotFound',
] satisfies GrantFieldProblem[];

/** A field's problem as the form holds it (its message), or undefined. */
export function grantProblemOf(message: string | undefined): GrantFieldProblem | undefined {
  return message !== undefined && PROBLEMS.includes(message)
    ? (message as GrantFieldProblem)
    : undefined;
}

/**
 * The field and problem of one of the server's 400 issues (its message is a message key:
 * `control_characters`, `email_invalid`, …); null for a field the form does not have.
 */
export function grantProblemFromServer(issue: {
  path: string;
  message: string;
}): { field: 'email' | 'role'; problem: GrantProblem } | null {
  if (issue.path === 'role') return { field: 'role', problem: 'roleRequired' };
  if (issue.path !== 'email') return null;
  if (issue.message === 'control_characters')
    return { field: 'email', problem: 'controlCharacters' };
  if (issue.message === 'empty_field') return { field: 'email', problem: 'emailRequired' };
  return { field: 'email', problem: 'emailInvalid' };
}
